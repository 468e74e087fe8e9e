import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FEATURE_IDS, type FeatureId } from '../../src/routing/availability'
import { FEATURES } from '../lib/messages'
import type { LoadedEntry } from '../lib/content-route'
import { formatDate, useLocale } from '../lib/locale'
import { localizePath } from '../../src/i18n/paths'
import { AppLink } from './app-link'
import { Breadcrumbs } from './breadcrumbs'
import { PageHero } from './page-hero'

/** The feature cards that explain how ProfileDeck helps. */
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

/** The rendered markdown body of an entry (markdown-it, raw HTML disabled). */
function Body({ entry }: { entry: LoadedEntry }) {
  return <div className="container prose section" dangerouslySetInnerHTML={{ __html: entry.html }} />
}

function TryIt() {
  const locale = useLocale()
  return (
    <p className="container section__cta">
      <AppLink href={localizePath(locale, '/download')} className="btn btn--primary"><Trans>Try it free</Trans></AppLink>{' '}
      <AppLink href={localizePath(locale, '/pricing')} className="btn"><Trans>See pricing</Trans></AppLink>
    </p>
  )
}

/** A solution or use-case page: hero, three benefits, the features it relies on, the article, a call to action. */
export function LandingPage({ entry, trail }: { entry: LoadedEntry; trail: { label: string; to: string } }) {
  const { data } = entry
  return (
    <>
      <PageHero title={data.title} lead={data.pitch}>
        <Breadcrumbs items={[trail, { label: data.title }]} />
      </PageHero>
      {data.benefits && (
        <ul className="container benefit-grid section">
          {data.benefits.map((b) => (
            <li key={b.title} className="benefit">
              <h2>{b.title}</h2>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      )}
      <Body entry={entry} />
      <section className="container section">
        <h2 className="section__title"><Trans>How ProfileDeck helps</Trans></h2>
        <FeatureCards ids={(data.features ?? []) as FeatureId[]} />
      </section>
      <TryIt />
    </>
  )
}

/** An alternative page: summary, the side-by-side table with its "checked on" date, the article. */
export function ComparisonPage({ entry, trail }: { entry: LoadedEntry; trail: { label: string; to: string } }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = entry
  const checked = data.date ? formatDate(data.date, locale) : ''
  return (
    <>
      <PageHero title={data.title} lead={data.summary}>
        <Breadcrumbs items={[trail, { label: data.title }]} />
      </PageHero>
      <section className="container section">
        <table className="compare">
          <caption>{t`ProfileDeck and ${data.competitor ?? ''} side by side`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Feature`}</th>
              <th scope="col">ProfileDeck</th>
              <th scope="col">{data.competitor}</th>
            </tr>
          </thead>
          <tbody>
            {(data.comparison ?? []).map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>{row.profiledeck}</td>
                <td>{row.competitor}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="compare__checked">
          <Trans>Checked on <time dateTime={data.date}>{checked}</time>. Competitor details change; check their site for current terms.</Trans>
        </p>
      </section>
      <Body entry={entry} />
      <TryIt />
    </>
  )
}

/** Cards linking to the entries of a landing collection (solutions, use cases). */
export function LandingList({ items, base, children }: { items: readonly { slug: string; data: { title: string; pitch?: string; description: string } }[]; base: string; children?: ReactNode }) {
  const locale = useLocale()
  return (
    <ul className="container card-grid">
      {items.map((item) => (
        <li key={item.slug} className="card">
          <div className="card__body">
            <h2 className="card__title"><AppLink href={localizePath(locale, `${base}/${item.slug}`)}>{item.data.title}</AppLink></h2>
            <p>{item.data.pitch ?? item.data.description}</p>
          </div>
        </li>
      ))}
      {children}
    </ul>
  )
}
