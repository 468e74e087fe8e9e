import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useCasesFor } from '../../../../../src/routing/availability'
import { PageHero } from '../../../../components/page-hero'
import { staticHead } from '../../../../lib/head'
import { localeParam, useLocale } from '../../../../lib/locale'
import { USE_CASES } from '../../../../lib/messages'
import { parseLocale } from '../../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/use-cases/')({
  params: { parse: parseLocale },
  head: staticHead(msg`Use cases`),
  component: function UseCases() {
    const { t, i18n } = useLingui()
    const locale = useLocale()
    return (
      <>
        <PageHero title={t`Use cases`} lead={t`Concrete jobs people do with ProfileDeck every day.`} />
        <ul className="container chip-grid">
          {useCasesFor(locale).map((id) => (
            <li key={id}>
              <Link to="/{-$locale}/use-cases/$id" params={{ locale: localeParam(locale), id }}>{i18n._(USE_CASES[id])}</Link>
            </li>
          ))}
        </ul>
      </>
    )
  },
})
