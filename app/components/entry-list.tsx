import { Trans } from '@lingui/react/macro'
import type { EntryCard } from '#src/content/entry-cards'
import { AppLink } from './app-link'
import { useEntryHref } from './page-link'
import { EntryMeta } from './entry-meta'
import { Image, Picture } from './picture'

/** A list of content entries, each linking to its page (the registry's row for its collection). */
export function EntryList({ items, labels }: { items: readonly EntryCard[]; labels?: Record<string, string> }) {
  const entryHref = useEntryHref()
  if (items.length === 0) {
    return (
      <p className="empty">
        <Trans>Nothing has been published here in this language yet.</Trans>
      </p>
    )
  }
  return (
    <ul className="card-grid">
      {items.map((item) => {
        const { cover, logo, category } = item.data
        return (
          <li key={item.slug} className="card">
            {cover && <Picture src={cover} slot="card" alt={item.data.title} className="card__image" />}
            {logo && <Image src={logo} alt={item.data.title} width={600} height={315} className="card__image" />}
            <div className="card__body">
              {category && labels?.[category] && <span className="card__kicker">{labels[category]}</span>}
              <h2 className="card__title">
                <AppLink href={entryHref(item)}>{item.data.title}</AppLink>
              </h2>
              <p>{item.data.description}</p>
              <p className="card__meta">
                <EntryMeta date={item.data.date} words={item.words} />
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
