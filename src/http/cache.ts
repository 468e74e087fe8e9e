/**
 * HTTP caching and compression rules (ADR 006): which Cache-Control an
 * response gets, which encoding a client accepts, what may be compressed, and how ETags are made and
 * matched. Pure: the nitro middleware `app/server/http/caching-and-compression.server.ts`
 * applies them.
 */

/** Lifetimes from config (seconds). */
export interface CacheConfig {
  /** How long a shared cache (CDN) may serve a page without asking the server. */
  readonly sMaxAge: number
  /** How long after that a shared cache may still serve it while it revalidates in the background. */
  readonly staleWhileRevalidate: number
  /** How long a shared cache may store a 404. */
  readonly notFoundSMaxAge: number
}

/** What the Cache-Control decision looks at. */
export interface ResponseFacts {
  readonly method: string
  /** The request's pathname. */
  readonly path: string
  readonly status: number
  readonly contentType?: string | null
  /** The response carries a Set-Cookie. */
  readonly setsCookie: boolean
  /** The Cache-Control the response already carries (a route or the request rules chose it). */
  readonly cacheControl?: string | null
}

/** For responses that belong to one visitor or must never be reused. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** Start serves server functions under this path (`/_serverFn/<id>`): per-visitor data unless one says otherwise. */
export const SERVER_FN_PREFIX = '/_serverFn/'

/**
 * The Cache-Control of a response that used an upstream fallback (ADR 053): private, so neither the
 * HTML cache nor a CDN stores it, and short, so the visitor's own browser asks again soon and gets
 * the whole page once the upstream is back.
 */
export const DEGRADED_CACHE_CONTROL = 'private, max-age=10'

/** How long a browser reuses a public data response: as long as the router keeps loader data fresh. */
export const DATA_MAX_AGE_S = 60

/**
 * The Cache-Control of a server function's response that is the same for every visitor of a build
 * and language (a page's data, ADR 022): public like the page itself, and reused by the browser for
 * as long as the router treats loader data as fresh. The build id is in the request, so a new build
 * never gets an old build's response.
 */
export function publicDataCacheControl(config: CacheConfig): string {
  return `public, max-age=${DATA_MAX_AGE_S}, s-maxage=${config.sMaxAge}, stale-while-revalidate=${config.staleWhileRevalidate}`
}

/**
 * The Cache-Control a response should carry, or undefined to leave it without one (e.g. a 301 from a
 * route, which caches may store by their own rules). An existing Cache-Control always wins.
 */
export function cacheControlFor(facts: ResponseFacts, config: CacheConfig): string | undefined {
  if (facts.cacheControl) return facts.cacheControl
  const method = facts.method.toUpperCase()
  // Personal or failed responses: a shared cache must never hand one visitor's response to another,
  // and an outage must not be cached past its end.
  if (facts.path.startsWith(SERVER_FN_PREFIX) || facts.setsCookie || facts.status >= 500) return PRIVATE_NO_STORE
  if (method !== 'GET' && method !== 'HEAD') return PRIVATE_NO_STORE
  // max-age=0: browsers revalidate every time (cheap with the ETag), so a deploy shows at once;
  // the CDN caches the page for s-maxage and may serve it stale while it refetches.
  if (facts.status === 200) {
    return `public, max-age=0, s-maxage=${config.sMaxAge}, stale-while-revalidate=${config.staleWhileRevalidate}`
  }
  // Crawlers and typos hit 404s often: a short shared lifetime absorbs bursts without hiding a
  // page that is published a minute later.
  if (facts.status === 404 || facts.status === 410) return `public, max-age=0, s-maxage=${config.notFoundSMaxAge}`
  // Other client errors (400, 405, 413…) describe one bad request, not the URL.
  if (facts.status >= 400) return 'no-store'
  return undefined
}

/** A content coding this server produces. */
export type ContentEncoding = 'br' | 'gzip'

/** Headers longer than this are not real preferences; they are ignored (identity is sent). */
const MAX_ACCEPT_ENCODING = 1024
const QVALUE = /^\s*q\s*=\s*(0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)\s*$/i
const CODING = /^[a-z0-9!#$%&'*+.^_`|~-]+$/i

/** The q-value of br and gzip in an Accept-Encoding header (`*` standing for any coding not named), or undefined for identity only. */
function encodingQualities(header: string | null | undefined): { readonly br: number; readonly gzip: number } | undefined {
  if (!header || header.length > MAX_ACCEPT_ENCODING) return undefined
  const named = new Map<string, number>()
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';')
    const name = rawName!.trim().toLowerCase()
    if (!CODING.test(name)) continue
    let q = 1
    let valid = true
    for (const p of params) {
      const m = QVALUE.exec(p)
      if (m) q = Number(m[1])
      // Parameters other than q are not defined for codings; a garbled q makes the entry unusable.
      else if (/^\s*q\s*=/i.test(p)) valid = false
    }
    // x-gzip is gzip's old name (RFC 9110 8.4.1.3); the first mention of a coding counts.
    const key = name === 'x-gzip' ? 'gzip' : name
    if (valid && !named.has(key)) named.set(key, q)
  }
  const any = named.get('*') ?? 0
  return { br: named.get('br') ?? any, gzip: named.get('gzip') ?? any }
}

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 12.5.3): br or gzip with the higher
 * q-value (br on a tie), `*` standing for any coding not named, `q=0` refusing one. No header, an
 * empty one or only unparsable entries mean identity.
 */
