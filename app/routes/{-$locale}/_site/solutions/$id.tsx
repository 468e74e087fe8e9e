import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { runRouteChecks } from '../../../../../src/routing/checks'
import { LandingPage } from '../../../../components/landing-page'
import { enforce, loadEntry } from '../../../../lib/content-route'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withAlternates } from '../../../../lib/page-locales'

// solution check: the id must be one of the locale's solutions (crypto is absent in zh/tc…), then
// the locale must have the page's content.
export const Route = createFileRoute('/{-$locale}/_site/solutions/$id')({
  params: { parse: parseLocale },
  beforeLoad: ({ context, params, location }) => enforce(runRouteChecks(['solution'], { locale: context.locale, params, path: location.pathname })),
  loader: ({ context, params, location }) => withAlternates({ context, location }, loadEntry('solution', context.locale, params.id, location.pathname)),
  head: entryHead,
  component: function Solution() {
    const { t } = useLingui()
    const { entry } = Route.useLoaderData()
    return <LandingPage entry={entry} trail={{ label: t`Solutions`, to: '/solutions' }} />
  },
})
