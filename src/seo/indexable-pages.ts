import type { ContentSummary, EntrySummary } from '../content/summary'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { existingPages, isIndexable } from '../routing/existing-pages'
import { pagePath } from '../routing/registry'

export { summarizeContent, type ContentSummary, type EntrySummary } from '../content/summary'

/**
 * The indexable pages of the site: the pages the registry says exist in a locale (`routing/existing-pages`)
 * that are meant for search engines, with the date their content last changed. Sitemaps list them,
 * and the head derives hreflang and `noindex` from them, so a page is in a sitemap exactly when its
 * own head calls it indexable — and exactly when its route responds 200, since routes ask the same
 * registry.
 */

/** One indexable page of one locale. */
export interface SitePage {
  /** Locale-free path plus `?page=N` for later list pages (see `pageKey`). */
  readonly key: string
  readonly locale: LocaleCode
  /** YYYY-MM-DD of the newest content the page shows, when its content is dated. */
  readonly lastmod?: string
}

/** How the site's URLs are configured. */
export interface PageOptions {
  /**
   * Whether `?page=N` stays in canonical URLs (CANONICAL_QUERY_PARAMS has `page`). Without it, later
   * list pages point their canonical at the first page and are not listed.
   */
  readonly paginated: boolean
}

const DEFAULT_OPTIONS: PageOptions = { paginated: true }

function newest(items: readonly EntrySummary[]): string | undefined {
  let best: string | undefined
  for (const i of items) if (i.date && (!best || i.date > best)) best = i.date
  return best
}

/** The indexable pages of one locale. */
export function pagesOf(locale: LocaleCode, summary: ContentSummary, options: PageOptions = DEFAULT_OPTIONS): SitePage[] {
  return existingPages(locale, summary, options)
    .filter((p) => isIndexable(p.ref))
    .map((p) => {
      const lastmod = newest(p.items)
      const key = pagePath(p.ref)
      return lastmod ? { key, locale, lastmod } : { key, locale }
    })
}

/** Every indexable page of every locale. */
export function sitePages(summary: ContentSummary, options: PageOptions = DEFAULT_OPTIONS): SitePage[] {
  return LOCALE_CODES.flatMap((locale) => pagesOf(locale, summary, options))
}

/** Which locales each page key exists in (hreflang), and each page's lastmod. */
export interface PageIndex {
  /** The locales of a page key, in locale-table order; empty when no locale indexes it. */
  localesOf(key: string): readonly LocaleCode[]
  /** The indexable pages of a locale, in a stable order. */
  pagesIn(locale: LocaleCode): readonly SitePage[]
}

/** Indexes the pages by key. */
export function indexPages(pages: readonly SitePage[]): PageIndex {
  const byKey = new Map<string, LocaleCode[]>()
  const byLocale = new Map<LocaleCode, SitePage[]>()
  for (const p of pages) {
    byKey.set(p.key, [...(byKey.get(p.key) ?? []), p.locale])
    byLocale.set(p.locale, [...(byLocale.get(p.locale) ?? []), p])
  }
  const order = (ls: LocaleCode[]) => LOCALE_CODES.filter((c) => ls.includes(c))
  return {
    localesOf: (key) => order(byKey.get(key) ?? []),
    pagesIn: (locale) => byLocale.get(locale) ?? [],
  }
}
