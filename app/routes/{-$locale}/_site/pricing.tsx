import { msg } from '@lingui/core/macro'
import { Select, Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { CURRENCY_CODES, formatPrice, type Currency } from '#src/format/number'
import { PageLink } from '../../../components/page-link'
import { useCounted } from '../../../lib/locale'
import { PageHero } from '../../../components/page-hero'
import { Tooltip } from '../../../components/tooltip'
import { applicationJsonLd, titledHead } from '../../../lib/head'
import { loadPage } from '../../../lib/page-loader'
import { pageParams } from '../../../lib/route-params'
import { PLAN_NAMES } from '../../../lib/messages'
import { isOneOf } from '#src/lang/one-of'

export const Route = createFileRoute('/{-$locale}/_site/pricing')({
  params: pageParams('pricing'),
  loader: (args) => loadPage(args, 'pricing'),
  head: (args) =>
    titledHead(args, msg`Pricing`, msg`Plans for individuals and teams, starting free with five profiles.`, ({ plans }) => ({
      jsonLd: applicationJsonLd(args.match.context.i18n, plans),
    })),
  component: Pricing,
})

function Pricing() {
  const { t, i18n } = useLingui()
  const { plans, annualDiscountPercent } = Route.useLoaderData()
  const [annual, setAnnual] = useState(false)
  const [currency, setCurrency] = useState<Currency>('USD')
  const counted = useCounted()
  return (
    <>
      <PageHero title={t`Pricing`} lead={t`Start free with five profiles. Pay only when you need more.`}>
        <div className="pricing-controls">
          <div className="billing-toggle" role="group" aria-label={t`Billing period`}>
            <button type="button" aria-pressed={!annual} onClick={() => setAnnual(false)} data-track="pricing-monthly">
              <Trans>Monthly</Trans>
            </button>
            <button type="button" aria-pressed={annual} onClick={() => setAnnual(true)} data-track="pricing-annual">
              <Trans>Annually (save {annualDiscountPercent}%)</Trans>
            </button>
          </div>
          <label className="currency-select">
            <span>
              <Trans>Currency</Trans>
            </span>
            <select value={currency} onChange={(e) => isOneOf(CURRENCY_CODES, e.target.value) && setCurrency(e.target.value)} data-testid="currency">
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        </div>
      </PageHero>
      <div className="container">
        <ul className="plan-grid">
          {plans.map((plan) => {
            // Counts written out here and a plural category per count: no Intl.NumberFormat (`pluralCategory`).
            const { count: profiles, category: profilesCategory } = counted(plan.profiles)
            const { count: members, category: membersCategory } = counted(plan.members)
            return (
              <li key={plan.id} className={plan.featured ? 'plan plan--featured' : 'plan'} data-plan={plan.id}>
                <h2>{i18n._(PLAN_NAMES[plan.id]!)}</h2>
                <p className="plan__price" data-testid={`price-${plan.id}`}>
                  {formatPrice((annual ? plan.annualMonthly : plan.monthly)[currency], currency)}
                  <span>
                    {' '}
                    <Trans>/ month</Trans>
                  </span>
                </p>
                <ul>
                  <li>
                    <Tooltip
                      label={t`What is a browser profile?`}
                      tip={t`A browser profile is a separate browser with its own fingerprint, cookies and proxy, so each account looks like a different device.`}
                    >
                      <Select value={profilesCategory} _one={`${profiles} browser profile`} other={`${profiles} browser profiles`} />
                    </Tooltip>
                  </li>
                  <li>
                    <Tooltip
                      label={t`Who counts as a team member?`}
                      tip={t`Each person who signs in to your team's workspace. Members share profiles without sharing passwords.`}
                    >
                      <Select value={membersCategory} _one={`${members} team member`} other={`${members} team members`} />
                    </Tooltip>
                  </li>
                </ul>
                <PageLink to="download" className="btn btn--primary" data-track={`pricing-plan-${plan.id}`}>
                  {plan.monthly.USD === 0 ? <Trans>Start free</Trans> : <Trans>Choose plan</Trans>}
                </PageLink>
              </li>
            )
          })}
        </ul>
        <p className="pricing__compare">
          <Trans>Switching from another antidetect browser?</Trans>{' '}
          <PageLink to="alternativeIndex">
            <Trans>See how ProfileDeck compares</Trans>
          </PageLink>
        </p>
      </div>
    </>
  )
}
