import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { COLLECTIONS, type EntryFields } from '../../src/content/schema'
import { LOCALE_CODES } from '../../src/i18n/locales'
import { localizeLinks } from '../../src/content/links'
import { contentStore } from './content.server'

const localeSchema = z.enum(LOCALE_CODES as [string, ...string[]]).transform((v) => v as (typeof LOCALE_CODES)[number])
const collectionSchema = z.enum(COLLECTIONS as [string, ...string[]]).transform((v) => v as (typeof COLLECTIONS)[number])
// Anything can arrive from the URL: bound it before it touches a lookup.
const slugInput = z.string().max(200)

/** Copies frontmatter into the flat shape pages read (arrays copied so nothing shared leaks). */
function toFields(data: EntryFields): EntryFields {
  return { ...data, tags: data.tags && [...data.tags], platforms: data.platforms && [...data.platforms] }
}

/** One content entry with the locales it exists in, or null when the locale lacks it. */
export const getContentEntry = createServerFn({ method: 'GET' })
  .validator(z.object({ collection: collectionSchema, locale: localeSchema, slug: slugInput }))
  .handler(async ({ data }) => {
    const store = contentStore()
    const entry = store.get(data.collection, data.locale, data.slug)
    if (!entry) return null
    return {
      slug: entry.slug,
      locale: entry.locale,
      collection: entry.collection,
      data: toFields(entry.data),
      html: localizeLinks(entry.html, entry.locale),
      headings: [...entry.headings],
      words: entry.words,
      locales: [...store.localesOf(entry.collection, entry.slug)],
    }
  })

/** Summaries (no bodies) of a collection in a locale, newest first. */
export const listContent = createServerFn({ method: 'GET' })
  .validator(z.object({ collection: collectionSchema, locale: localeSchema }))
  .handler(async ({ data }) =>
    contentStore()
      .list(data.collection, data.locale)
      .map((e) => ({
        slug: e.slug,
        data: toFields(e.data),
        words: e.words,
      })),
  )

/** Taxonomy labels (categories, tags, help categories) of a locale. */
export const getTaxonomy = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const site = contentStore().site(data.locale) ?? contentStore().site('en')
    return { categories: site?.categories ?? {}, tags: site?.tags ?? {}, helpCategories: site?.help_categories ?? {} }
  })
