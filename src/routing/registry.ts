import type { Collection } from '../content/collection-schemas'
import type { LocaleCode } from '../i18n/locales'
import { keysOf } from '../lang/keys-of'
import { getOrMake } from '../lang/get-or-make'
import { isOneOf } from '../lang/one-of'

/**
 * THE page registry: one row per page kind of SPEC 2.2/2.6. Every other fact about pages is
 * computed from these rows — typed links (`links.ts`), whether a page exists in a locale and the
 * route 404s (`existing-pages.ts`), the SPEC 2.5 switch map, hreflang and the sitemaps
 * (`seo/indexable-pages.ts`), breadcrumb trails, the menus (`menus.ts`), the `$html` exclusions and
 * the shape of each page's data (`data-shapes.ts`). Adding a page kind is a row here, its route file and its messages (ADR 008,
 * the README's "Adding a page kind").
 */

/** Sections with dated posts, category lists and tag lists. */
export const POST_SECTIONS = ['blog', 'news'] as const
export type PostSection = (typeof POST_SECTIONS)[number]

/**
 * How a kind decides whether one of its pages exists in a locale. Names of SPEC 2.2's route checks
 * are rules too (`checks.ts` implements each); the others are the plain rules of pages SPEC gives
 * no check name.
 */
export type Rule =
  // SPEC 2.2's named checks.
  | 'alternative-route'
  | 'blog-route'
  | 'case-route'
  | 'guide-route'
  | 'help-route'
  | 'html-route'
  | 'pre-sales'
  | 'solution'
  | 'solutions'
  // Unnamed rules: always there; there when the data file exists; a list with at least one entry;
  // a content entry of the row's collection (the `slug` of the row, or the page's id param).
  | 'always'
  | 'faq'
  | 'pricing'
  | 'list'
  | 'entry'

/**
 * Where the language switcher (SPEC 2.5) sends a visitor from a page of this kind: the same page,
 * another kind's page (helps pages → /helps), a kind chosen by target language (guides → /guide in
 * zh, /blog elsewhere), or the target's solutions/use-cases section. Whatever the rule picks, a
 * target that lacks the page falls back along the row's `parent` chain, then to the home page.
 */
// Kind names are plain strings inside rows (a row cannot name the type its own table defines);
// `registry.test.ts` checks that each names a kind, and `asPageKind` reads them back typed.
export type SwitchRule =
  | { readonly to: 'same' }
  | { readonly to: 'page'; readonly page: string }
  | { readonly to: 'by-locale'; readonly pages: Partial<Record<LocaleCode, string>>; readonly otherwise: string }
  | { readonly to: 'case-section' }

/** The menus that list pages: the header bar and the footer's columns. */
export type Menu = 'header' | 'product' | 'resources' | 'company' | 'legal' | 'community'

/** SPEC 2.5's navigation item keys (main, solutions and features menus). */
export type NavKey = 'pre-sales' | 'blog' | 'partner' | 'proxy' | 'chat-group' | 'scan' | 'help' | 'video' | 'partner-plan' | 'about-us' | 'news'

/** A place of a page in a menu: which menu, in which position, under which SPEC 2.5 key or label. */
export interface MenuSlot {
  readonly in: Menu
  readonly order: number
  /** The SPEC 2.5 navigation key the entry stands for (its label); else the page's own title. */
  readonly nav?: NavKey
  /** A label of its own, for entries that are neither a nav key nor a titled page kind. */
  readonly label?: 'privacy-policy' | 'terms-of-service'
  /** Params of the page (generic pages), and a fragment to land on. */
  readonly params?: Readonly<Record<string, string>>
  readonly hash?: string
}

