import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LOCALE_CODES } from '../../../../../src/i18n/locales'
import { solutionsFor, type SolutionId } from '../../../../../src/routing/availability'
import { runRouteChecks } from '../../../../../src/routing/checks'
import { TablePage } from '../../../../components/table-pages'
import { enforce } from '../../../../lib/content-route'
import { pageHead, shellInfo } from '../../../../lib/head'
import { SOLUTIONS } from '../../../../lib/messages'
import { parseLocale } from '../../../../lib/locale-params'

// solution check: the id must be one of the locale's solutions (crypto is absent in zh/tc…).
export const Route = createFileRoute('/{-$locale}/_site/solutions/$id')({
  params: { parse: parseLocale },
  beforeLoad: ({ context, params, location }) => enforce(runRouteChecks(['solution'], { locale: context.locale, params, path: location.pathname })),
  loader: ({ params }) => ({
    id: params.id as SolutionId,
    availableIn: LOCALE_CODES.filter((l) => solutionsFor(l).includes(params.id as SolutionId)),
  }),
  head: ({ match, loaderData, matches }) =>
    pageHead(loaderData ? { title: match.context.i18n._(SOLUTIONS[loaderData.id].name), description: match.context.i18n._(SOLUTIONS[loaderData.id].pitch) } : {}, shellInfo(matches)),
  component: function Solution() {
    const { t, i18n } = useLingui()
    const { id } = Route.useLoaderData()
    return <TablePage title={i18n._(SOLUTIONS[id].name)} lead={i18n._(SOLUTIONS[id].pitch)} trail={{ label: t`Solutions`, to: '/solutions' }} />
  },
})
