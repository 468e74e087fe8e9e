import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FEATURE_IDS, type FeatureId } from '#src/routing/availability'
import { FEATURES } from '../lib/messages'
import type { ListItem, LoadedEntry } from '../lib/loaded-content'
import { useDateText } from '../lib/locale'
import { entryTrail } from '../lib/trail'
import { Breadcrumbs } from './breadcrumbs'
import { AppLink } from './app-link'
import { PageLink, useEntryHref } from './page-link'
import { PageHero } from './page-hero'
import { ServedRawHtml } from './served-html'

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
  return <ServedRawHtml className="container prose section" id={`${entry.collection}/${entry.locale}/${entry.slug}`} html={entry.html} />
}

function TryIt() {
  return (
    <p className="container section__cta">
      <PageLink to="download" className="btn btn--primary">
        <Trans>Try it free</Trans>
      </PageLink>{' '}
      <PageLink to="pricing" className="btn">
        <Trans>See pricing</Trans>
      </PageLink>
    </p>
  )
}

/** A solution or use-case page: hero, three benefits, the features it relies on, the article, a call to action. */
export function LandingPage({ entry }: { entry: LoadedEntry<'solution' | 'use-case'> }) {
  const { i18n } = useLingui()
  const { data } = entry
  return (
    <>
      <PageHero title={data.title} lead={data.pitch}>
        <Breadcrumbs trail={entryTrail(entry, i18n)} />
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
        <h2 className="section__title">
          <Trans>How ProfileDeck helps</Trans>
        </h2>
        <FeatureCards ids={data.features} />
      </section>
      <TryIt />
    </>
  )
}

/** An alternative page: summary, the side-by-side table with its "checked on" date, the article. */
export function ComparisonPage({ entry, siblings }: { entry: LoadedEntry<'alternative'>; siblings: readonly ListItem<'alternative'>[] }) {
  const { t, i18n } = useLingui()
  const { data } = entry
  const checked = useDateText()(data.date)
  return (
    <>
      <PageHero title={data.title} lead={data.summary}>
        <Breadcrumbs trail={entryTrail(entry, i18n)} />
      </PageHero>
      <section className="container section">
        <table className="compare">
          <caption>{t`ProfileDeck and ${data.competitor} side by side`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Feature`}</th>
              <th scope="col">ProfileDeck</th>
              <th scope="col">{data.competitor}</th>
            </tr>
          </thead>
          <tbody>
            {data.comparison.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>{row.profiledeck}</td>
                <td>{row.competitor}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="compare__checked">
          <Trans>
            Checked on <time dateTime={data.date}>{checked}</time>. Competitor details change; check their site for current terms.
          </Trans>
        </p>
      </section>
      <Body entry={entry} />
      {siblings.length > 0 && (
        <section className="container section" aria-labelledby="other-comparisons">
          <h2 id="other-comparisons" className="section__title">
            <Trans>Other comparisons</Trans>
          </h2>
          <ComparisonList items={siblings} />
        </section>
      )}
      <TryIt />
    </>
  )
}

/** Cards of comparison pages (the /alternatives index, siblings under a comparison). */
export function ComparisonList({ items }: { items: readonly ListItem<'alternative'>[] }) {
  const { t } = useLingui()
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.slug} className="card">
          <div className="card__body">
            <h3 className="card__title">
              <PageLink to="alternative" params={{ id: item.slug }} orHome>{t`ProfileDeck vs ${item.data.competitor}`}</PageLink>
            </h3>
            <p>{item.data.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Cards linking to the entries of a landing collection (solutions, use cases). */
export function LandingList({ items, children }: { items: readonly ListItem<'solution' | 'use-case'>[]; children?: ReactNode }) {
  const entryHref = useEntryHref()
  return (
    <ul className="container card-grid">
      {items.map((item) => (
        <li key={item.slug} className="card">
          <div className="card__body">
            <h2 className="card__title">
              <AppLink href={entryHref(item)}>{item.data.title}</AppLink>
            </h2>
            <p>{item.data.pitch}</p>
          </div>
        </li>
      ))}
      {children}
    </ul>
  )
}