/** One page kind. */
export interface PageRow {
  /** Route pattern without the locale prefix, as the file route spells it (`/blog-{$category}/$tags`). */
  readonly path: string
  /** The rule (named route check or plain rule) that decides where a page of this kind exists. */
  readonly rule: Rule
  /** The collection whose entries the page shows or is. */
  readonly collection?: Collection
  /** A fixed entry (`/about-us` is the page entry `about-us`). */
  readonly slug?: string
  /** The post section of a post list or post. */
  readonly section?: PostSection
  /** The page above this one: breadcrumbs, and the switcher's fallback. */
  readonly parent?: string
  readonly switchTo: SwitchRule
  /** Lists paginate with `?page=N` (9 per page). */
  readonly paginated?: boolean
  /**
   * Whether search engines get the page (sitemaps, hreflang): `true`, `false`, or 'single' for tag
   * lists, whose one-tag pages are indexed and whose combinations are not.
   */
  readonly indexable: boolean | 'single'
  /** The page announces the section's RSS feed. */
  readonly feed?: PostSection
  /** The menus that list the page, and its place in each. */
  readonly menus?: readonly MenuSlot[]
}

const same = { to: 'same' } as const
const toPage = <K extends string>(page: K) => ({ to: 'page', page }) as const

/** The page kinds. Order matters only for `matchPath`: fixed paths before `/$html`. */
export const PAGES = {
  home: { path: '/', rule: 'always', switchTo: same, indexable: true },
  download: {
    path: '/download',
    rule: 'always',
    switchTo: same,
    indexable: true,
    menus: [
      { in: 'header', order: 2 },
      { in: 'product', order: 2 },
    ],
  },
  pricing: {
    path: '/pricing',
    rule: 'pricing',
    switchTo: same,
    indexable: true,
    menus: [
      { in: 'header', order: 1 },
      { in: 'product', order: 1 },
    ],
  },
  faq: { path: '/faq', rule: 'faq', switchTo: same, indexable: true, menus: [{ in: 'resources', order: 6 }] },
  aboutUs: {
    path: '/about-us',
    rule: 'entry',
    collection: 'page',
    slug: 'about-us',
    switchTo: same,
    indexable: true,
    menus: [{ in: 'company', order: 1, nav: 'about-us' }],
  },
  links: { path: '/links', rule: 'entry', collection: 'page', slug: 'links', switchTo: same, indexable: true, menus: [{ in: 'resources', order: 7 }] },
  preSales: {
    path: '/pre-sales',
    rule: 'pre-sales',
    collection: 'page',
    slug: 'pre-sales',
    switchTo: same,
    indexable: true,
    menus: [
      { in: 'company', order: 6, nav: 'pre-sales' },
      { in: 'community', order: 3, nav: 'scan', hash: 'contact' },
    ],
  },
  partnerPlan: {
    path: '/partner-plan',
    rule: 'entry',
    collection: 'page',
    slug: 'partner-plan',
    switchTo: same,
    indexable: true,
    menus: [{ in: 'company', order: 4, nav: 'partner-plan' }],
  },
  referralProgram: {
    path: '/referral-program',
    rule: 'entry',
    collection: 'page',
    slug: 'referral-program',
    switchTo: same,
    indexable: true,
    menus: [{ in: 'company', order: 5 }],
  },

  blogIndex: {
    path: '/blog',
    rule: 'list',
    collection: 'blog',
    section: 'blog',
    switchTo: same,
    paginated: true,
    indexable: true,
    feed: 'blog',
    menus: [
      { in: 'header', order: 3, nav: 'blog' },
      { in: 'resources', order: 1, nav: 'blog' },
    ],
  },
  blogPost: {
    path: '/blog/$id',
    rule: 'blog-route',
    collection: 'blog',
    section: 'blog',
    parent: 'blogIndex',
    switchTo: toPage('blogIndex'),
    indexable: true,
    feed: 'blog',
  },
  blogCategory: {
    path: '/blog-{$category}',
    rule: 'blog-route',
    collection: 'blog',
    section: 'blog',
    parent: 'blogIndex',
    switchTo: same,
    paginated: true,
    indexable: true,
    feed: 'blog',
  },
  blogTags: {
    path: '/blog-{$category}/$tags',
    rule: 'blog-route',
    collection: 'blog',
    section: 'blog',
    parent: 'blogCategory',
    switchTo: same,
    paginated: true,
    indexable: 'single',
    feed: 'blog',
  },
  newsIndex: {
    path: '/news',
    rule: 'list',
    collection: 'news',
    section: 'news',
    switchTo: same,
    paginated: true,
    indexable: true,
    feed: 'news',
    menus: [
      { in: 'header', order: 4, nav: 'news' },
      { in: 'resources', order: 2, nav: 'news' },
    ],
  },
  newsPost: {
    path: '/news/$id',
    rule: 'blog-route',
    collection: 'news',
    section: 'news',
    parent: 'newsIndex',
    switchTo: toPage('newsIndex'),
    indexable: true,
    feed: 'news',
  },
  newsCategory: {
    path: '/news-{$category}',
    rule: 'blog-route',
    collection: 'news',
    section: 'news',
    parent: 'newsIndex',
    switchTo: same,
    paginated: true,
    indexable: true,
    feed: 'news',
  },
  newsTags: {
    path: '/news-{$category}/$tags',
    rule: 'blog-route',
    collection: 'news',
    section: 'news',
    parent: 'newsCategory',
    switchTo: same,
    paginated: true,
    indexable: 'single',
    feed: 'news',
  },

  guideIndex: {
    path: '/guide',
    rule: 'list',
    collection: 'guide',
    switchTo: { to: 'by-locale', pages: { zh: 'guideIndex' }, otherwise: 'blogIndex' },
    indexable: true,
    menus: [{ in: 'resources', order: 3 }],
  },
  guide: {
    path: '/guide/$id',
    rule: 'guide-route',
    collection: 'guide',
    parent: 'guideIndex',
    switchTo: { to: 'by-locale', pages: { zh: 'guideIndex' }, otherwise: 'blogIndex' },
    indexable: true,
  },
  helpIndex: {
    path: '/helps',
    rule: 'help-route',
    collection: 'help',
    switchTo: toPage('helpIndex'),
    indexable: true,
    menus: [
      { in: 'header', order: 5, nav: 'help' },
      { in: 'resources', order: 5, nav: 'help' },
    ],
  },
  help: { path: '/helps/$id', rule: 'help-route', collection: 'help', parent: 'helpIndex', switchTo: toPage('helpIndex'), indexable: true },
  docsIndex: { path: '/docs', rule: 'entry', collection: 'docs', slug: 'index', switchTo: same, indexable: true, menus: [{ in: 'resources', order: 4 }] },
  doc: { path: '/docs/$slug', rule: 'entry', collection: 'docs', parent: 'docsIndex', switchTo: same, indexable: true },

  partnerIndex: {
    path: '/partner',
    rule: 'list',
    collection: 'partner',
    switchTo: same,
    indexable: true,
    menus: [
      { in: 'company', order: 2, nav: 'partner' },
      { in: 'company', order: 3, nav: 'proxy', hash: 'proxy' },
    ],
  },
  partner: { path: '/partner/$id', rule: 'entry', collection: 'partner', parent: 'partnerIndex', switchTo: same, indexable: true },
  releaseIndex: { path: '/release', rule: 'list', collection: 'release', switchTo: same, indexable: true, menus: [{ in: 'product', order: 3 }] },
  release: { path: '/release/$id', rule: 'entry', collection: 'release', parent: 'releaseIndex', switchTo: same, indexable: true },
  solutionIndex: {
    path: '/solutions',
    rule: 'solutions',
    collection: 'solution',
    switchTo: { to: 'case-section' },
    indexable: true,
    menus: [{ in: 'product', order: 4 }],
  },
  solution: { path: '/solutions/$id', rule: 'solution', collection: 'solution', parent: 'solutionIndex', switchTo: { to: 'case-section' }, indexable: true },
  useCaseIndex: {
    path: '/use-cases',
    rule: 'case-route',
    collection: 'use-case',
    switchTo: { to: 'case-section' },
    indexable: true,
    menus: [{ in: 'product', order: 5 }],
  },
  useCase: { path: '/use-cases/$id', rule: 'case-route', collection: 'use-case', parent: 'useCaseIndex', switchTo: { to: 'case-section' }, indexable: true },
  alternativeIndex: {
    path: '/alternatives',
    rule: 'alternative-route',
    collection: 'alternative',
    switchTo: same,
    indexable: true,
    menus: [{ in: 'product', order: 6 }],
  },
  alternative: { path: '/alternatives/$id', rule: 'alternative-route', collection: 'alternative', parent: 'alternativeIndex', switchTo: same, indexable: true },

  // Site search (`?q=`): results depend on the query, so it is for visitors only (noindex, out of the
  // sitemaps, disallowed in robots.txt). Its `?page=N` pages follow the results, not a content list:
  // the search route checks them itself.
  search: { path: '/search', rule: 'always', switchTo: same, indexable: false },

  // Generic pages (/privacy-policy…): page entries that no fixed row above owns.
  html: {
    path: '/$html',
    rule: 'html-route',
    collection: 'page',
    switchTo: same,
    indexable: true,
    menus: [
      { in: 'legal', order: 1, label: 'privacy-policy', params: { html: 'privacy-policy' } },
      { in: 'legal', order: 2, label: 'terms-of-service', params: { html: 'terms-of-service' } },
    ],
  },
} as const satisfies Record<string, PageRow>

