import { createFileRoute } from '@tanstack/react-router'
import { DocsPage } from '../../../../components/docs-page'
import { loadDocs } from '../../../../lib/docs-loader'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withAlternates } from '../../../../lib/page-locales'

// The docs root of SPEC 2.6 (doc id 1).
export const Route = createFileRoute('/{-$locale}/_site/docs/')({
  params: { parse: parseLocale },
  loader: ({ context, location }) => withAlternates({ context, location }, loadDocs(context.locale, 'index', location.pathname, false)),
  head: entryHead,
  component: function DocsIndex() {
    const { entry, pages } = Route.useLoaderData()
    return <DocsPage entry={entry} pages={pages} />
  },
})
