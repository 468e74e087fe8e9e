import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { FEATURE_IDS, type FeatureId } from '../../src/routing/availability'
import { FEATURES } from '../lib/messages'
import { localeParam, useLocale } from '../lib/locale'
import { Breadcrumbs } from './breadcrumbs'
import { PageHero } from './page-hero'

/** The feature cards that explain how ProfileDeck helps, used on solution, use-case and comparison pages. */
export function FeatureCards({ ids = FEATURE_IDS }: { ids?: readonly FeatureId[] }) {
  const { i18n } = useLingui()
  return (
    <ul className="feature-grid">
      {ids.map((id) => (
        <li key={id} className="feature">
          <h3>{i18n._(FEATURES[id].name)}</h3>
          <p>{i18n._(FEATURES[id].pitch)}</p>
        </li>
      ))}
    </ul>
  )
}

/** A detail page driven by the availability tables (solution, use case, alternative). */
export function TablePage({ title, lead, trail, features }: { title: string; lead: string; trail: { label: string; to: string }; features?: readonly FeatureId[] }) {
  const locale = useLocale()
  return (
    <>
      <PageHero title={title} lead={lead}>
        <Breadcrumbs items={[trail, { label: title }]} />
      </PageHero>
      <div className="container section">
        <h2 className="section__title"><Trans>How ProfileDeck helps</Trans></h2>
        <FeatureCards ids={features} />
        <p className="section__cta">
          <Link to="/{-$locale}/download" params={{ locale: localeParam(locale) }} className="btn btn--primary"><Trans>Try it free</Trans></Link>
        </p>
      </div>
    </>
  )
}