/** The name of a page kind. */
export type PageKind = keyof typeof PAGES

/** A collection whose entries are pages of their own (some row's `collection`). */
export type PageCollection = { [K in PageKind]: (typeof PAGES)[K] extends { readonly collection: infer C } ? C : never }[PageKind]

/** Every page kind, in registry order. */
export const PAGE_KINDS: PageKind[] = keysOf(PAGES)

/**
 * The collections with pages, in registry order: what the content summary holds and site search
 * indexes (features, shown only inside other pages, have no row).
 */
export const PAGE_COLLECTIONS: readonly PageCollection[] = [
  ...new Set(
    PAGE_KINDS.flatMap((kind) => {
      const row = PAGES[kind]
      return 'collection' in row ? [row.collection] : []
    }),
  ),
]

/**
 * A kind named inside a row (parent, switch target), as the kind type. Checked, not cast: a row
 * naming no kind is a mistake in the table, caught here as well as by `registry.test.ts`.
 */
export function asPageKind(name: string): PageKind {
  if (!isOneOf(PAGE_KINDS, name)) throw new Error(`not a page kind: ${name}`)
  return name
}

/** A kind's row, typed as the general row shape. */
export function rowOf(kind: PageKind): PageRow {
  return PAGES[kind]
}

/** A path pattern split once: the literal text around its params, and the params' names. */
interface CompiledPattern {
  /** `names.length + 1` pieces of literal text; the params go between them. */
  readonly literals: readonly string[]
  readonly names: readonly string[]
}

