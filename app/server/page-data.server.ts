import { notFound } from '@tanstack/react-router'
import { entryCards } from '#src/content/entry-cards'
import type { Collection } from '#src/content/collection-schemas'
import { cheapestPaidPrice } from '#src/format/plans'
import type { LocaleCode } from '#src/i18n/locales'
import { FEATURE_IDS } from '#src/routing/availability'
import { dataShapeOf, type ShapeOf } from '#src/routing/data-shapes'
import { entryIdOf, PAGE_KINDS, PAGES, rowOf, type PageKind, type PageRow, type PostSection } from '#src/routing/registry'
import type { PlanOffer } from '../lib/head'
import { serverRendered } from '../lib/server-rendered'
import { faqOf, pricingPlans, taxonomyOf } from './content-data.server'
import { loadEntry, loadEntryData, loadList } from './content-loaders.server'
import { loadDocs } from './docs-loader.server'
import { loadPost, loadPostCategory, loadPostIndex } from './post-loaders.server'
import { releaseDownloads } from './downloads.server'
import { indexIn } from '#src/lang/one-of'

/** What a page's data is built from: the same for every visitor of a build and language. */
export interface PageDataInput {
  readonly locale: LocaleCode
  readonly params: Readonly<Record<string, string>>
  /** `?page=` of a paginated list, parsed (the check already refused a garbled one). */
  readonly page: number | undefined
  /** The request path, for the not-found message of an entry that is missing. */
  readonly path: string
}

type Builder = (input: PageDataInput) => Promise<object>

// The builders of the shapes a row implies (`dataShapeOf`): a kind of a known shape needs no line
// in `CUSTOM_BUILDERS` below.

const postIndex =
  (section: PostSection) =>
  ({ locale, page, path }: PageDataInput) =>
    loadPostIndex(section, locale, page, path)

const postList =
  (section: PostSection) =>
  ({ locale, params, page, path }: PageDataInput) =>
    loadPostCategory(section, locale, params.category ?? '', params.tags, path, page)

const post =
  (section: PostSection) =>
  ({ locale, params, path }: PageDataInput) =>
    loadPost(section, locale, params.id ?? '', path)

/** One entry of the row's collection: its fixed slug, or the page's entry param. */
const entry =
  <C extends Collection>(collection: C, row: PageRow) =>
  ({ locale, params, path }: PageDataInput) =>
    loadEntryData(collection, locale, entryIdOf(row, params) ?? '', path)

/** The list of the row's collection. */
const list =
  <C extends Collection>(collection: C) =>
  async ({ locale }: PageDataInput) => ({ items: await loadList(collection, locale) })

/** The builder a row's shape implies (exported for its test). */
export function shapeBuilder(row: PageRow): Builder | undefined {
  const shape = dataShapeOf(row)
  switch (shape?.shape) {
    case 'post-index':
      return postIndex(shape.section)
    case 'post-list':
      return postList(shape.section)
    case 'post':
      return post(shape.section)
    case 'entry':
      return entry(shape.collection, row)
    case 'list':
      return list(shape.collection)
    case undefined:
      return undefined
  }
}

/** What a builder resolves to. */
type Built<B> = B extends (input: PageDataInput) => Promise<infer D> ? D : never

/** The data of each shape, for a row of collection `C`: what the builders above resolve to. */
interface ShapeData<C extends Collection> {
  'post-index': Built<ReturnType<typeof postIndex>>
  'post-list': Built<ReturnType<typeof postList>>
  post: Built<ReturnType<typeof post>>
  entry: Built<ReturnType<typeof entry<C>>>
  list: Built<ReturnType<typeof list<C>>>
}

