import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link, createFileRoute } from '@tanstack/react-router'
import { runRouteChecks } from '../../../../../src/routing/checks'
import { solutionsFor } from '../../../../../src/routing/availability'
import { PageHero } from '../../../../components/page-hero'
import { enforce } from '../../../../lib/content-route'
import { staticHead } from '../../../../lib/head'
import { localeParam, useLocale } from '../../../../lib/locale'
import { SOLUTIONS } from '../../../../lib/messages'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/solutions/')({
  params: { parse: parseLocale },
  beforeLoad: ({ context, location }) => enforce(runRouteChecks(['solutions'], { locale: context.locale, params: {}, path: location.pathname })),
  head: staticHead(msg`Solutions`),
  component: function Solutions() {
    const { t, i18n } = useLingui()
    const locale = useLocale()
    return (
      <>
        <PageHero title={t`Solutions`} lead={t`How teams in different industries use ProfileDeck.`} />
        <ul className="container card-grid">
          {solutionsFor(locale).map((id) => (
            <li key={id} className="card">
              <div className="card__body">
                <h2 className="card__title">
                  <Link to="/{-$locale}/solutions/$id" params={{ locale: localeParam(locale), id }}>{i18n._(SOLUTIONS[id].name)}</Link>
                </h2>
                <p>{i18n._(SOLUTIONS[id].pitch)}</p>
              </div>
            </li>
          ))}
        </ul>
      </>
    )
  },
})
