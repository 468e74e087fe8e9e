import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LandingList } from '../../../../components/landing-page'
import { PageHero } from '../../../../components/page-hero'
import { staticHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { loadPage } from '../../../../lib/page-route'

export const Route = createFileRoute('/{-$locale}/_site/use-cases/')({
  params: { parse: parseLocale },
  loader: (args) => loadPage(args, 'useCaseIndex'),
  head: staticHead(msg`Use cases`, msg`Concrete jobs people do with ProfileDeck every day.`),
  component: function UseCases() {
    const { t } = useLingui()
    const { items } = Route.useLoaderData()
    return (
      <>
        <PageHero title={t`Use cases`} lead={t`Concrete jobs people do with ProfileDeck every day.`} />
        <LandingList items={items} kind="useCase" />
      </>
    )
  },
})
