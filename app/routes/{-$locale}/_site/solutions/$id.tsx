import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../../../components/landing-page'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// solution check: the id must be one of the locale's solutions (crypto is absent in zh/tc…), then
// the locale must have the page's content.
export const Route = createFileRoute('/{-$locale}/_site/solutions/$id')({
  params: pageParams('solution'),
  loader: (args) => loadPage(args, 'solution'),
  head: entryHead,
  component: function Solution() {
    const { entry } = Route.useLoaderData()
    return <LandingPage entry={entry} />
  },
})
