import type { LocaleCode } from '../i18n/locales'
import type { Entry } from './parse'
import type { Collection, SiteData } from './collection-schemas'
import { deepFreeze } from './deep-freeze'

/** Read access to validated content, whatever its source. */
export interface ContentStore {
  /** One entry, or undefined when the locale lacks it. */
  get<C extends Collection>(collection: C, locale: LocaleCode, slug: string): Entry<C> | undefined
  /** The entries of a collection in a locale, in file order (`visible-content.ts` sorts them). */
  list<C extends Collection>(collection: C, locale: LocaleCode): readonly Entry<C>[]
  /** The locales in which an entry exists. */
  localesOf(collection: Collection, slug: string): readonly LocaleCode[]
  /** Per-locale site data, or undefined when missing. */
  site(locale: LocaleCode): SiteData | undefined
}

/**
 * Builds an in-memory store over already validated entries. They are frozen (`deepFreeze`): every
 * request reads the same objects, and no reader may change them.
 */
export function createContentStore(entries: readonly Entry[], sites: Partial<Record<LocaleCode, SiteData>>): ContentStore {
  deepFreeze(entries)
  deepFreeze(sites)
  const byKey = new Map<string, Entry>()
  const lists = new Map<string, Entry[]>()
  const locales = new Map<string, LocaleCode[]>()
  for (const e of entries) {
    byKey.set(`${e.collection}/${e.locale}/${e.slug}`, e)
    const listKey = `${e.collection}/${e.locale}`
    lists.set(listKey, [...(lists.get(listKey) ?? []), e])
    const locKey = `${e.collection}/${e.slug}`
    locales.set(locKey, [...(locales.get(locKey) ?? []), e.locale])
  }
  for (const list of lists.values()) Object.freeze(list)
  for (const list of locales.values()) Object.freeze(list)
  return {
    get: (collection, locale, slug) => byKey.get(`${collection}/${locale}/${slug}`) as Entry<typeof collection> | undefined,
    list: (collection, locale) => (lists.get(`${collection}/${locale}`) ?? NONE) as readonly Entry<typeof collection>[],
    localesOf: (collection, slug) => locales.get(`${collection}/${slug}`) ?? [],
    site: (locale) => sites[locale],
  }
}

const NONE: readonly Entry[] = Object.freeze([])
