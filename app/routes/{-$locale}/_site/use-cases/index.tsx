import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LandingList } from '../../../../components/landing-page'
import { PageHero } from '../../../../components/page-hero'
import { staticHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/use-cases/')({
  params: pageParams('useCaseIndex'),
  loader: (args) => loadPage(args, 'useCaseIndex'),
  head: staticHead(msg`Use cases`, msg`Concrete jobs people do with ProfileDeck every day.`),
  component: function UseCases() {
    const { t } = useLingui()
    const { items } = Route.useLoaderData()
    return (
      <>
        <PageHero title={t`Use cases`} lead={t`Concrete jobs people do with ProfileDeck every day.`} />
        <LandingList items={items} />
      </>
    )
  },
})