async function home({ locale }: PageDataInput) {
  const [posts, features, partners, pricing, faq] = await Promise.all([
    loadList('blog', locale),
    loadList('feature', locale),
    loadList('partner', locale),
    pricingPlans(),
    faqOf(locale),
  ])
  const order = (slug: string) => indexIn(FEATURE_IDS, slug)
  // Only what the page renders or its head reads (the payload budget); the feature cards and the
  // questions are text the page only shows, left as the server's HTML (ADR 017).
  return {
    posts: entryCards(posts.slice(0, 3)),
    features: serverRendered(
      [...features]
        .sort((a, b) => order(a.slug) - order(b.slug))
        .map((f) => ({ slug: f.slug, title: f.data.title, pitch: f.data.pitch, points: f.data.points })),
    ),
    partners: partners.map((p) => ({ slug: p.slug, name: p.data.name, logo: p.data.logo })),
    plans: pricing?.plans.map((p): PlanOffer => ({ id: p.id, monthly: { USD: p.monthly.USD } })),
    // The pricing teaser shows the cheapest paid plan, per month when billed annually.
    fromPrice: pricing ? cheapestPaidPrice(pricing.plans, 'USD') : undefined,
    faq: serverRendered(faq.slice(0, 4)),
    // Whether the section is there must be known in the browser too.
    hasFaq: faq.length > 0,
  }
}

/** A docs page, with the docs' table of contents. */
const docs =
  (row: PageRow) =>
  ({ locale, params, path }: PageDataInput) =>
    loadDocs(locale, entryIdOf(row, params) ?? '', path)

/**
 * Custom builders: the data of the page kinds whose data is more than their row's shape says, or
 * none. Every other kind's data is its shape's (`shapeBuilder`). Built on the server, once per page
 * (ADR 022): a client navigation or a preload asks for it with one request, and since it is the same
 * for every visitor of a build and language the response is public, so shared caches and the
 * in-process cache store it. The search page has none here: its results are per query and
 * rate-limited per visitor.
 */
const CUSTOM_BUILDERS = {
  home,
  download: async ({ locale }) => {
    const [downloads, pricing] = await Promise.all([releaseDownloads(locale), pricingPlans()])
    return { downloads, plans: pricing?.plans }
  },
  pricing: async () => {
    const pricing = await pricingPlans()
    // Without plans there is no pricing page to show (the content source is missing them).
    if (!pricing) throw notFound()
    return pricing
  },
  faq: async ({ locale }) => ({ entries: await faqOf(locale) }),
  // The help center groups its list by the taxonomy's help categories.
  helpIndex: async ({ locale }) => {
    const [items, taxonomy] = await Promise.all([loadList(PAGES.helpIndex.collection, locale), taxonomyOf(locale)])
    return { items, categories: taxonomy.helpCategories }
  },
  docsIndex: docs(PAGES.docsIndex),
  doc: docs(PAGES.doc),
  // A comparison links to the locale's other comparisons.
  alternative: async ({ locale, params, path }) => {
    const { collection } = PAGES.alternative
    const id = entryIdOf(PAGES.alternative, params) ?? ''
    const [entry, all] = await Promise.all([loadEntry(collection, locale, id, path), loadList(collection, locale)])
    return { entry, siblings: all.filter((a) => a.slug !== id) }
  },
} satisfies Partial<Record<PageKind, Builder>>

type CustomBuilderKind = keyof typeof CUSTOM_BUILDERS

function hasCustomBuilder(kind: PageKind): kind is CustomBuilderKind {
  return Object.hasOwn(CUSTOM_BUILDERS, kind)
}

/** Each kind's builder: its custom one when it has one, else its row's shape's. */
const BUILDERS: ReadonlyMap<PageKind, Builder> = new Map(
  PAGE_KINDS.flatMap((kind) => {
    const builder = hasCustomBuilder(kind) ? CUSTOM_BUILDERS[kind] : shapeBuilder(rowOf(kind))
    return builder ? [[kind, builder] as const] : []
  }),
)

/** The builder of the data of `kind`'s pages; undefined for kinds that have none (search). */
export function pageDataBuilder(kind: PageKind): Builder | undefined {
  return BUILDERS.get(kind)
}

type Row<K extends PageKind> = (typeof PAGES)[K]

/** The data of a kind built by its row's shape; none for a row that shows no collection. */
type ShapedData<R> = R extends { readonly collection: infer C extends Collection }
  ? [ShapeOf<R>] extends [never]
    ? Record<never, never>
    : ShapeData<C>[ShapeOf<R>]
  : Record<never, never>

/** The data a page of `K` gets. */
export type PageData<K extends PageKind> = K extends CustomBuilderKind ? Awaited<ReturnType<(typeof CUSTOM_BUILDERS)[K]>> : ShapedData<Row<K>>
