import * as z from 'zod/mini'
import { LOCALE_PREFIXES, localeFromPrefix, type LocalePrefix } from '../i18n/locales'
import { SEARCH_SECTIONS } from '../search/sections'
import { MAX_SLUG_LENGTH, SLUG } from './checks'
import { isHtmlSegment, paramNames, PAGES, rowOf, type PageKind, type ParamNamesOf } from './registry'

/**
 * The route definitions' zod schemas (ADR 029): what a URL's params and query must be for a route to
 * take it, typed for the route. `zod/mini` because the browser runs them on every navigation: its
 * functions tree-shake, so the site pays for the few it calls, not for zod.
 *
 * A path param fails in one of two ways, and they respond differently (SPEC 2.4):
 * - **not this route's URL** (`match`): an unknown locale prefix, or a `/$html` segment that names
 *   another route (`/ru`, `/blog-x`, `/en-US-sitemap.xml`). The router tries the next route, and an
 *   URL that no route takes is 'Page not found: {path}'.
 * - **this route's URL, failing its named check** (`check`): an id that is not slug-shaped, which
 *   every named check of SPEC 2.2 rejects before any lookup. It is the check's 404, 'Page Not Found:
 *   {path}', without asking the server.
 */

/**
 * The schemas are made once, on first use, rather than when a module imports this one: the browser
 * evaluates the whole route tree before it hydrates, and each zod schema is an object with its own
 * traits and lazy fields to set up, which took about a sixth of the entry module's evaluation on a
 * phone. The params' schemas are made by the first URL matched, the queries'
 * by the first list or search page.
 */
let params: ReturnType<typeof makeParamSchemas> | undefined
let queries: ReturnType<typeof makeQuerySchemas> | undefined

/** The params' shared schemas: the locale prefix, slugs, tag lists, and the `match` and `check` tables. */
export function paramSchemas() {
  return (params ??= makeParamSchemas())
}

/** The queries' schemas: `?page=`, the lists' query and the search page's. */
export function querySchemas() {
  return (queries ??= makeQuerySchemas())
}

/**
 * Zod compiles object parsers with `new Function` when it may; the page's CSP forbids eval (ADR
 * 015), and the probe alone reports a violation in the console. Set before any schema is made.
 */
function configureZod() {
  z.config({ jitless: true })
}

function makeParamSchemas() {
  configureZod()

  /** The optional `{-$locale}` segment: absent (en, or zh on its host) or one of the 12 prefixes. */
  const localeParam = z.optional(z.enum(LOCALE_PREFIXES as readonly [LocalePrefix, ...LocalePrefix[]]))

  /** A content id as every named check first asks of it (`isSlug`): same pattern, same length limit. */
  const slugParam = z.string().check(z.maxLength(MAX_SLUG_LENGTH), z.regex(SLUG))

  /** A tag list (`/blog-{category}/{tags}`): comma-separated ids, as `checkTaxonomy` splits it. */
  const tagListParam = z.string().check(z.refine((tags) => tags.split(',').every((tag) => z.safeParse(slugParam, tag).success)))

  /**
   * A first segment `/$html` may take: not a locale prefix (`/ru` is that locale's home), not a
   * segment or list prefix another kind owns (`isHtmlSegment`), not a per-locale sitemap (its own
   * route takes `/{language}-sitemap.xml`, a valid slug in lower case).
   */
  const htmlSegment = z.string().check(z.refine((html) => !localeFromPrefix(html) && isHtmlSegment(html) && !html.endsWith('-sitemap.xml')))

  /** Params that decide whether a URL is the route's at all; failing one is "no match". */
  const match: Readonly<Record<string, z.ZodMiniType>> = { html: htmlSegment }

  /** The shape each named param must have for its page's check to pass (SPEC 2.2: id, category, tags, html; docs' slug). */
  const check: Readonly<Record<string, z.ZodMiniType<string>>> = { id: slugParam, slug: slugParam, category: slugParam, tags: tagListParam, html: slugParam }

  /**
   * The params of routes that are no page kind (error pages, the icon sprite, feeds): a locale prefix
   * that must be known for the URL to be theirs, and nothing to check.
   */
  const localeOnlyParams = paramsParser<RouteParams>([{ name: 'locale', match: localeParam }])

  return { localeParam, slugParam, tagListParam, match, check, localeOnlyParams }
}

