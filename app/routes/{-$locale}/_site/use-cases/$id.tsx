import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LOCALE_CODES } from '../../../../../src/i18n/locales'
import { useCasesFor, type UseCaseId } from '../../../../../src/routing/availability'
import { runRouteChecks } from '../../../../../src/routing/checks'
import { TablePage } from '../../../../components/table-pages'
import { enforce } from '../../../../lib/content-route'
import { pageHead, shellInfo } from '../../../../lib/head'
import { USE_CASES } from '../../../../lib/messages'
import { parseLocale } from '../../../../lib/locale-params'

// case-route check: the slug must be one of the locale's use cases (zh uses its own slugs).
export const Route = createFileRoute('/{-$locale}/_site/use-cases/$id')({
  params: { parse: parseLocale },
  beforeLoad: ({ context, params, location }) => enforce(runRouteChecks(['case-route'], { locale: context.locale, params, path: location.pathname })),
  loader: ({ params }) => ({
    id: params.id as UseCaseId,
    availableIn: LOCALE_CODES.filter((l) => useCasesFor(l).includes(params.id as UseCaseId)),
  }),
  head: ({ match, loaderData, matches }) => pageHead(loaderData ? { title: match.context.i18n._(USE_CASES[loaderData.id]) } : {}, shellInfo(matches)),
  component: function UseCase() {
    const { t, i18n } = useLingui()
    const { id } = Route.useLoaderData()
    const name = i18n._(USE_CASES[id])
    return <TablePage title={name} lead={t`Run every account of this work in its own isolated profile, and share the work safely with your team.`} trail={{ label: t`Use cases`, to: '/use-cases' }} />
  },
})
