import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LandingList } from '../../../../components/landing-page'
import { PageHero } from '../../../../components/page-hero'
import { staticHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

export const Route = createFileRoute('/{-$locale}/_site/solutions/')({
  params: pageParams('solutionIndex'),
  loader: (args) => loadPage(args, 'solutionIndex'),
  head: staticHead(msg`Solutions`, msg`How teams in different industries use ProfileDeck.`),
  component: function Solutions() {
    const { t } = useLingui()
    const { items } = Route.useLoaderData()
    return (
      <>
        <PageHero title={t`Solutions`} lead={t`How teams in different industries use ProfileDeck.`} />
        <LandingList items={items} />
      </>
    )
  },
})
