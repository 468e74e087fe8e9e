import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { COLLECTIONS, type EntryFields } from '../../src/content/schema'
import { isShownIn } from '../../src/content/visibility'
import { LOCALE_CODES } from '../../src/i18n/locales'
import { linkTarget, localizeLinks } from '../../src/content/links'
import { localeHref } from '../../src/i18n/hosts'
import type { LocaleCode } from '../../src/i18n/locales'
import { env } from './env.server'
import { contentSource } from './content.server'

const localeSchema = z.enum(LOCALE_CODES as [string, ...string[]]).transform((v) => v as (typeof LOCALE_CODES)[number])
const collectionSchema = z.enum(COLLECTIONS as [string, ...string[]]).transform((v) => v as (typeof COLLECTIONS)[number])
// Anything can arrive from the URL: bound it before it touches a lookup.
const slugInput = z.string().max(200)

/** Copies frontmatter into the flat shape pages read (arrays copied so nothing shared leaks). */
function toFields(data: EntryFields): EntryFields {
  return structuredClone(data)
}

/**
 * Links in a locale's content to entries it lacks point to the English page instead (the reader
 * gets the article in English rather than a 404).
 */
async function withLinkFallback(html: string, locale: LocaleCode): Promise<string> {
  const source = contentSource()
  const paths = [...new Set([...html.matchAll(/href="(\/(?!\/)[^"#?]*)/g)].map((m) => m[1]!))]
  const fallbacks = new Map<string, string>()
  await Promise.all(
    paths.map(async (path) => {
      const target = linkTarget(path)
      if (!target || target === 'static' || locale === 'en') return
      const shown = isShownIn(target.collection, target.slug, locale) && (await source.entry(target.collection, locale, target.slug))
      if (shown) return
      const english = isShownIn(target.collection, target.slug, 'en') && (await source.entry(target.collection, 'en', target.slug))
      if (english) fallbacks.set(path, localeHref('en', path, env.origins.byLocale[locale] ? locale : 'en', env.origins))
    }),
  )
  return localizeLinks(html, locale, (path) => {
    const base = path.split(/[?#]/)[0]!
    const href = fallbacks.get(base)
    return href === undefined ? undefined : href + path.slice(base.length)
  })
}

/** One content entry with the locales it exists in, or null when the locale lacks it. */
export const getContentEntry = createServerFn({ method: 'GET' })
  .validator(z.object({ collection: collectionSchema, locale: localeSchema, slug: slugInput }))
  .handler(async ({ data }) => {
    if (!isShownIn(data.collection, data.slug, data.locale)) return null
    const source = contentSource()
    const entry = await source.entry(data.collection, data.locale, data.slug)
    if (!entry) return null
    const locales = (await source.localesOf(entry.collection, entry.slug)).filter((l) => isShownIn(entry.collection, entry.slug, l))
    return {
      slug: entry.slug,
      locale: entry.locale,
      collection: entry.collection,
      data: toFields(entry.data),
      html: await withLinkFallback(entry.html, entry.locale),
      headings: [...entry.headings],
      words: entry.words,
      locales,
    }
  })

/** Summaries (no bodies) of a collection in a locale, newest first (guides and docs by order). */
export const listContent = createServerFn({ method: 'GET' })
  .validator(z.object({ collection: collectionSchema, locale: localeSchema }))
  .handler(async ({ data }) =>
    (await contentSource().list(data.collection, data.locale))
      .filter((e) => isShownIn(e.collection, e.slug, data.locale))
      .map((e) => ({ slug: e.slug, data: toFields(e.data), words: e.words })),
  )

/** Taxonomy labels (categories, tags, help categories) of a locale. */
export const getTaxonomy = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const site = (await contentSource().site(data.locale)) ?? (await contentSource().site('en'))
    return { categories: site?.categories ?? {}, tags: site?.tags ?? {}, helpCategories: site?.help_categories ?? {} }
  })

/** The FAQ of a locale (English when the locale has none), or an empty list. */
export const getFaq = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const faq = (await contentSource().faq(data.locale)) ?? (await contentSource().faq('en'))
    return faq?.entries.map((e) => ({ ...e })) ?? []
  })

/** Plans and prices (content/pricing/plans.json or the CMS). */
export const getPricing = createServerFn({ method: 'GET' }).handler(async () => {
  const pricing = await contentSource().pricing()
  return pricing ? structuredClone(pricing) : null
})
