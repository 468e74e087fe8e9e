import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { Collection } from '#src/content/collection-schemas'
import { rowOf, sectionKinds, type PageKind } from '#src/routing/registry'
import { originOf, pageUrl } from '#src/i18n/hosts'
import { getLocale, type LocaleCode } from '#src/i18n/locales'
import { splitLocalePath } from '#src/i18n/paths'
import { buildHead, composeTitle, titleFromPath } from '#src/seo/head'
import { article, breadcrumbList, softwareApplication, type JsonLd } from '#src/seo/json-ld'
import { feedPath, withoutTrailingSlash, type FeedSection } from '#src/seo/urls'
import type { ShellInfo } from './router-context'
import type { SiteContext } from './site-context'
import { PAGE_TITLES, PLAN_NAMES } from './messages'
import type { LoadedEntry } from './loaded-content'
import type { PageMeta } from './page-meta'
import { entryTrail, postListTrail, type Trail } from './trail'

/** The share image of every page (1200×630; article covers are SVG, which social networks ignore). */
export const SHARE_IMAGE = '/images/og-default.jpg'

/**
 * The part of a route's `head` argument this module reads, with the route's loader data `D` (each
 * head below is generic in it, so TypeScript checks it against the route's own loader).
 */
export interface HeadArgs<D = unknown> {
  // Only fields that take no part in inferring a route's own types: `params` and `search` are read
  // through `matchDetails`, or every route using these heads would lose its param and search types.
  match: { pathname: string; context: { i18n: I18n; locale: LocaleCode; site: SiteContext; baseInfo: ReadonlyMap<LocaleCode, ShellInfo> } }
  loaderData?: D
}

/** What every page's loader returns besides its own data (`loadPage`). */
interface WithMeta {
  readonly pageMeta: PageMeta
}

/** What a page adds to the shared head. */
export interface PageSeo {
  title?: string
  fullTitle?: string
  description?: string
  keywords?: string
  type?: 'website' | 'article'
  published?: string
  modified?: string
  section?: string
  /** The page's breadcrumb trail (`trail.ts`); a page with steps is nested and gets a BreadcrumbList. */
  trail?: Trail
  /** Page-specific structured data, given the page's canonical URL. */
  jsonLd?: (page: { url: string; origin: string; language: string; siteName: string }) => JsonLd[]
}

/** The match's params and search, which `HeadArgs` leaves out of its type on purpose. */
function matchDetails(match: HeadArgs['match']) {
  return match as HeadArgs['match'] & { params?: Record<string, string | undefined>; search?: Record<string, unknown> }
}

/** The shell's base info: the root loader keeps it in the router context, per locale. */
export function shellInfo(args: Pick<HeadArgs, 'match'>): ShellInfo | undefined {
  return args.match.context.baseInfo.get(args.match.context.locale)
}

/**
 * The head of a loaded page: title by the template, description, keywords, Open Graph, Twitter,
 * canonical, hreflang (from the `alternates` its loader returned), robots and JSON-LD. A page whose
 * loader did not finish (a 404) gets nothing here: the root head marks it `noindex`.
 */
export function seoHead(args: HeadArgs<WithMeta>, page: PageSeo) {
  if (!args.loaderData) return {}
  const { locale, site, i18n } = args.match.context
  const { rest } = splitLocalePath(withoutTrailingSlash(args.match.pathname), site.hostLocale)
  const info = shellInfo(args)
  const siteName = info?.site_name ?? ''
  const origin = originOf(locale, site.origins)
  const language = getLocale(locale).language
  const meta = args.loaderData.pageMeta
  const key = meta.key
  const url = pageUrl(locale, key, site.origins)
  const title = page.title ?? (page.fullTitle ? undefined : titleFromPath(rest))
  // The visible breadcrumbs' trail, word for word: home, the steps, the page's own name.
  const trail = page.trail?.steps.length ? [{ label: i18n._(PAGE_TITLES.home!), to: '/' }, ...page.trail.steps, { label: page.trail.current, to: rest }] : []
  const jsonLd = [
    ...(page.jsonLd?.({ url, origin, language, siteName }) ?? []),
    ...(trail.length >= 2 ? [breadcrumbList(trail.map((s) => ({ name: s.label, url: pageUrl(locale, s.to, site.origins) })))] : []),
  ]
  return buildHead({
    locale,
    rest,
    origins: site.origins,
    siteName,
    title,
    fullTitle: page.fullTitle,
    description: page.description || info?.description || undefined,
    keywords: page.keywords || info?.keywords || undefined,
    image: origin + SHARE_IMAGE,
    imageAlt: siteName || undefined,
    type: page.type,
    published: page.published,
    modified: page.modified,
    section: page.section,
    key,
    locales: meta.alternates,
    jsonLd,
    feeds: sectionFeeds(meta.kind, i18n, siteName).map((f) => ({ title: f.title, href: pageUrl(locale, f.path, site.origins) })),
  })
}

/**
 * The head of a page whose title (and description) are UI messages; `extra` adds what the page's
 * loader data gives (structured data). Called from the route's own `head`, so `D` is its loader's.
 */
export function titledHead<D extends WithMeta>(
  args: HeadArgs<D>,
  title: MessageDescriptor,
  description?: MessageDescriptor,
  extra?: (loaderData: D) => PageSeo,
) {
  const { loaderData } = args
  if (!loaderData) return {}
  const { i18n } = args.match.context
  return seoHead(args, { title: i18n._(title), description: description && i18n._(description), ...extra?.(loaderData) })
}

