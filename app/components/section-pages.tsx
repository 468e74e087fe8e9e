import { Trans, useLingui } from '@lingui/react/macro'
import type { ListItem, LoadedEntry } from '../lib/loaded-content'
import { useDateText } from '../lib/locale'
import { PageLink } from './page-link'
import { ArticleView } from './article-view'
import { EntryList } from './entry-list'
import { PageHero } from './page-hero'
import { Image } from './picture'

/** The guide index. */
export function GuideIndex({ items }: { items: readonly ListItem<'guide'>[] }) {
  const { t } = useLingui()
  return (
    <>
      <PageHero title={t`Guides`} lead={t`Step-by-step walkthroughs, from your first profile to team-wide automation.`} />
      <div className="container">
        <EntryList items={items} />
      </div>
    </>
  )
}

/** The help center index, grouped by category. */
export function HelpIndex({ items, categories }: { items: readonly ListItem<'help'>[]; categories: Record<string, string> }) {
  const { t } = useLingui()
  const groups = [...new Set(items.map((i) => i.data.category))]
  return (
    <>
      <PageHero title={t`Help center`} lead={t`Short answers to the questions people ask most about ProfileDeck.`} />
      <div className="container help-groups">
        {groups.map((g) => (
          <section key={g} id={`category-${g}`}>
            <h2>{categories[g] ?? g}</h2>
            <ul className="link-list">
              {items
                .filter((i) => i.data.category === g)
                .map((i) => (
                  <li key={i.slug}>
                    <PageLink to="help" params={{ id: i.slug }}>
                      {i.data.title}
                    </PageLink>
                    <p>{i.data.description}</p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

/** The partner list. */
export function PartnerIndex({ items }: { items: readonly ListItem<'partner'>[] }) {
  const { t } = useLingui()
  return (
    <>
      <PageHero title={t`Partners`} lead={t`Proxy providers and tools that work well with ProfileDeck, with offers for our users.`} />
      <div className="container">
        <ul className="card-grid">
          {items.map((p) => (
            <li key={p.slug} className="card" id={p.data.kind === 'proxy' ? 'proxy' : undefined}>
              <Image src={p.data.logo} alt={p.data.name} width={240} height={80} className="card__logo" />
              <div className="card__body">
                <h2 className="card__title">
                  <PageLink to="partner" params={{ id: p.slug }}>
                    {p.data.name}
                  </PageLink>
                </h2>
                <p>{p.data.description}</p>
                <p className="card__offer">{p.data.offer}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

/** A partner's detail page: the article plus its offer box. */
export function PartnerDetail({ entry }: { entry: LoadedEntry<'partner'> }) {
  return (
    <ArticleView
      entry={entry}
      aside={
        <aside className="offer-box">
          <Image src={entry.data.logo} alt={entry.data.name} width={240} height={80} loading="eager" />
          <p className="offer-box__offer">{entry.data.offer}</p>
          <p>
            <Trans>Discount code</Trans>: <code data-testid="partner-code">{entry.data.code}</code>
          </p>
          <a className="btn btn--primary" href={entry.data.link} rel="noopener sponsored" target="_blank">
            <Trans>Visit {entry.data.name}</Trans>
          </a>
        </aside>
      }
    />
  )
}

/** The release list. */
export function ReleaseIndex({ items }: { items: readonly ListItem<'release'>[] }) {
  const { t } = useLingui()
  const dateText = useDateText()
  return (
    <>
      <PageHero title={t`Release notes`} lead={t`What changed in each version of the ProfileDeck desktop client.`} />
      <div className="container">
        <ol className="release-list">
          {items.map((r) => (
            <li key={r.slug}>
              <h2>
                <PageLink to="release" params={{ id: r.slug }}>
                  {r.data.title}
                </PageLink>
              </h2>
              <p className="card__meta">
                <time dateTime={r.data.date}>{dateText(r.data.date)}</time> · {r.data.platforms.join(', ')}
              </p>
              <p>{r.data.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
