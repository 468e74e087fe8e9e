import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { LandingPage } from '../../../../components/landing-page'
import { usePageHref } from '../../../../components/page-link'
import { entryHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-route'

// case-route check: zh uses its own slugs (media-market…), the others the global ones.
export const Route = createFileRoute('/{-$locale}/_site/use-cases/$id')({
  params: pageParams('useCase'),
  loader: (args) => loadPage(args, 'useCase'),
  head: entryHead,
  component: function UseCase() {
    const { t } = useLingui()
    const pageHref = usePageHref()
    const { entry } = Route.useLoaderData()
    return <LandingPage entry={entry} trail={{ label: t`Use cases`, href: pageHref('useCaseIndex') }} />
  },
})
