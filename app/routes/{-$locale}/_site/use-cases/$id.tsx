import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { runRouteChecks } from '../../../../../src/routing/checks'
import { LandingPage } from '../../../../components/landing-page'
import { enforce, loadEntry } from '../../../../lib/content-route'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withAlternates } from '../../../../lib/page-locales'

// case-route check: zh uses its own slugs (media-market…), the others the global ones.
export const Route = createFileRoute('/{-$locale}/_site/use-cases/$id')({
  params: { parse: parseLocale },
  beforeLoad: ({ context, params, location }) => enforce(runRouteChecks(['case-route'], { locale: context.locale, params, path: location.pathname })),
  loader: ({ context, params, location }) => withAlternates({ context, location }, loadEntry('use-case', context.locale, params.id, location.pathname)),
  head: entryHead,
  component: function UseCase() {
    const { t } = useLingui()
    const { entry } = Route.useLoaderData()
    return <LandingPage entry={entry} trail={{ label: t`Use cases`, to: '/use-cases' }} />
  },
})