/**
 * Patterns compiled on first use, cached for the process: every page render builds a hundred links
 * from the registry's few dozen patterns, and splitting a pattern with a regex for each link was
 * a measurable part of a render. Only the registry's patterns come here.
 */
const COMPILED = new Map<string, CompiledPattern>()

function compilePattern(pattern: string): CompiledPattern {
  return getOrMake(COMPILED, pattern, () => {
    // With a capturing group, split alternates literal text and param names: [text, name, text, …].
    const pieces = pattern.split(/\{?\$([a-z]+)\}?/i)
    return { literals: pieces.filter((_, i) => i % 2 === 0), names: pieces.filter((_, i) => i % 2 === 1) }
  })
}

/** The names of a pattern's params (`$id`, `{$category}`), in order. */
export function paramNames(path: string): readonly string[] {
  return compilePattern(path).names
}

/** The param names of a path pattern at the type level (`/blog-{$category}/$tags` → 'category' | 'tags'). */
export type ParamNamesOf<P extends string> = P extends `${string}$${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Unbrace<Name> | ParamNamesOf<`/${Tail}`>
    : Unbrace<Rest>
  : never
type Unbrace<S extends string> = S extends `${infer N}}${string}` ? N : S

/** Fills a pattern's `$name` and `{$name}` placeholders (values percent-encoded; commas of tag lists kept). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  const { literals, names } = compilePattern(pattern)
  let path = literals[0]!
  for (let i = 0; i < names.length; i++) {
    const value = params[names[i]!]
    if (value === undefined) throw new Error(`Missing param "${names[i]}" for ${pattern}`)
    path += encodeURIComponent(value).replace(/%2C/g, ',') + literals[i + 1]!
  }
  return path
}

/** A page: its kind and params (and `page` for later pages of a paginated list). */
export interface PageRef {
  readonly kind: PageKind
  readonly params: Readonly<Record<string, string>>
  readonly page?: number
}

/**
 * The link to page `page` of a list at `base` (which may carry a query of its own, like the search
 * page's `q=…`): `page=N` last, and no `page` on the first page. The one builder of `?page=N` links.
 */
export function listPageHref(base: string, page: number): string {
  return page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${page}` : base
}

