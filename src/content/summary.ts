import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { PAGE_COLLECTIONS } from '../routing/registry'
import type { Collection } from './collection-schemas'
import type { ContentSource } from './source'
import { visibleContent } from './visible-content'

/** What the page registry needs to know of one content entry. */
export interface EntrySummary {
  readonly slug: string
  readonly date?: string
  readonly category?: string
  readonly tags?: readonly string[]
}

/** The site's visible content, reduced to what decides which pages exist. */
export interface ContentSummary {
  /** Entries shown in each locale, per collection, in the one sort order (`visible-content.ts`). */
  readonly entries: Readonly<Partial<Record<LocaleCode, Readonly<Partial<Record<Collection, readonly EntrySummary[]>>>>>>
  /** Locales whose FAQ page has entries (its own or the English fallback). */
  readonly faq: readonly LocaleCode[]
  /** Whether plans and prices exist (the pricing page 404s without them). */
  readonly pricing: boolean
}

/** The entries a locale shows, in the one visible-content order. */
export function entriesIn(summary: ContentSummary, locale: LocaleCode, collection: Collection): readonly EntrySummary[] {
  return summary.entries[locale]?.[collection] ?? []
}

/** Reads the summary through the visible-content layer (tables, English fallback, one sort rule). */
export async function summarizeContent(source: ContentSource): Promise<ContentSummary> {
  const visible = visibleContent(source)
  const entries: Partial<Record<LocaleCode, Partial<Record<Collection, EntrySummary[]>>>> = {}
  const faq: LocaleCode[] = []
  await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      const perCollection: Partial<Record<Collection, EntrySummary[]>> = {}
      await Promise.all(
        PAGE_COLLECTIONS.map(async (collection) => {
          perCollection[collection] = (await visible.list(collection, locale)).map((e) => {
            const data = e.data
            return { slug: e.slug, date: 'date' in data ? data.date : undefined, category: 'category' in data ? data.category : undefined, tags: 'tags' in data ? data.tags : undefined }
          })
        }),
      )
      entries[locale] = perCollection
      if ((await visible.faq(locale))?.entries.length) faq.push(locale)
    }),
  )
  return { entries, faq: LOCALE_CODES.filter((l) => faq.includes(l)), pricing: !!(await visible.pricing()) }
}
