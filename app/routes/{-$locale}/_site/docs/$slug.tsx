import { createFileRoute } from '@tanstack/react-router'
import { DocsPage } from '../../../../components/docs-page'
import { loadDocs } from '../../../../lib/docs-loader'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withAlternates } from '../../../../lib/page-locales'

// /docs/{slug}, /docs/proxies, /docs/profiles, /docs/automation, /docs/faq (SPEC 2.6).
export const Route = createFileRoute('/{-$locale}/_site/docs/$slug')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => withAlternates({ context, location }, loadDocs(context.locale, params.slug, location.pathname, true)),
  head: entryHead,
  component: function Doc() {
    const { entry, pages } = Route.useLoaderData()
    return <DocsPage entry={entry} pages={pages} />
  },
})
