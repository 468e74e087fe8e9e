import { createFileRoute } from '@tanstack/react-router'
import { DocsPage } from '../../../../components/docs-page'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// /docs/{slug}, /docs/proxies, /docs/profiles, /docs/automation, /docs/faq (SPEC 2.6).
export const Route = createFileRoute('/{-$locale}/_site/docs/$slug')({
  params: pageParams('doc'),
  loader: (args) => loadPage(args, 'doc'),
  head: entryHead,
  component: function Doc() {
    const { entry, pages } = Route.useLoaderData()
    return <DocsPage entry={entry} pages={pages} />
  },
})
