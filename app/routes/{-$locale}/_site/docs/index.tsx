import { createFileRoute } from '@tanstack/react-router'
import { DocsPage } from '../../../../components/docs-page'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { loadPage } from '../../../../lib/page-route'

// The docs root of SPEC 2.6 (doc id 1).
export const Route = createFileRoute('/{-$locale}/_site/docs/')({
  params: { parse: parseLocale },
  loader: (args) => loadPage(args, 'docsIndex'),
  head: entryHead,
  component: function DocsIndex() {
    const { entry, pages } = Route.useLoaderData()
    return <DocsPage entry={entry} pages={pages} />
  },
})
