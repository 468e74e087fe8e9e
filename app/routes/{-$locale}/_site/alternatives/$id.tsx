import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LOCALE_CODES } from '../../../../../src/i18n/locales'
import { alternativesFor, type AlternativeId } from '../../../../../src/routing/availability'
import { runRouteChecks } from '../../../../../src/routing/checks'
import { TablePage } from '../../../../components/table-pages'
import { enforce } from '../../../../lib/content-route'
import { pageHead, shellInfo } from '../../../../lib/head'
import { ALTERNATIVE_NAMES } from '../../../../lib/messages'
import { parseLocale } from '../../../../lib/locale-params'

// alternative-route check: the id must be one of the locale's alternatives (ziniao only in zh/tc…).
export const Route = createFileRoute('/{-$locale}/_site/alternatives/$id')({
  params: { parse: parseLocale },
  beforeLoad: ({ context, params, location }) => enforce(runRouteChecks(['alternative-route'], { locale: context.locale, params, path: location.pathname })),
  loader: ({ params }) => ({
    id: params.id as AlternativeId,
    availableIn: LOCALE_CODES.filter((l) => alternativesFor(l).includes(params.id as AlternativeId)),
  }),
  head: ({ loaderData, matches }) => pageHead(loaderData ? { title: `ProfileDeck vs ${ALTERNATIVE_NAMES[loaderData.id]}` } : {}, shellInfo(matches)),
  component: function Alternative() {
    const { t } = useLingui()
    const { id } = Route.useLoaderData()
    const name = ALTERNATIVE_NAMES[id]
    return (
      <TablePage
        title={t`ProfileDeck as an alternative to ${name}`}
        lead={t`Thinking of moving from ${name}? Here is what ProfileDeck offers for running many accounts, and how to move your profiles over.`}
        trail={{ label: t`Alternatives`, to: '/' }}
      />
    )
  },
})
