import { pageUrl, type SiteOrigins } from '../i18n/hosts'
import { getLocale, LOCALE_CODES, DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import { parsePageParam } from '../content/paginate'

/**
 * Canonical URLs and hreflang alternates. A page is identified across locales by its key: the
 * locale-free path plus `?page=N` for list pages after the first (`/blog?page=2`). The same key
 * names the page in the sitemaps, so the head and the sitemaps cannot disagree.
 */

/** Query parameters kept in canonical URLs unless configured otherwise (CANONICAL_QUERY_PARAMS). */
export const DEFAULT_CANONICAL_PARAMS: readonly string[] = ['page']

/**
 * Per-parameter normalisers: the canonical spelling of a value, or undefined when the value is the
 * default and must be dropped (`?page=1` and `?page=01` are the list's first page, `/blog`).
 */
const NORMALISE: Readonly<Record<string, (value: string) => string | undefined>> = {
  page: (value) => {
    const n = parsePageParam(value)
    return n === undefined || n === 1 ? undefined : String(n)
  },
}

/** A search object as the router holds it, or a query string. */
export type SearchInput = Readonly<Record<string, unknown>> | string

function entriesOf(search: SearchInput): [string, string][] {
  if (typeof search === 'string') return [...new URLSearchParams(search)]
  return Object.entries(search).flatMap(([k, v]): [string, string][] => (typeof v === 'string' || typeof v === 'number' ? [[k, String(v)]] : []))
}

/**
 * Parameters that only say where a visitor came from. They never make another page, so they are
 * dropped from canonical URLs even if someone whitelists them by mistake.
 */
const TRACKING = /^(?:utm_.*|bd_vid|gclid|gbraid|wbraid|fbclid|msclkid|yclid|dclid|_ga|mc_[a-z]+)$/i

/**
 * The canonical query string of a request: only whitelisted parameters (tracking ones such as
 * utm_* and bd_vid never), in whitelist order, normalised, first value wins. '' or '?a=1&b=2'.
 */
export function canonicalQuery(search: SearchInput, whitelist: readonly string[] = DEFAULT_CANONICAL_PARAMS): string {
  const given = new Map<string, string>()
  for (const [k, v] of entriesOf(search)) if (!given.has(k)) given.set(k, v)
  const canonical = new URLSearchParams()
  for (const name of whitelist) {
    const raw = given.get(name)
    if (raw === undefined || TRACKING.test(name)) continue
    const value = NORMALISE[name] ? NORMALISE[name](raw) : raw
    if (value !== undefined && value !== '') canonical.set(name, value)
  }
  const query = canonical.toString()
  return query ? `?${query}` : ''
}

/** A pathname without a trailing slash: index routes' matches carry one (`/blog/`), URLs do not. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/**
 * The key of a page: its locale-free path plus the canonical query (`/blog?page=2`). The same key
 * names the page in the page index and the sitemaps, and `pageUrl(locale, key)` is its canonical URL.
 */
export function pageKey(rest: string, search: SearchInput = '', whitelist: readonly string[] = DEFAULT_CANONICAL_PARAMS): string {
  return rest + canonicalQuery(search, whitelist)
}

/** The canonical URL of a page: absolute, on the locale's own host, with only whitelisted parameters. */
export function canonicalUrl(
  locale: LocaleCode,
  rest: string,
  search: SearchInput,
  origins: SiteOrigins,
  whitelist: readonly string[] = DEFAULT_CANONICAL_PARAMS,
): string {
  return pageUrl(locale, pageKey(rest, search, whitelist), origins)
}

/** One `<link rel="alternate" hreflang>` (and one sitemap `xhtml:link`). */
export interface Alternate {
  readonly hreflang: string
  readonly href: string
}

/** The hreflang of `x-default`: the English page (SPEC 3: default en-US). */
export const X_DEFAULT = 'x-default'

/**
 * The alternates of a page that exists in `locales` (`key` as from `pageKey`): one per locale, in
 * locale-table order, tagged with the table's language, plus x-default for the English page.
 * Every page of the set gets the same list, so the annotations are reciprocal by construction.
 */
export function alternatesOf(key: string, locales: readonly LocaleCode[], origins: SiteOrigins): Alternate[] {
  const present = new Set(locales)
  const out: Alternate[] = LOCALE_CODES.filter((code) => present.has(code)).map((code) => ({
    hreflang: getLocale(code).language,
    href: pageUrl(code, key, origins),
  }))
  if (present.has(DEFAULT_LOCALE)) out.push({ hreflang: X_DEFAULT, href: pageUrl(DEFAULT_LOCALE, key, origins) })
  return out
}

// Feed paths live here, not in feed.ts, so that pages can link feeds without bundling the feed library.
/** The sections that have an RSS feed. */
export const FEED_SECTIONS = ['blog', 'news'] as const

/** A section with a feed: 'blog' | 'news'. */
export type FeedSection = (typeof FEED_SECTIONS)[number]

/** The locale-free path of a section's feed (`/blog/rss.xml`); give it a locale with `pageUrl`. */
export function feedPath(section: FeedSection): string {
  return `/${section}/rss.xml`
}
