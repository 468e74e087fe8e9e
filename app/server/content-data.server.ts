import { contentLinkTarget, localizeLinks } from '#src/content/content-links'
import type { Collection } from '#src/content/collection-schemas'
import { localeHref } from '#src/i18n/hosts'
import type { LocaleCode } from '#src/i18n/locales'
import { phraseMarker } from '#src/i18n/phrase-splitters'
import { markHeadingsInHtml } from '#src/i18n/phrases'
import { contentSource } from './content.server'
import { env } from './env.server'
import { contentSummary } from './content-summary.server'

/**
 * The content a page's data is built from (`page-data.server.ts`), read in the server's own process
 * (ADR 040). None of this is a server function: a browser gets a page's data whole from `getPages`,
 * never these parts, so they are no URLs of their own and a render calls them without Start's
 * call machinery.
 */

/**
 * Site links in a body resolve through the registry: the page in the reader's locale, else the
 * English page, else the nearest page the locale has (`contentLinkTarget`).
 */
async function resolveLinks(html: string, locale: LocaleCode): Promise<string> {
  const summary = await contentSummary()
  return localizeLinks(html, (href) => {
    const target = contentLinkTarget(href, locale, summary)
    // Links are seen from a page of `locale`, on that locale's host.
    return localeHref(target.locale, target.path, env.origins.byLocale[locale] ? locale : 'en', env.origins)
  })
}

/**
 * An entry's frontmatter with its title and description marked, a copy (the source's objects are
 * frozen). A page shows an entry's title, lead and headings with phrase marks in Japanese and Chinese
 * (ADR 049); the source keeps the plain text, which search, feeds and sitemaps read, and the head
 * strips the marks again.
 */
function shownData<D extends { readonly title: string; readonly description?: string }>(data: D, mark: (text: string) => string): D {
  // Once per source object (each belongs to one locale, and lives as long as the source keeps it):
  // a list page would otherwise run BudouX over every title and description on each render.
  const cached = shown.get(data)
  if (cached) return cached as D
  const title = mark(data.title)
  const description = data.description === undefined ? undefined : mark(data.description)
  const result = title === data.title && description === data.description ? data : { ...data, title, ...(description === undefined ? {} : { description }) }
  shown.set(data, result)
  return result
}

/** The shown copy of each source frontmatter object (`shownData`). */
const shown = new WeakMap<object, object>()

/** One content entry with its rendered body, or null when the locale does not show it. */
export async function contentEntry(collection: Collection, locale: LocaleCode, slug: string) {
  const entry = await contentSource().entry(collection, locale, slug)
  if (!entry) return null
  const mark = phraseMarker(entry.locale)
  return {
    slug: entry.slug,
    locale: entry.locale,
    collection: entry.collection,
    // The source's objects are frozen (`deepFreeze`), so they are handed out as they are, or copied.
    data: shownData(entry.data, mark),
    html: markHeadingsInHtml(await resolveLinks(entry.html, entry.locale), mark),
    headings: entry.headings.map((h) => ({ ...h, text: mark(h.text) })),
    words: entry.words,
  }
}

/** Summaries (no bodies) of a collection in a locale, in the one sort order. */
export async function contentList(collection: Collection, locale: LocaleCode) {
  const mark = phraseMarker(locale)
  return (await contentSource().list(collection, locale)).map((e) => ({
    slug: e.slug,
    collection: e.collection,
    data: shownData(e.data, mark),
    words: e.words,
  }))
}

/** Taxonomy labels (categories, tags, help categories) of a locale (English when it has none). */
export async function taxonomyOf(locale: LocaleCode) {
  const site = await contentSource().site(locale)
  return { categories: site?.categories ?? {}, tags: site?.tags ?? {}, helpCategories: site?.help_categories ?? {} }
}

/** The FAQ of a locale (English when the locale has none), or an empty list. */
export async function faqOf(locale: LocaleCode) {
  return (await contentSource().faq(locale))?.entries ?? []
}

/** Plans and prices (content/pricing/plans.json or the CMS), or null without them. */
export async function pricingPlans() {
  return (await contentSource().pricing()) ?? null
}
