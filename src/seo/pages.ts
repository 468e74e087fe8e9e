import type { ContentSource } from '../content/source'
import type { Collection } from '../content/schema'
import { entryPath, sectionPath } from '../content/links'
import { isShownIn } from '../content/visibility'
import { PAGE_SIZE } from '../content/paginate'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { solutionsFor } from '../routing/availability'

/**
 * The indexable pages of the site: every page that answers 200 in a locale and is meant for search
 * engines, with the date its content last changed. Sitemaps list them, and the head derives hreflang
 * and `noindex` from them, so a page is in a sitemap exactly when its own head calls it indexable.
 * The rules mirror the routes' loaders and checks; the e2e crawl checks every listed URL answers 200.
 */

/** What the inventory needs to know of one content entry. */
export interface EntrySummary {
  readonly slug: string
  readonly date?: string
  readonly category?: string
  readonly tags?: readonly string[]
}

/** The content of the site, reduced to what decides which pages exist. */
export interface ContentSummary {
  /** Entries shown in each locale, per collection, newest first (guides and docs by order). */
  readonly entries: Readonly<Partial<Record<LocaleCode, Readonly<Partial<Record<Collection, readonly EntrySummary[]>>>>>>
  /** Locales whose FAQ page has entries (its own or the English fallback). */
  readonly faq: readonly LocaleCode[]
  /** Whether plans and prices exist (the pricing page 404s without them). */
  readonly pricing: boolean
}

/** One indexable page of one locale. */
export interface SitePage {
  /** Locale-free path plus `?page=N` for later list pages (see `pageKey`). */
  readonly key: string
  readonly locale: LocaleCode
  /** YYYY-MM-DD of the newest content the page shows, when its content is dated. */
  readonly lastmod?: string
}

/** Collections whose entries have pages of their own. */
const WITH_PAGES: readonly Collection[] = ['blog', 'news', 'guide', 'help', 'partner', 'release', 'solution', 'use-case', 'alternative', 'docs', 'page']

/**
 * The list page of a collection, from the one section table (`sectionPath`). The docs root is an
 * entry of its own (`index`), not a list.
 */
function listPathOf(collection: Collection): string | undefined {
  return collection === 'docs' ? undefined : sectionPath(collection)
}

/** Sections with paginated lists and category/tag lists (SPEC 2.2 `/blog-{category}/{tags}`). */
const POST_SECTIONS = ['blog', 'news'] as const

function newest(items: readonly EntrySummary[]): string | undefined {
  let best: string | undefined
  for (const i of items) if (i.date && (!best || i.date > best)) best = i.date
  return best
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

/** The pages of a paginated list: `/blog`, `/blog?page=2`…, each dated by its newest item. */
function paginated(path: string, items: readonly EntrySummary[], locale: LocaleCode, options: PageOptions): SitePage[] {
  const pages = options.paginated ? Math.ceil(items.length / PAGE_SIZE) : Math.min(1, items.length)
  return Array.from({ length: pages }, (_, i) => ({
    key: i === 0 ? path : `${path}?page=${i + 1}`,
    locale,
    lastmod: newest(items.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE)),
  }))
}

/** The indexable pages of one locale. */
export function pagesOf(locale: LocaleCode, summary: ContentSummary, options: PageOptions = DEFAULT_OPTIONS): SitePage[] {
  const entries = summary.entries[locale] ?? {}
  const list = (c: Collection) => entries[c] ?? []
  const page = (key: string, lastmod?: string): SitePage => (lastmod ? { key, locale, lastmod } : { key, locale })
  const out: SitePage[] = [
    page('/', newest([...list('blog'), ...list('news'), ...list('release')])),
    page('/download', newest(list('release'))),
  ]
  if (summary.pricing) out.push(page('/pricing'))
  if (summary.faq.includes(locale)) out.push(page('/faq'))
  for (const collection of WITH_PAGES) {
    const listPath = listPathOf(collection)
    const items = list(collection)
    if (items.length === 0) continue
    if (listPath && !POST_SECTIONS.includes(listPath.slice(1) as (typeof POST_SECTIONS)[number])) {
      // solutions check: the list exists where the locale has solutions in its table (every locale
      // today; kept so that the index follows the route check if a table empties).
      if (collection !== 'solution' || solutionsFor(locale).length > 0) out.push(page(listPath, newest(items)))
    }
    for (const item of items) {
      const path = entryPath(collection, item.slug)
      if (path) out.push(page(path, item.date))
    }
  }
  for (const section of POST_SECTIONS) {
    const posts = list(section)
    if (posts.length === 0) continue
    out.push(...paginated(`/${section}`, posts, locale, options))
    const categories = [...new Set(posts.map((p) => p.category).filter((c): c is string => !!c))]
    for (const category of categories) {
      const inCategory = posts.filter((p) => p.category === category)
      out.push(...paginated(`/${section}-${category}`, inCategory, locale, options))
      // One page per single tag; combinations of tags are served but not indexed (noindex).
      const tags = [...new Set(inCategory.flatMap((p) => p.tags ?? []))].sort()
      for (const tag of tags) {
        out.push(...paginated(`/${section}-${category}/${tag}`, inCategory.filter((p) => p.tags?.includes(tag)), locale, options))
      }
    }
  }
  return out
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

/** Reads the summary from a content source (entries filtered by the SPEC 2.5/2.6 tables). */
export async function summarizeContent(source: ContentSource): Promise<ContentSummary> {
  const entries: Partial<Record<LocaleCode, Partial<Record<Collection, EntrySummary[]>>>> = {}
  const faq: LocaleCode[] = []
  const englishFaq = await source.faq('en')
  await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      const perCollection: Partial<Record<Collection, EntrySummary[]>> = {}
      await Promise.all(
        WITH_PAGES.map(async (collection) => {
          const items = (await source.list(collection, locale)).filter((e) => isShownIn(collection, e.slug, locale))
          perCollection[collection] = items.map((e) => ({
            slug: e.slug,
            date: e.data.date,
            category: (e.data as { category?: string }).category,
            tags: (e.data as { tags?: string[] }).tags,
          }))
        }),
      )
      entries[locale] = perCollection
      const own = await source.faq(locale)
      if ((own ?? englishFaq)?.entries.length) faq.push(locale)
    }),
  )
  return { entries, faq: LOCALE_CODES.filter((l) => faq.includes(l)), pricing: !!(await source.pricing()) }
}
