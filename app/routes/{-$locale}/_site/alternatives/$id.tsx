import { createFileRoute } from '@tanstack/react-router'
import { ComparisonPage } from '../../../../components/landing-page'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// alternative-route check (the registry runs it): octo-browser and undetectable are absent in
// zh/tc; ziniao is zh/tc only. The page links to the locale's other comparisons.
export const Route = createFileRoute('/{-$locale}/_site/alternatives/$id')({
  params: pageParams('alternative'),
  loader: (args) => loadPage(args, 'alternative'),
  head: entryHead,
  component: function Alternative() {
    const { entry, siblings } = Route.useLoaderData()
    return <ComparisonPage entry={entry} siblings={siblings} />
  },
})
