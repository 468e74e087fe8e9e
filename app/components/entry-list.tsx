import { Trans } from '@lingui/react/macro'
import { localizePath } from '../../src/i18n/paths'
import type { ListItem } from '../lib/content-route'
import { useLocale } from '../lib/locale'
import { AppLink } from './app-link'
import { EntryMeta } from './entry-meta'

/** A list of content entries linking to their detail pages under `base` (e.g. '/blog'). */
export function EntryList({ items, base, labels }: { items: readonly ListItem[]; base: string; labels?: Record<string, string> }) {
  const locale = useLocale()
  if (items.length === 0) {
    return <p className="empty"><Trans>Nothing has been published here in this language yet.</Trans></p>
  }
  return (
    <ul className="card-grid">
      {items.map((item) => {
        const cover = typeof item.data.cover === 'string' ? item.data.cover : typeof item.data.logo === 'string' ? item.data.logo : undefined
        const category = typeof item.data.category === 'string' ? item.data.category : undefined
        return (
          <li key={item.slug} className="card">
            {cover && <img src={cover} alt={item.data.title} width={600} height={315} loading="lazy" decoding="async" className="card__image" />}
            <div className="card__body">
              {category && labels?.[category] && <span className="card__kicker">{labels[category]}</span>}
              <h2 className="card__title">
                <AppLink href={localizePath(locale, `${base}/${item.slug}`)}>{item.data.title}</AppLink>
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
