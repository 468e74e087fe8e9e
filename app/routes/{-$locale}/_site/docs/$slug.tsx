import { createFileRoute } from '@tanstack/react-router'
import { DocsPage } from '../../../../components/docs-page'
import { loadDocs } from '../../../../lib/docs-loader'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withPage } from '../../../../lib/page-route'

// /docs/{slug}, /docs/proxies, /docs/profiles, /docs/automation, /docs/faq (SPEC 2.6).
export const Route = createFileRoute('/{-$locale}/_site/docs/$slug')({
  params: { parse: parseLocale },
  loader: ({ context, params, location }) => withPage({ context, location }, 'doc', { slug: params.slug }, () => loadDocs(context.locale, params.slug, location.pathname)),
  head: entryHead,
  component: function Doc() {
    const { entry, pages } = Route.useLoaderData()
    return <DocsPage entry={entry} pages={pages} />
  },
})
