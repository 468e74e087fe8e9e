import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../../../components/landing-page'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// case-route check: zh uses its own slugs (media-market…), the others the global ones.
export const Route = createFileRoute('/{-$locale}/_site/use-cases/$id')({
  params: pageParams('useCase'),
  loader: (args) => loadPage(args, 'useCase'),
  head: entryHead,
  component: function UseCase() {
    const { entry } = Route.useLoaderData()
    return <LandingPage entry={entry} />
  },
})
