import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { formatPrice } from '../../../../src/format/number'
import { PLANS, type PlanId } from '../../../../src/product/plans'
import { PageHero } from '../../../components/page-hero'
import { staticHead } from '../../../lib/head'
import { localeParam, useLocale } from '../../../lib/locale'
import { parseLocale } from '../../../lib/locale-params'

export const Route = createFileRoute('/{-$locale}/_site/pricing')({
  params: { parse: parseLocale },
  head: staticHead(msg`Pricing`, msg`Plans for individuals and teams, starting free with five profiles.`),
  component: Pricing,
})

const PLAN_NAMES: Record<PlanId, MessageDescriptor> = {
  free: msg`Free`,
  starter: msg`Starter`,
  team: msg`Team`,
  business: msg`Business`,
}

function Pricing() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [annual, setAnnual] = useState(false)
  return (
    <>
      <PageHero title={t`Pricing`} lead={t`Start free with five profiles. Pay only when you need more.`}>
        <div className="billing-toggle" role="group" aria-label={t`Billing period`}>
          <button type="button" aria-pressed={!annual} onClick={() => setAnnual(false)}><Trans>Monthly</Trans></button>
          <button type="button" aria-pressed={annual} onClick={() => setAnnual(true)}><Trans>Annually (save 20%)</Trans></button>
        </div>
      </PageHero>
      <div className="container">
        <ul className="plan-grid">
          {PLANS.map((plan) => (
            <li key={plan.id} className="plan" data-plan={plan.id}>
              <h2>{i18n._(PLAN_NAMES[plan.id])}</h2>
              <p className="plan__price" data-testid={`price-${plan.id}`}>
                {formatPrice(annual ? plan.annualMonthly : plan.monthly, 'USD')}
                <span> <Trans>/ month</Trans></span>
              </p>
              <ul>
                <li><Plural value={plan.profiles} one="# browser profile" other="# browser profiles" /></li>
                <li><Plural value={plan.members} one="# team member" other="# team members" /></li>
              </ul>
              <Link to="/{-$locale}/download" params={{ locale: localeParam(locale) }} className="btn btn--primary">
                {plan.monthly === 0 ? <Trans>Start free</Trans> : <Trans>Choose plan</Trans>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
