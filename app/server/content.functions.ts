import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contentLinkTarget, localizeLinks } from '#src/content/links'
import { COLLECTIONS } from '#src/content/schema'
import { localeHref } from '#src/i18n/hosts'
import { type LocaleCode } from '#src/i18n/locales'
import { isSlug } from '#src/routing/checks'
import { input, localeInput } from './inputs.server'
import { contentSource } from './content.server'
import { env } from './env.server'
import { contentSummary } from './pages.server'

// Anything can arrive from a URL: every input is bounded.
const collectionInput = z.enum(COLLECTIONS)
const slugInput = z.string().max(200)

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

/** One content entry with the locales it exists in, or null when the locale does not show it. */
export const getContentEntry = createServerFn({ method: 'GET' })
  .validator(input(z.object({ collection: collectionInput, locale: localeInput, slug: slugInput })))
  .handler(async ({ data }) => {
    if (!isSlug(data.slug)) return null
    const entry = await contentSource().entry(data.collection, data.locale, data.slug)
    if (!entry) return null
    return {
      slug: entry.slug,
      locale: entry.locale,
      collection: entry.collection,
      // The source's objects are frozen (`deepFreeze`), so they are handed out as they are.
      data: entry.data,
      html: await resolveLinks(entry.html, entry.locale),
      headings: entry.headings,
      words: entry.words,
    }
  })

/** Summaries (no bodies) of a collection in a locale, in the one sort order. */
export const listContent = createServerFn({ method: 'GET' })
  .validator(input(z.object({ collection: collectionInput, locale: localeInput })))
  .handler(async ({ data }) => (await contentSource().list(data.collection, data.locale)).map((e) => ({ slug: e.slug, collection: e.collection, data: e.data, words: e.words })))

/** Taxonomy labels (categories, tags, help categories) of a locale (English when it has none). */
export const getTaxonomy = createServerFn({ method: 'GET' })
  .validator(input(z.object({ locale: localeInput })))
  .handler(async ({ data }) => {
    const site = await contentSource().site(data.locale)
    return { categories: site?.categories ?? {}, tags: site?.tags ?? {}, helpCategories: site?.help_categories ?? {} }
  })

/** The FAQ of a locale (English when the locale has none), or an empty list. */
export const getFaq = createServerFn({ method: 'GET' })
  .validator(input(z.object({ locale: localeInput })))
  .handler(async ({ data }) => (await contentSource().faq(data.locale))?.entries ?? [])

/** Plans and prices (content/pricing/plans.json or the CMS). */
export const getPricing = createServerFn({ method: 'GET' }).handler(async () => {
  const pricing = await contentSource().pricing()
  return pricing ?? null
})
