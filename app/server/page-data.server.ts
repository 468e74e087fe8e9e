import { notFound } from '@tanstack/react-router'
import type { Collection } from '#src/content/schema'
import { cheapestPaidPrice } from '#src/format/plans'
import type { LocaleCode } from '#src/i18n/locales'
import { FEATURE_IDS } from '#src/routing/availability'
import { PAGES, type PageKind, type PostSection } from '#src/routing/registry'
import { entryCards } from '../components/entry-list'
import { loadEntry, loadEntryData, loadList } from '../lib/content-route'
import { loadDocs } from '../lib/docs-loader'
import type { PlanOffer } from '../lib/head'
import { loadPost, loadPostCategory, loadPostIndex } from '../lib/post-loaders'
import { serverRendered } from '../lib/server-rendered'
import { getFaq, getPricing, getTaxonomy } from './content.functions'
import { getDownloads } from './downloads.functions'
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

/** The entry a fixed page of the registry is (`/about-us` is the page entry `about-us`). */
const fixedEntry =
  (kind: 'aboutUs' | 'links' | 'preSales' | 'partnerPlan' | 'referralProgram') =>
  ({ locale, path }: PageDataInput) =>
    loadEntryData('page', locale, PAGES[kind].slug, path)

/** A detail page of its row's collection, by the `$id` param. */
const detail =
  <C extends Collection>(collection: C) =>
  ({ locale, params, path }: PageDataInput) =>
    loadEntryData(collection, locale, params.id ?? '', path)

/** A list of its row's collection. */
const list =
  <C extends Collection>(collection: C) =>
  async ({ locale }: PageDataInput) => ({ items: await loadList(collection, locale) })

const postIndex =
  (section: PostSection) =>
  ({ locale, page, path }: PageDataInput) =>
    loadPostIndex(section, locale, page, path)

const postCategory =
  (section: PostSection) =>
  ({ locale, params, page, path }: PageDataInput) =>
    loadPostCategory(section, locale, params.category ?? '', params.tags, path, page)

const post =
  (section: PostSection) =>
  ({ locale, params, path }: PageDataInput) =>
    loadPost(section, locale, params.id ?? '', path)

async function home({ locale }: PageDataInput) {
  const [posts, features, partners, pricing, faq] = await Promise.all([
    loadList('blog', locale),
    loadList('feature', locale),
    loadList('partner', locale),
    getPricing(),
    getFaq({ data: { locale } }),
  ])
  const order = (slug: string) => indexIn(FEATURE_IDS, slug)
  // Only what the page renders or its head reads (the payload budget); the feature cards and the
  // questions are text the page only shows, kept as the server's HTML (ADR 017).
  return {
    posts: entryCards(posts.slice(0, 3)),
    features: serverRendered(
      [...features].sort((a, b) => order(a.slug) - order(b.slug)).map((f) => ({ slug: f.slug, title: f.data.title, pitch: f.data.pitch, points: f.data.points })),
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

/**
 * The data of every page kind, built on the server in one call per page (ADR 022): a client
 * navigation or a preload asks for it with one request, and since it is the same for every visitor
 * of a build and language the answer is public, so shared caches and the in-process cache keep it.
 * The search page has none here: its results are per query and rate-limited per visitor.
 */
export const PAGE_DATA = {
  home,
  download: async ({ locale }) => {
    const [downloads, pricing] = await Promise.all([getDownloads({ data: { locale } }), getPricing()])
    return { downloads, plans: pricing?.plans }
  },
  pricing: async () => {
    const pricing = await getPricing()
    // Without plans there is no pricing page to show (the content source is missing them).
    if (!pricing) throw notFound()
    return pricing
  },
  faq: async ({ locale }) => ({ entries: await getFaq({ data: { locale } }) }),
  aboutUs: fixedEntry('aboutUs'),
  links: fixedEntry('links'),
  preSales: fixedEntry('preSales'),
  partnerPlan: fixedEntry('partnerPlan'),
  referralProgram: fixedEntry('referralProgram'),
  blogIndex: postIndex('blog'),
  blogPost: post('blog'),
  blogCategory: postCategory('blog'),
  blogTags: postCategory('blog'),
  newsIndex: postIndex('news'),
  newsPost: post('news'),
  newsCategory: postCategory('news'),
  newsTags: postCategory('news'),
  guideIndex: list('guide'),
  guide: detail('guide'),
  helpIndex: async ({ locale }) => {
    const [items, taxonomy] = await Promise.all([loadList('help', locale), getTaxonomy({ data: { locale } })])
    return { items, categories: taxonomy.helpCategories }
  },
  help: detail('help'),
  docsIndex: ({ locale, path }) => loadDocs(locale, 'index', path),
  doc: ({ locale, params, path }) => loadDocs(locale, params.slug ?? '', path),
  partnerIndex: list('partner'),
  partner: detail('partner'),
  releaseIndex: list('release'),
  release: detail('release'),
  solutionIndex: list('solution'),
  solution: detail('solution'),
  useCaseIndex: list('use-case'),
  useCase: detail('use-case'),
  alternativeIndex: list('alternative'),
  alternative: async ({ locale, params, path }) => {
    const id = params.id ?? ''
    const [entry, all] = await Promise.all([loadEntry('alternative', locale, id, path), loadList('alternative', locale)])
    return { entry, siblings: all.filter((a) => a.slug !== id) }
  },
  html: ({ locale, params, path }) => loadEntryData('page', locale, params.html ?? '', path),
} satisfies Partial<Record<PageKind, Builder>>

/** The page kinds whose data is built here. */
export type DataKind = keyof typeof PAGE_DATA

/** The data a page of `K` gets. */
export type PageData<K extends PageKind> = K extends DataKind ? Awaited<ReturnType<(typeof PAGE_DATA)[K]>> : Record<never, never>

/** Whether pages of `kind` have data built here. */
export function hasPageData(kind: PageKind): kind is DataKind {
  return Object.hasOwn(PAGE_DATA, kind)
}
