import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import type { Entry } from './parse'
import type { ContentSource } from './source'
import { isShownIn } from './visibility'

/**
 * The one visible-content layer: what a locale shows, whatever the source (embedded files or CMS).
 * It applies the SPEC 2.5/2.6 tables (`isShownIn`), the English fallback of per-locale data (site
 * data, FAQ) and the one sort rule. Pages, the page index, sitemaps and feeds all read content
 * through it, so none of them re-applies a rule of its own.
 */

/** An entry's place in its collection's reading order: guides and docs have one; the others are read newest first. */
function orderOf(e: Entry): number | undefined {
  return e.collection === 'guide' || e.collection === 'docs' ? e.data.order : undefined
}

/** An entry's date, for the collections that have one. */
function dateOf(e: Entry): string | undefined {
  return 'date' in e.data ? e.data.date : undefined
}

/** The one sort rule: guides and docs by `order`, everything else by date (newest first), then slug. */
export function compareEntries(a: Entry, b: Entry): number {
  const orderA = orderOf(a)
  const orderB = orderOf(b)
  if (orderA !== undefined && orderB !== undefined && a.collection === b.collection) {
    const byOrder = orderA - orderB
    if (byOrder !== 0) return byOrder
  }
  const da = dateOf(a) ?? ''
  const db = dateOf(b) ?? ''
  return db.localeCompare(da) || a.slug.localeCompare(b.slug)
}

/** `own` when it exists, else the default locale's (English) value. */
export async function withEnglishFallback<T>(locale: LocaleCode, read: (locale: LocaleCode) => Promise<T | undefined>): Promise<T | undefined> {
  const own = await read(locale)
  return own !== undefined || locale === DEFAULT_LOCALE ? own : read(DEFAULT_LOCALE)
}

/** A content source that returns only what each locale shows, sorted, with English fallbacks for data. */
export function visibleContent(source: ContentSource): ContentSource {
  // Sources hand out the same array until their content changes: filter and sort each once.
  const shown = new WeakMap<readonly Entry[], readonly Entry[]>()
  const visibleList = (list: readonly Entry[], locale: LocaleCode): readonly Entry[] => {
    let out = shown.get(list)
    if (!out) shown.set(list, (out = list.filter((e) => isShownIn(e.collection, e.slug, locale)).sort(compareEntries)))
    return out
  }
  return {
    entry: async (collection, locale, slug) => (isShownIn(collection, slug, locale) ? source.entry(collection, locale, slug) : undefined),
    // Entry<C> for a generic C is not an Entry to the compiler (a union it cannot distribute over
    // an unknown C): the list goes in and comes back as the collection's own entries.
    list: async (collection, locale) => visibleList(await source.list(collection, locale) as readonly Entry[], locale) as readonly Entry<typeof collection>[],
    localesOf: async (collection, slug) => (await source.localesOf(collection, slug)).filter((l) => isShownIn(collection, slug, l)),
    site: (locale) => withEnglishFallback(locale, source.site),
    faq: (locale) => withEnglishFallback(locale, source.faq),
    pricing: source.pricing,
  }
}