/** A `head` for pages whose title (and description) are UI messages and nothing else. */
export function staticHead(title: MessageDescriptor, description?: MessageDescriptor) {
  return <D extends WithMeta>(args: HeadArgs<D>) => titledHead(args, title, description)
}

/** Collections whose entries are articles in the schema.org sense. */
const ARTICLES: Partial<Record<Collection, 'Article' | 'NewsArticle'>> = {
  blog: 'Article',
  news: 'NewsArticle',
  guide: 'Article',
  help: 'Article',
}

/** The SEO of a content entry: its SEO object first, then its own title and description. */
export function entrySeo(entry: LoadedEntry, args: HeadArgs, extra: Partial<PageSeo> = {}): PageSeo {
  const { i18n } = args.match.context
  const d = entry.data
  const kind = ARTICLES[entry.collection]
  // Only some collections have these fields; the schemas say which.
  const author = 'author' in d ? d.author : undefined
  const cover = 'cover' in d ? d.cover : undefined
  return {
    title: d.seo_title ?? d.title,
    description: d.seo_description ?? d.description,
    keywords: d.seo_keywords,
    type: kind ? 'article' : 'website',
    published: kind ? d.date : undefined,
    trail: entryTrail(entry, i18n),
    jsonLd: kind
      ? ({ url, origin, language }) => [
          article({
            type: kind,
            headline: d.title,
            description: d.description,
            url,
            image: cover ? origin + cover : undefined,
            datePublished: d.date,
            author,
            language,
            origin,
          }),
        ]
      : undefined,
    ...extra,
  }
}

/** A `head` for content pages: the entry's own SEO. */
export function entryHead<D extends WithMeta & { entry: LoadedEntry }>(args: HeadArgs<D>) {
  const data = args.loaderData
  return data ? seoHead(args, entrySeo(data.entry, args)) : {}
}

/** What entry loaders return that the head reads (`loadEntry` in app/server/content-loaders.server.ts). */

/** The plan fields the application's offers need. */
export interface PlanOffer {
  readonly id: string
  readonly monthly: { readonly USD: number }
}

/**
 * SoftwareApplication structured data with the plans as offers (home, download and pricing). Prices
 * are the monthly USD prices, the currency the pricing page opens with.
 */
export function applicationJsonLd(
  i18n: I18n,
  plans: readonly PlanOffer[] | undefined,
  extra: { description?: string; version?: string; downloadUrl?: string } = {},
): NonNullable<PageSeo['jsonLd']> {
  return ({ url, origin, language, siteName }) => [
    softwareApplication({
      name: siteName || 'ProfileDeck',
      url,
      language,
      origin,
      ...extra,
      offers: (plans ?? []).map((p) => ({
        name: PLAN_NAMES[p.id] ? i18n._(PLAN_NAMES[p.id]!) : p.id,
        price: p.monthly.USD,
        currency: 'USD',
      })),
    }),
  ]
}

type PostSection = FeedSection

/** The feed a page of `kind` announces: its registry row's `feed` (every page of a post section). */
function sectionFeeds(kind: PageKind, i18n: I18n, siteName: string): { title: string; path: string }[] {
  const section = rowOf(kind).feed
  if (!section) return []
  const label = i18n._(PAGE_TITLES[sectionKinds(section).index]!)
  return [{ title: siteName ? `${siteName}: ${label}` : label, path: feedPath(section) }]
}

/** A `head` for blog and news articles: the entry's SEO and its category (the feed comes from the row). */
export function postHead<D extends WithMeta & { entry: LoadedEntry<PostSection>; taxonomy: { categories: Record<string, string> } }>(args: HeadArgs<D>) {
  const data = args.loaderData
  if (!data) return {}
  const category = data.entry.data.category
  return seoHead(
    args,
    entrySeo(data.entry, args, {
      section: data.taxonomy.categories[category] ?? category,
    }),
  )
}

/** What the post list loaders return that the head reads. */
interface PostListData {
  section: PostSection
  taxonomy: { categories: Record<string, string>; tags: Record<string, string> }
  tags?: readonly string[]
  list: { page: number }
}

/**
 * A `head` for /blog, /blog-{category} and /blog-{category}/{tags} (and news): the list's name,
 * its place in the section (the one its loader returned), the page number after the first page,
 * and the section feed. The loader data is typed by what the head reads (the post loaders',
 * `app/server/post-loaders.server.ts`), not more precisely: a precise type here would take part in inferring the
 * route's own types.
 */
export function postListHead<D extends WithMeta & PostListData>(args: HeadArgs<D>) {
  const data = args.loaderData
  if (!data) return {}
  const { i18n } = args.match.context
  const { name, ...trail } = postListTrail(data.section, matchDetails(args.match).params?.category, data.tags, data.taxonomy, i18n)
  const n = data.list.page
  return seoHead(args, {
    // Later pages get their number, so that no two list pages share a title.
    title: n > 1 ? `${name} (${i18n._(msg`Page ${n}`)})` : name,
    trail,
  })
}

/** A `head` for pages that are not for search engines (error pages, the icon sprite): title and noindex. */
export function noindexHead(title: MessageDescriptor) {
  return (args: Pick<HeadArgs, 'match'>) => ({
    meta: [{ title: composeTitle(args.match.context.i18n._(title), shellInfo(args)?.site_name ?? '') }, { name: 'robots', content: 'noindex' }],
  })
}
