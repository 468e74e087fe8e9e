import { createFileRoute } from '@tanstack/react-router'
import { DocsPage } from '../../../../components/docs-page'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// The docs root of SPEC 2.6 (doc id 1).
export const Route = createFileRoute('/{-$locale}/_site/docs/')({
  params: pageParams('docsIndex'),
  loader: (args) => loadPage(args, 'docsIndex'),
  head: entryHead,
  component: function DocsIndex() {
    const { entry, pages } = Route.useLoaderData()
    return <DocsPage entry={entry} pages={pages} />
  },
})
