import { z } from 'zod'
import { CURRENCY_CODES } from '../format/number'
import { FEATURE_IDS } from '../routing/availability'
import { isOptimisableSource } from '../images/ipx'
import type { BaseInfo } from './types'
import { keysOf } from '../lang/keys-of'

/**
 * Zod schemas of the embedded content collections. The embedded source and any HTTP source are
 * validated by these same schemas.
 */

// YAML reads an unquoted 2026-10-02 as a Date: normalise it back to the ISO day.
const isoDate = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD'),
)
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug')
const localPath = z.string().regex(/^\/[a-z0-9/_.-]+$/, 'expected a site path such as /images/x.svg')
const text = z.string().trim().min(1)
// Covers go through the image pipeline (/_ipx/), which reads committed raster files only.
const rasterImage = z.string().refine(isOptimisableSource, 'expected a raster image under /images/ such as /images/covers/x.png')

const articleBase = z.object({
  title: text,
  description: text.max(200),
  date: isoDate,
  // SPEC 3 page SEO object: what search engines see when it differs from the on-page text.
  seo_title: text.max(70).optional(),
  seo_keywords: text.max(255).optional(),
  seo_description: text.max(200).optional(),
})

/** Frontmatter of each markdown collection. */
export const frontmatterSchemas = {
  blog: articleBase.extend({ author: text, category: slug, tags: z.array(slug).min(1), cover: rasterImage }),
  news: articleBase.extend({ author: text, category: slug, tags: z.array(slug).min(1), cover: rasterImage }),
  guide: articleBase.extend({ order: z.number().int().nonnegative() }),
  help: articleBase.extend({ category: slug }),
  // Partners are listed by name, not by date.
  partner: articleBase.extend({
    date: isoDate.optional(),
    name: text,
    kind: z.enum(['proxy', 'tool', 'service']),
    offer: text,
    code: text,
    link: z.url({ protocol: /^https$/ }),
    logo: localPath,
  }),
  release: articleBase.extend({
    version: z.string().regex(/^\d+\.\d+\.\d+$/, 'expected a version such as 5.2.0'),
    platforms: z.array(z.enum(['windows', 'macos', 'linux'])).min(1),
  }),
  page: articleBase,
  // Solutions and use cases: a landing page per id of the SPEC 2.5 tables.
  solution: articleBase.extend({
    pitch: text,
    features: z.array(z.enum(FEATURE_IDS)).min(1).max(6),
    benefits: z.array(z.object({ title: text, text: text })).length(3),
  }),
  'use-case': articleBase.extend({
    pitch: text,
    features: z.array(z.enum(FEATURE_IDS)).min(1).max(6),
    benefits: z.array(z.object({ title: text, text: text })).length(3),
  }),
  // `date` is the day the competitor facts were checked.
  alternative: articleBase.extend({
    competitor: text,
    summary: text,
    comparison: z.array(z.object({ feature: text, profiledeck: text, competitor: text })).min(4).max(12),
  }),
  feature: articleBase.extend({ pitch: text, points: z.array(text).length(3) }),
  // Developer docs: `id` is the numeric doc id of the SPEC 2.6 table.
  docs: articleBase.extend({ id: z.number().int().positive(), order: z.number().int().nonnegative() }),
} as const

/** Names of the markdown collections. */
export type Collection = keyof typeof frontmatterSchemas
/** The collections, in a stable order. */
export const COLLECTIONS: Collection[] = keysOf(frontmatterSchemas)

/** Validated frontmatter of a collection. */
export type Frontmatter<C extends Collection> = z.output<(typeof frontmatterSchemas)[C]>

/** Per-locale site data: the base info of SPEC 3 plus taxonomy labels. */
export const siteSchema = z.object({
  site_name: text,
  title: text,
  keywords: text,
  description: text,
  register_url: z.url({ protocol: /^https?$/ }),
  login_url: z.url({ protocol: /^https?$/ }),
  statistical_title: text,
  statistical_body: text,
  categories: z.record(slug, text),
  tags: z.record(slug, text),
  help_categories: z.record(slug, text),
})
export type SiteData = z.output<typeof siteSchema>

/** One FAQ entry; `content/faq/<locale>.json` holds `{ entries: [...] }`. */
export const faqSchema = z.object({
  entries: z
    .array(
      z.object({
        id: slug,
        category: z.enum(['general', 'profiles', 'proxies', 'team', 'automation', 'billing']),
        question: text,
        answer: text,
      }),
    )
    .min(1)
    .refine((list) => new Set(list.map((e) => e.id)).size === list.length, 'FAQ ids must be unique'),
})
export type FaqData = z.output<typeof faqSchema>
export type FaqEntry = FaqData['entries'][number]

// An enum-keyed record requires every currency: a plan missing a price fails validation.
const prices = z.record(z.enum(CURRENCY_CODES), z.number().nonnegative())

/**
 * `content/pricing/plans.json`: plan ids, limits and prices per currency, monthly and per month when
 * billed annually. Names and feature labels are translated UI text (Lingui), keyed by plan id.
 */
export const pricingSchema = z.object({
  annualDiscountPercent: z.number().int().min(0).max(90),
  plans: z
    .array(
      z.object({
        id: z.enum(['free', 'starter', 'team', 'business']),
        profiles: z.number().int().positive(),
        members: z.number().int().positive(),
        featured: z.boolean().default(false),
        monthly: prices,
        annualMonthly: prices,
      }).refine((p) => CURRENCY_CODES.every((c) => p.annualMonthly[c] <= p.monthly[c]), {
        message: 'annual price per month must not exceed the monthly price',
        path: ['annualMonthly'],
      }),
    )
    .length(4),
})
export type PricingData = z.output<typeof pricingSchema>

/** The base-info response of SPEC 3 (`home/base-info`), validated when it comes from an upstream. */
export const baseInfoSchema = z.object({
  title: z.string(),
  keywords: z.string(),
  description: z.string(),
  register_url: z.string(),
  login_url: z.string(),
  statistical_body: z.string(),
  statistical_title: z.string(),
}) satisfies z.ZodType<BaseInfo>

export { EMPTY_BASE_INFO, type BaseInfo } from './types'
