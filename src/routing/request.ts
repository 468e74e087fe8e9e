import { resolvePreferredLocale } from '../i18n/negotiate'
import { DEFAULT_LOCALE, getLocale, localeFromPrefix, UNPREFIXED_LOCALES, type LocaleCode } from '../i18n/locales'
import { DOCS_PREFIX_ALIASES } from './docs'
import { MAX_SERVER_FN_PAYLOAD, serverFnIdOf } from '../http/server-fn'

/**
 * What the server does with a request before routing (SPEC 2.4 and the root redirect of SPEC 4).
 * Pure: the nitro middleware in `app/server/http/request-rules.server.ts` only applies the decision.
 */
export type RequestDecision =
  /** Route it as it is; `headers` are added to the response. */
  | { readonly kind: 'serve'; readonly headers?: Readonly<Record<string, string>> }
  /** Route it as if `path` (with the same query) had been asked for. */
  | { readonly kind: 'rewrite'; readonly path: string; readonly headers?: Readonly<Record<string, string>> }
  /** Redirect to a same-origin `location` (always a path starting with a single `/`). */
  | {
      readonly kind: 'redirect'
      readonly status: 301 | 302
      readonly location: string
      readonly headers?: Readonly<Record<string, string>>
    }
  /** Refuse a malformed request. */
  | { readonly kind: 'reject'; readonly status: 400; readonly reason: string }

/** What the rules look at. `path` is the raw, still percent-encoded pathname of the request line. */
export interface RequestFacts {
  readonly method: string
  readonly path: string
  /** The query including its `?`, or ''. */
  readonly search: string
  /** Locale of unprefixed paths on this host (en on the default host). */
  readonly hostLocale: LocaleCode
  readonly cookie?: string | null
  readonly acceptLanguage?: string | null
}

/** Longer paths, and longer queries of a page, are not pages of this site. */
export const MAX_PATH_LENGTH = 2048

/** Bare paths that mean the home page (SPEC 2.4): served as `/`, not redirected. */
const HOME_ALIASES = new Set(['//', '/\\', '/%5c/', '/%5c'])
const isHomeAlias = (path: string) => HOME_ALIASES.has(path.toLowerCase())
/** Segments that redirect to their lower-case form (SPEC 2.4). */
export const CAPITALISED: Readonly<Record<string, string>> = { Pricing: 'pricing', Download: 'download' }

/** Responses that depend on cookie or Accept-Language must not be shared by caches. */
export const PERSONAL_HEADERS = {
  'cache-control': 'private, no-cache',
  vary: 'Cookie, Accept-Language',
} as const

const reject = (reason: string): RequestDecision => ({ kind: 'reject', status: 400, reason })

function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/** Applies SPEC 2.4's normalisation and SPEC 4's root redirect to one request. */
export function decideRequest(facts: RequestFacts): RequestDecision {
  const { path, search } = facts
  if (!path.startsWith('/')) return reject('path must start with /')
  // A server function's query is its input, bounded by its own check (`MAX_SERVER_FN_PAYLOAD`, 414).
  const maxSearch = serverFnIdOf(path) === undefined ? MAX_PATH_LENGTH : MAX_SERVER_FN_PAYLOAD * 3
  if (path.length > MAX_PATH_LENGTH || search.length > maxSearch) return reject('URL too long')
  if (isHomeAlias(path)) return root(facts, true)
  // Protocol-relative forms would become off-site redirects in a browser: refuse them outright.
  if (/^\/(?:\/|\\|%5c)/i.test(path) || path.includes('\\')) return reject('protocol-relative path')

  const rawSegments = path.split('/').slice(1)
  const segments: string[] = []
  for (const raw of rawSegments) {
    if (raw === '') continue // empty segments collapse (SPEC 2.4)
    const decoded = decodeSegment(raw)
    if (decoded === undefined) return reject('malformed percent-encoding')
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return reject('control character in path')
    if (decoded === '.' || decoded === '..') return reject('dot segment in path')
    segments.push(raw)
  }

  const last = segments.length - 1
  if (last >= 0 && /\.html$/i.test(segments[last]!) && segments[last]!.length > 5) {
    segments[last] = segments[last]!.slice(0, -5)
  }
  for (let i = 0; i < segments.length; i++) segments[i] = CAPITALISED[segments[i]!] ?? segments[i]!

  // `/en/...` names the unprefixed default locale: send it to its one URL.
  if (segments[0] === DEFAULT_LOCALE && facts.hostLocale === DEFAULT_LOCALE) segments.shift()
  const docsAlias = segments[0] && segments[1] === 'docs' ? DOCS_PREFIX_ALIASES[segments[0]] : undefined
  if (docsAlias) segments[0] = docsAlias

  const normalized = `/${segments.join('/')}`
  const first = segments.length === 1 ? localeFromPrefix(segments[0]) : undefined
  const bareLanguage = first !== undefined && !UNPREFIXED_LOCALES.includes(first)
  // SPEC 2.4: `/ru?x=1` gets a trailing slash, and `/ru/?x=1` is then served as it is.
  if (bareLanguage && search) {
    const wanted = `${normalized}/`
    return path === wanted ? { kind: 'serve' } : redirect301(wanted + search)
  }
  // A path that normalizes to one of the home's aliases (`/en/%5C`) is the home too: sent on as the
  // root is, not first to the alias and from there to the locale.
  const home = normalized === '/' || isHomeAlias(normalized)
  if (normalized !== path) return home ? root(facts, false, true) : redirect301(normalized + search)
  return normalized === '/' ? root(facts, false) : { kind: 'serve' }
}

function redirect301(location: string): RequestDecision {
  return { kind: 'redirect', status: 301, location }
}

/**
 * The bare root. On the default host it redirects (302, personal) to the preferred locale's home
 * when that locale is served under a prefix on this host; otherwise it shows the host's own locale.
 * A locale served on another host is never a redirect target: every Location stays on this origin.
 */
function root(facts: RequestFacts, rewritten: boolean, redirected = false): RequestDecision {
  const canNegotiate = facts.hostLocale === DEFAULT_LOCALE && ['GET', 'HEAD'].includes(facts.method.toUpperCase())
  if (canNegotiate) {
    const preferred = resolvePreferredLocale(facts)
    const prefix = getLocale(preferred).prefix
    if (prefix) return { kind: 'redirect', status: 302, location: `/${prefix}${facts.search}`, headers: PERSONAL_HEADERS }
  }
  const headers = canNegotiate ? PERSONAL_HEADERS : undefined
  if (redirected) return { kind: 'redirect', status: 301, location: `/${facts.search}` }
  return rewritten ? { kind: 'rewrite', path: '/', headers } : { kind: 'serve', headers }
}
