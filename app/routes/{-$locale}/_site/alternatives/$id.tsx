import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { runRouteChecks } from '../../../../../src/routing/checks'
import { ComparisonPage } from '../../../../components/landing-page'
import { enforce, loadEntry } from '../../../../lib/content-route'
import { entryHead } from '../../../../lib/head'
import { parseLocale } from '../../../../lib/locale-params'
import { withAlternates } from '../../../../lib/page-locales'

// alternative-route check: octo-browser and undetectable are absent in zh/tc; ziniao is zh/tc only.
export const Route = createFileRoute('/{-$locale}/_site/alternatives/$id')({
  params: { parse: parseLocale },
  beforeLoad: ({ context, params, location }) => enforce(runRouteChecks(['alternative-route'], { locale: context.locale, params, path: location.pathname })),
  loader: ({ context, params, location }) => withAlternates({ context, location }, loadEntry('alternative', context.locale, params.id, location.pathname)),
  head: entryHead,
  component: function Alternative() {
    const { t } = useLingui()
    const { entry } = Route.useLoaderData()
    return <ComparisonPage entry={entry} trail={{ label: t`Alternatives`, to: '/' }} />
  },
})
