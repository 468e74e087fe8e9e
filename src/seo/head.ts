import { getLocale, type LocaleCode } from '../i18n/locales'
import type { JsonLd } from './json-ld'
import { pageUrl, type SiteOrigins } from '../i18n/hosts'
import { alternatesOf } from './urls'
import { withoutPhraseBreaks, withoutPhraseBreaksDeep } from '../i18n/phrases'

/**
 * The head of a page (SPEC 2.7, 5): title by the template, description and keywords, Open Graph
 * and Twitter tags, canonical and hreflang links, robots and JSON-LD. Pure: the routes pass what
 * their loaders know and the router renders the result.
 */

/** A `<meta>` (or `<title>`, or JSON-LD) entry in the router's head format. */
export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string } | { 'script:ld+json': JsonLd }

/** A `<link>` entry in the router's head format. */
export interface LinkTag {
  rel: string
  href: string
  hrefLang?: string
  type?: string
  title?: string
}

/** The separator of the title template (SPEC 5: page title, separator, site name). */
export const TITLE_SEPARATOR = ' | '

/** SPEC 5 title template: page title, separator, site name. */
export function composeTitle(page: string | undefined, siteName: string): string {
  // A heading's phrase breaks (ADR 049) are for the page, not for a tab or a search result.
  const name = page && withoutPhraseBreaks(page)
  if (!name) return siteName
  return siteName ? `${name}${TITLE_SEPARATOR}${siteName}` : name
}

/**
 * SPEC 5 title fallback for a page without a title: its last path segment, hyphens turned into
 * spaces, words capitalised (`/partner-plan` → "Partner Plan"). The home page has none ('').
 */
export function titleFromPath(path: string): string {
  const last = path.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? ''
  let segment = last
  try {
    segment = decodeURIComponent(last)
  } catch {
    // A malformed escape stays as it is: it is only a title.
  }
  return segment
    .replace(/^[_.]+/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1))
    .join(' ')
}

/** What a page tells the head builder. */
export interface HeadInput {
  readonly locale: LocaleCode
  /** Locale-free path of the page (`/blog/x`). */
  readonly rest: string
  readonly origins: SiteOrigins
  readonly siteName: string
  /** The page's title without the site name; missing: derived from the path. */
  readonly title?: string
  /** A complete title that stands alone (the home page's base-info title). */
  readonly fullTitle?: string
  readonly description?: string
  readonly keywords?: string
  /** Absolute URL of the share image. */
  readonly image?: string
  readonly imageAlt?: string
  readonly type?: 'website' | 'article'
  /** Article dates (YYYY-MM-DD) and section, for `article:*` tags. */
  readonly published?: string
  readonly modified?: string
  readonly section?: string
  /**
   * Page key (`pageKey` with the configured CANONICAL_QUERY_PARAMS: the canonical URL is the key
   * on the locale's host) and the locales in which that page is indexable. A page that is not
   * indexable in its own locale gets `noindex` and neither canonical nor hreflang links.
   */
  readonly key: string
  readonly locales: readonly LocaleCode[]
  readonly jsonLd?: readonly JsonLd[]
  /** RSS feeds to announce (`<link rel="alternate" type="application/rss+xml">`). */
  readonly feeds?: readonly { title: string; href: string }[]
}

/** The page's `<title>`. */
export function pageTitle(input: Pick<HeadInput, 'title' | 'fullTitle' | 'siteName' | 'rest'>): string {
  return input.fullTitle || composeTitle(input.title || titleFromPath(input.rest) || undefined, input.siteName)
}

/** The `og:locale:alternate` values of a page: the Open Graph locales of its other languages. */
export function ogLocaleAlternates(locale: LocaleCode, locales: readonly LocaleCode[]): string[] {
  return locales.includes(locale) ? locales.filter((c) => c !== locale).map((c) => getLocale(c).ogLocale) : []
}

/** Builds the head tags of a page. */
export function buildHead(input: HeadInput): { meta: MetaTag[]; links: LinkTag[] } {
  const info = getLocale(input.locale)
  const title = pageTitle(input)
  // Share titles name the page alone: networks show the site name beside them.
  const shareTitle = input.fullTitle || input.title || titleFromPath(input.rest) || input.siteName
  const indexable = input.locales.includes(input.locale)
  const canonical = pageUrl(input.locale, input.key, input.origins)
  const meta: MetaTag[] = [{ title }]
  const add = (name: string, content: string | undefined) => {
    if (content) meta.push({ name, content })
  }
  const prop = (property: string, content: string | undefined) => {
    if (content) meta.push({ property, content })
  }
  add('description', input.description)
  add('keywords', input.keywords)
  if (!indexable) add('robots', 'noindex, follow')
  prop('og:type', input.type ?? 'website')
  prop('og:site_name', input.siteName)
  prop('og:title', shareTitle)
  prop('og:description', input.description)
  if (indexable) prop('og:url', canonical)
  prop('og:locale', info.ogLocale)
  // og:locale:alternate repeats one property, which the router's head merging would collapse into
  // one tag: the shell renders those from `ogLocaleAlternates` instead.
  prop('og:image', input.image)
  prop('og:image:alt', input.image ? input.imageAlt : undefined)
  if (input.type === 'article') {
    prop('article:published_time', input.published)
    prop('article:modified_time', input.modified ?? input.published)
    prop('article:section', input.section)
  }
  add('twitter:card', 'summary_large_image')
  add('twitter:title', shareTitle)
  add('twitter:description', input.description)
  add('twitter:image', input.image)
  for (const node of input.jsonLd ?? []) meta.push({ 'script:ld+json': node })

  const links: LinkTag[] = []
  if (indexable) {
    links.push({ rel: 'canonical', href: canonical })
    for (const alt of alternatesOf(input.key, input.locales, input.origins)) {
      links.push({ rel: 'alternate', hrefLang: alt.hreflang, href: alt.href })
    }
  }
  for (const feed of input.feeds ?? []) links.push({ rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: feed.href })
  // Titles and descriptions may come from marked text (headings' phrase breaks, ADR 049): what leaves
  // the page for search engines, share cards and feeds carries none.
  return { meta: meta.map(withoutPhraseBreaksDeep), links: links.map(withoutPhraseBreaksDeep) }
}
