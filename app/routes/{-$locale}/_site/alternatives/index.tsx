import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComparisonList } from '../../../../components/landing-page'
import { PageHero } from '../../../../components/page-hero'
import { staticHead } from '../../../../lib/head'
import { pageParams } from '../../../../lib/route-params'
import { loadPage } from '../../../../lib/page-loader'

// The comparison pages of the locale (alternative-route check: SPEC 2.5's alternatives table).
export const Route = createFileRoute('/{-$locale}/_site/alternatives/')({
  params: pageParams('alternativeIndex'),
  loader: (args) => loadPage(args, 'alternativeIndex'),
  head: staticHead(
    msg`ProfileDeck compared with other antidetect browsers`,
    msg`Side-by-side comparisons of ProfileDeck with the multi-account browsers people switch from.`,
  ),
  component: function Alternatives() {
    const { t } = useLingui()
    const { items } = Route.useLoaderData()
    return (
      <>
        <PageHero
          title={t`ProfileDeck compared with other antidetect browsers`}
          lead={t`Side-by-side comparisons of ProfileDeck with the multi-account browsers people switch from.`}
        />
        <div className="container section">
          <ComparisonList items={items} />
        </div>
      </>
    )
  },
})