export function negotiateEncoding(header: string | null | undefined): ContentEncoding | undefined {
  const q = encodingQualities(header)
  if (!q || (q.br <= 0 && q.gzip <= 0)) return undefined
  return q.br >= q.gzip ? 'br' : 'gzip'
}

/** Bodies smaller than this gain less from compression than the headers and CPU cost. */
export const MIN_COMPRESS_BYTES = 1024

const COMPRESSIBLE = new Set([
  'text/html',
  'text/plain',
  'text/css',
  'text/javascript',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'application/manifest+json',
  'image/svg+xml',
])

/** The media type of a Content-Type value, lower case, without parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

/**
 * Whether a body of this type is text worth compressing: HTML, XML (sitemaps, RSS), JSON, plain
 * text, JS and CSS. Streams (text/event-stream, Start's framed server-function responses) and
 * already-compressed formats (images, fonts, archives) are not.
 */
export function isCompressible(contentType: string | null | undefined): boolean {
  const type = mediaTypeOf(contentType)
  return COMPRESSIBLE.has(type) || /^application\/[a-z0-9.+-]+\+(?:json|xml)$/.test(type)
}

/** Whether a body is compressed at all (before looking at what the client accepts). */
export function shouldCompress(contentType: string | null | undefined, byteLength: number, contentEncoding?: string | null): boolean {
  return !contentEncoding && byteLength >= MIN_COMPRESS_BYTES && isCompressible(contentType)
}

/**
 * A weak ETag (`W/"<digest>"`). Weak because one page is sent as br, gzip or identity: the bytes
 * differ per encoding while the content is the same, and a strong ETag would have to change with
 * each encoding (RFC 9110 8.8.3). `digest` is a hash of `etagInput(…)`.
 */
export function weakEtag(digest: string): string {
  return `W/"${digest.replace(/[^A-Za-z0-9+/=_-]/g, '')}"`
}

// TanStack Router dehydrates each route match into the page with the time it loaded (`u:<ms>`).
// The number changes on every render of the same content, so it would give every response a new
// ETag and no 304 would ever be sent; two pages that differ only there are the same page.
const ROUTER_LOAD_TIME = /(\bi:"(?:[^"\\]|\\.)*",u:)\d+/g
/** Text every router load time contains: no page text before its first occurrence needs rewriting. */
export const ROUTER_LOAD_TIME_MARK = '",u:'
const utf8 = new TextDecoder()

/**
 * What a response's ETag is computed from: an HTML page's text without the part that changes on
 * every render (the router's per-match load times); any other body as it is. The policy's hash of
 * the script holding them changes too, but a 304 carries no policy: a cache stores the page and the
 * policy that came together (ADR 030).
 */
export function etagInput(contentType: string | null | undefined, body: Uint8Array): Uint8Array | string {
  if (mediaTypeOf(contentType) !== 'text/html') return body
  return utf8.decode(body).replace(ROUTER_LOAD_TIME, '$1')
}

/** The opaque part of each entity tag in an If-None-Match list, or `*`; garbage entries are skipped. */
export function parseIfNoneMatch(header: string | null | undefined): '*' | string[] {
  if (!header) return []
  if (header.trim() === '*') return '*'
  const tags: string[] = []
  // Entity tags may contain commas, so the list is scanned tag by tag rather than split.
  const entity = /\s*(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"\s*(?:,|$)/gy
  let pos = 0
  while (pos < header.length) {
    entity.lastIndex = pos
    const m = entity.exec(header)
    if (m) {
      tags.push(m[1]!)
      pos = entity.lastIndex
    } else {
      // Skip one malformed entry up to the next comma and carry on.
      const comma = header.indexOf(',', pos)
      if (comma < 0) break
      pos = comma + 1
    }
  }
  return tags
}

/**
 * Whether If-None-Match matches the current ETag by the weak comparison RFC 9110 13.1.2 asks for
 * (the `W/` prefix is ignored on both sides); `*` matches any current representation.
 */
export function ifNoneMatchMatches(header: string | null | undefined, etag: string | null | undefined): boolean {
  if (!etag) return false
  const tags = parseIfNoneMatch(header)
  if (tags === '*') return true
  const own = parseIfNoneMatch(etag)
  if (own === '*' || own.length !== 1) return false
  return tags.includes(own[0]!)
}

/** Two Vary values as one: every token of `extra` added to `existing` (see `appendVary`). */
export function mergeVary(existing: string | null | undefined, extra: string): string {
  return extra
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .reduce<string>((vary, token) => appendVary(vary, token), existing ?? '')
}

/**
 * The value a personal header (the root page's, SPEC 4) takes over a response's own `existing` one:
 * Vary adds its tokens, anything else replaces. One rule for the request rules' responses and the
 * HTML cache's hits.
 */
export function personalValue(name: string, value: string, existing: string | null | undefined): string {
  return name === 'vary' ? mergeVary(existing, value) : value
}

/** A Vary value with `token` added unless it is already there (case-insensitive) or Vary is `*`. */
export function appendVary(existing: string | null | undefined, token: string): string {
  const tokens = (existing ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
  if (tokens.includes('*') || tokens.some((t) => t.toLowerCase() === token.toLowerCase())) return tokens.join(', ')
  return [...tokens, token].join(', ')
}

/** Whether a Cache-Control value forbids storing the response (then an ETag is pointless). */
export function isNoStore(cacheControl: string | null | undefined): boolean {
  return /(?:^|,)\s*no-store\s*(?:,|$)/i.test(cacheControl ?? '')
}
