import { canonicalQuery } from '../seo/urls'
import { hasBody } from './server-fn'

/**
 * The in-process HTML cache's rules (ADR 015): which requests it may serve, which responses it may
 * store, for how long, and under which key. Pure; `app/server/http/html-cache-store.server.ts` stores
 * the pages and serves them, `app/server/http/html-cache.server.ts` is the middleware step.
 */

/** What the key and the request-side decision look at. */
export interface CacheRequest {
  readonly method: string
  readonly host: string
  readonly pathname: string
  /** The raw query string, with or without `?`. */
  readonly search: string
  /** The request sends credentials a page might be personalised by. */
  readonly authorization: boolean
}

/** Paths that are never pages (server functions, files, the optimiser, the collector). */
const NOT_PAGES = /^\/(?:_serverFn|api|collector|_ipx|assets|builds|images)(?:\/|$)/
/** Server-function requests: cached when their response says it is public (a page's data, ADR 022). */
const SERVER_FN_PATH = /^\/_serverFn\/[^/]+$/

/**
 * The key of a page request, or undefined when the cache must not serve it: not GET/HEAD, not a
 * page path, with credentials, or with any query parameter the page is not built from (search
 * terms, campaign tags: those render, and are never stored). The key holds the build id, the host
 * (each language host is its own site), and the path with the canonical query, which together name
 * the locale.
 */
export function htmlCacheKey(request: CacheRequest, buildId: string, canonicalParams: readonly string[]): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (request.authorization) return undefined
  // A GET server function's input is its query (`?payload=…`): all of it names the response.
  // Whether the response may be cached is the response's to say (`isCacheableResponse`: public only).
  // Only GET: Start serves no HEAD for a server function (405), and a cached copy must not
  // serve what the function itself refuses.
  if (SERVER_FN_PATH.test(request.pathname))
    return request.method === 'GET'
      ? `${buildId}\n${request.host.toLowerCase()}\n${request.pathname}${request.search ? `?${request.search.replace(/^\?/, '')}` : ''}`
      : undefined
  if (NOT_PAGES.test(request.pathname)) return undefined
  const raw = request.search.replace(/^\?/, '')
  const canonical = canonicalQuery(raw, canonicalParams)
  // Only a query that is already canonical: `?page=2&utm_source=x` renders like any other request.
  if (raw && `?${raw}` !== canonical) return undefined
  return `${buildId}\n${request.host.toLowerCase()}\n${request.pathname}${canonical}`
}

/** The headers that decide whether a cached copy may serve a server-function request. */
export interface ServerFnRequestHeaders {
  readonly contentType: string | null
  readonly contentLength: string | null
  readonly transferEncoding: string | null
  /** `Sec-Fetch-Site`: a browser's word on who asks. */
  readonly fetchSite: string | null
}

/**
 * Whether a cached copy may serve this server-function request: only a request made as the browser
 * makes it (no body, no form, not from another site). Anything else goes on to the function's own
 * checks (the guard's 4xx, Start's CSRF refusal), which a cached copy must never stand in for.
 */
export function isPlainServerFnRequest(headers: ServerFnRequestHeaders): boolean {
  return headers.contentType === null && !hasBody(headers) && headers.fetchSite !== 'cross-site'
}

/**
 * Whether concurrent requests with this key share one fill: the first renders, the rest wait for
 * its response (ADR 015). A page is the same for every visitor, so they do. A server-function
 * response is cached only when it says it is public (a page's data), and most server-function
 * requests are a visitor's own (their address, their sign-in): a request waiting for another
 * visitor's would wait for a response it cannot use, and behind an upstream that hangs, for the
 * whole timeout of every request ahead of it. Server-function requests are served from the cache
 * when it has them, but never wait for one another.
 */
export function sharesFill(pathname: string): boolean {
  return !SERVER_FN_PATH.test(pathname)
}

/** What the response-side decision looks at. */
export interface CacheResponse {
  readonly status: number
  readonly contentType: string | null
  readonly cacheControl: string | null
  readonly vary: string | null
  readonly setsCookie: boolean
}

/**
 * May this response be cached and sent to other visitors? Only a successful HTML page, or a server
 * function's JSON response, that any shared cache could store: public, with no cookie, varying by
 * nothing but the encoding (the root page, which varies by Cookie and Accept-Language, is private
 * anyway; server functions are private unless they say otherwise).
 */
export function isCacheableResponse(response: CacheResponse): boolean {
  if (response.status !== 200 || response.setsCookie) return false
  if (!/^(?:text\/html|application\/json)\b/i.test(response.contentType ?? '')) return false
  const cc = (response.cacheControl ?? '').toLowerCase()
  if (!/\bpublic\b/.test(cc) || /\b(?:private|no-store|no-cache)\b/.test(cc)) return false
  const vary = (response.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
  return vary.every((v) => v === 'accept-encoding')
}

/**
 * How long a cached page is served: no longer than a shared cache may store it (CACHE_S_MAXAGE) nor,
 * with a CMS, than the content it was built from stays fresh (CONTENT_TTL_MS), so a CMS change
 * shows within the same time as without this cache. Embedded content (no CMS) changes only with a
 * build, and the build id is in every key.
 */
export function htmlCacheTtlMs({ sMaxAgeS, contentTtlMs }: { readonly sMaxAgeS: number; readonly contentTtlMs?: number }): number {
  return Math.max(0, Math.min(sMaxAgeS * 1000, contentTtlMs ?? Infinity))
}
