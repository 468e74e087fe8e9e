import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { runRouteChecks } from '../../../../../src/routing/checks'
import { LandingList } from '../../../../components/landing-page'
import { PageHero } from '../../../../components/page-hero'
import { enforce, loadListPage } from '../../../../lib/content-route'
import { staticHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/solutions/')({
  params: { parse: parseLocale },
  beforeLoad: ({ context, location }) => enforce(runRouteChecks(['solutions'], { locale: context.locale, params: {}, path: location.pathname })),
  loader: (args) => loadListPage('solution', args),
  head: staticHead(msg`Solutions`, msg`How teams in different industries use ProfileDeck.`),
  component: function Solutions() {
    const { t } = useLingui()
    const { items } = Route.useLoaderData()
    return (
      <>
        <PageHero title={t`Solutions`} lead={t`How teams in different industries use ProfileDeck.`} />
        <LandingList items={items} base="/solutions" />
      </>
    )
  },
})