function makeQuerySchemas() {
  configureZod()

  /**
   * `?page=N` of a list (and of search results): a positive integer, as the router hands it over: a
   * number (it reads `?page=2` as JSON) or up to six digits (`?page=02`). Anything else is a garbled
   * request (400).
   */
  const pageNumber = z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number))]),
    z.number().check(z.refine(Number.isInteger), z.gte(1)),
  )

  /**
   * `?q=` as the visitor typed it. The router reads JSON-looking values as JSON (`?q=5`, `?q=true`,
   * `?q=null`, `?q=[1]`): they are searched as the text they were. A transform rather than a union of
   * the JSON types: the union's schemas cost the first visit another 1.2 KB gzip, for the same text.
   */
  const queryText = z.pipe(
    z.unknown(),
    z.transform((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  )

  return {
    pageNumber,
    /** The query of a paginated list: `?page=`, absent on page 1. */
    listSearch: { page: z.optional(pageNumber) },
    /**
     * The search page's query: `q`, a known `section` (an unknown one filters nothing: all results) and
     * the result page. Never rewritten into the URL, so the router never redirects a search.
     */
    searchPageSearch: {
      q: z.optional(queryText),
      section: z.catch(z.optional(z.enum(SEARCH_SECTIONS)), undefined),
      page: z.optional(pageNumber),
    },
  }
}

/**
 * A query's fields, each with its schema. A query is parsed field by field (`parseQuery`) rather than
 * with a zod object: the object parser was about 1 KB gzip of the first visit's JavaScript, and the
 * fields are few and flat.
 */
export type QueryFields = Readonly<Record<string, z.ZodMiniType>>

/** The query `parseQuery` makes of `F`: each field, as its schema outputs it. */
export type QueryOf<F extends QueryFields> = { [K in keyof F]?: z.output<F[K]> }

/**
 * Parses each field of `fields` from the raw query, as a zod object does: other keys are dropped,
 * and a field the query names is in the result even when its schema makes it undefined. That key
 * matters: the router lays the result over the raw query, so `?section=nope` comes out
 * `{ section: undefined }`, which replaces the raw value (and the router drops it from the URL).
 * Undefined when a field is rejected: a garbled request.
 */
export function parseQuery<F extends QueryFields>(fields: F, raw: Readonly<Record<string, unknown>>): QueryOf<F> | undefined {
  const query: Record<string, unknown> = {}
  for (const [name, schema] of Object.entries(fields)) {
    const result = z.safeParse(schema, raw[name])
    if (!result.success) return undefined
    if (result.data !== undefined || name in raw) query[name] = result.data
  }
  // Each of the fields was parsed by its own schema above, and only they are in it.
  return query as QueryOf<F>
}

/** The params a route under `{-$locale}` gets: the locale prefix and, for a page kind, its path's params. */
export type RouteParams<K extends PageKind | undefined = undefined> = { locale?: LocalePrefix } & (K extends PageKind
  ? { [N in ParamNamesOf<(typeof PAGES)[K]['path']>]: string }
  : unknown)

/**
 * A route's params, parsed one by one with their schemas (no object schema per route: each one is a
 * zod object to make, and the router asks every candidate route while it matches a URL).
 */
export interface RouteParamSchemas<P> {
  /** Parses the raw params (all the path's params, as the router hands them to a leaf). */
  readonly parse: (raw: Readonly<Record<string, unknown>>) => ParamsResult<P>
}

/** One param of a route: what decides whether the URL is the route's (`match`), and the shape its named check asks (`check`, kept in the result). */
interface ParamSchema {
  readonly name: string
  readonly match?: z.ZodMiniType
  readonly check?: z.ZodMiniType
}

/**
 * The parser of a route's params: every `match` first (a failure: not this route's URL), then every
 * `check` (a failure: the named check's 404); the result has the checked params that are present.
 */
function paramsParser<P>(params: readonly ParamSchema[]): RouteParamSchemas<P> {
  return {
    parse(raw) {
      for (const { name, match } of params) if (match && !z.safeParse(match, raw[name]).success) return { ok: false, unmatched: true }
      const parsed: Record<string, unknown> = {}
      for (const { name, check } of params) {
        if (!check) continue
        const result = z.safeParse(check, raw[name])
        if (!result.success) return { ok: false, unmatched: false }
        if (result.data !== undefined) parsed[name] = result.data
      }
      // The params are the route's path params, each checked with its own schema above.
      return { ok: true, params: parsed as P }
    },
  }
}

/**
 * A page kind's param schemas, derived from its registry row: the params its path names. Each route
 * asks once, for the first URL it is offered (`app/lib/route-params.ts`).
 */
export function pageParamSchemas<K extends PageKind>(kind: K): RouteParamSchemas<RouteParams<K>> {
  const { localeParam, match, check } = paramSchemas()
  const names = paramNames(rowOf(kind).path)
  for (const name of names) if (!check[name]) throw new Error(`No param schema for "${name}" (${kind}): add it to \`check\` in route-schemas.ts`)
  return paramsParser([{ name: 'locale', match: localeParam, check: localeParam }, ...names.map((name) => ({ name, match: match[name], check: check[name] }))])
}

/** What a route makes of its raw params: typed params, not its URL (`unmatched`), or a failed check. */
export type ParamsResult<P> = { readonly ok: true; readonly params: P } | { readonly ok: false; readonly unmatched: boolean }