/** The params that name one entry of the row's collection (`/guide/$id`, `/docs/$slug`, `/$html`). */
export const ENTRY_PARAMS = ['id', 'slug', 'html'] as const
export type EntryParam = (typeof ENTRY_PARAMS)[number]

/** The entry a page of `row` is: the row's fixed slug, else its entry param; undefined for a list. */
export function entryIdOf(row: PageRow, params: Readonly<Record<string, string | undefined>>): string | undefined {
  return row.slug ?? ENTRY_PARAMS.map((name) => params[name]).find((id) => id !== undefined)
}

/** The locale-free path of a page (`/blog-tutorials/proxies`, `/blog?page=2`). */
export function pagePath(ref: PageRef): string {
  const path = fillPattern(rowOf(ref.kind).path, ref.params)
  return listPageHref(path, ref.page ?? 1)
}

/**
 * First path segments that the fixed kinds own, and the prefixes of the `/{section}-{category}`
 * lists: a generic `/$html` page can never be called so (its route and `matchPath` both refuse).
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(
  PAGE_KINDS.map((k) => rowOf(k).path.split('/')[1] ?? '').filter((s) => s !== '' && !s.includes('$')),
)
const RESERVED_PREFIXES: readonly string[] = PAGE_KINDS.flatMap((k) => {
  const m = /^\/([a-z]+)-\{\$[a-z]+\}/.exec(rowOf(k).path)
  return m ? [`${m[1]}-`] : []
})

/** True when `segment` may name a generic page (`/$html`): no other kind owns it. */
export function isHtmlSegment(segment: string): boolean {
  return !RESERVED_SEGMENTS.has(segment) && !RESERVED_PREFIXES.some((p) => segment.startsWith(p))
}

function patternRegex(path: string): RegExp {
  const source = path
    .split(/(\{?\$[a-z]+\}?)/i)
    .map((part) => (/^\{?\$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`)
}
// Made on the first match, not on import: the browser imports the registry before it hydrates, and
// few page views ever match a path by it.
let matchers: readonly { readonly kind: PageKind; readonly regex: RegExp; readonly names: readonly string[] }[] | undefined
const allMatchers = () => (matchers ??= PAGE_KINDS.map((kind) => ({ kind, regex: patternRegex(rowOf(kind).path), names: paramNames(rowOf(kind).path) })))

/**
 * The page a locale-free path names (`/blog/x` → blogPost { id: 'x' }), or undefined. A `?page=N`
 * query is read for paginated kinds. Percent-escapes in params are decoded; garbage gives undefined.
 */
export function matchPath(pathWithQuery: string): PageRef | undefined {
  const [path = '', query = ''] = pathWithQuery.split('#')[0]!.split('?')
  for (const { kind, regex, names } of allMatchers()) {
    const m = regex.exec(path)
    if (!m) continue
    const params: Record<string, string> = {}
    try {
      names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)))
    } catch {
      return undefined
    }
    if (kind === 'html' && !isHtmlSegment(params.html!)) return undefined
    const pageValue = new URLSearchParams(query).get('page')
    const page = rowOf(kind).paginated && pageValue && /^\d{1,6}$/.test(pageValue) ? Number(pageValue) : undefined
    return page && page > 1 ? { kind, params, page } : { kind, params }
  }
  return undefined
}

/** The kinds of a post section's pages, found by their params (index, post, category list, tag list). */
export function sectionKinds(section: PostSection): { index: PageKind; post: PageKind; category: PageKind; tags: PageKind } {
  const find = (names: string) => {
    const kind = PAGE_KINDS.find((k) => rowOf(k).section === section && paramNames(rowOf(k).path).join() === names)
    if (!kind) throw new Error(`The registry has no ${section} page with params "${names}"`)
    return kind
  }
  return { index: find(''), post: find('id'), category: find('category'), tags: find('category,tags') }
}
