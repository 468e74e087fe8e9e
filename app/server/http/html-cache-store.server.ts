import { LRUCache } from 'lru-cache'
import { FastResponse } from 'srvx'
import { ifNoneMatchMatches, personalValue, shouldCompress, type ContentEncoding } from '#src/http/cache'
import { isCacheableResponse } from '#src/http/html-cache'
import { editHeaders } from './edit-headers.server'
import { bodyBytes, ownedBytes } from './bytes.server'
import { compressBody } from './compress.server'

/**
 * The in-process HTML cache's store (ADR 015, ADR 030); the process's cache, its lookup and its
 * middleware step are html-cache.server.ts. A cached page is its final response: the headers to
 * send and the body in brotli, gzip and identity, compressed once, when the page is stored. A hit
 * picks the encoding the client prefers and writes those bytes: no render, no compression, no copy.
 * Nothing in a page is per response (its policy allows its scripts by hash), so every visitor of a
 * cached page gets the same bytes and the same headers.
 */

/** Response headers a cached page does not store: per response, or made for each encoding. */
const PER_RESPONSE = new Set(['date', 'content-length', 'content-encoding', 'connection', 'keep-alive', 'transfer-encoding', 'x-cache'])
/** The 304's headers (RFC 9110 15.4.5): no policy, a cache keeps the one it stored with the page. */
const NOT_MODIFIED_HEADERS = new Set(['cache-control', 'content-location', 'etag', 'expires', 'vary'])

/**
 * A cached page in one encoding: the headers to write (name, value, name, value, …; never changed
 * once made), and the bytes.
 */
interface Encoded {
  readonly headers: string[]
  readonly body: Buffer
}

interface Entry {
  readonly status: number
  readonly br: Encoded
  readonly gzip: Encoded
  readonly identity: Encoded
  /** The headers of a 304 for it. */
  readonly notModified: string[]
  readonly etag: string | null
  readonly expires: number
  readonly bytes: number
}

/** A cached page served for one request: what the server writes, in any server's terms. */
export interface CachedResponse {
  readonly status: number
  /** Name, value, name, value, …: the cached page's own array, never to be changed. */
  readonly headers: string[]
  /** Null for HEAD and 304. */
  readonly body: Buffer | null
}

export interface HtmlCacheOptions {
  /** The most bytes the cached pages may take (all three bodies). */
  readonly maxBytes: number
  /** How long a page is served from the cache. */
  readonly ttlMs: number
  /**
   * Adds the headers every response gets from outside the cache (the security headers), so a cached
   * response is final and a hit writes it as it is.
   */
  readonly addHeaders?: (headers: Headers, status: number) => void
  /** The clock and the expiry spread's randomness (tests pass their own). */
  readonly now?: () => number
  readonly random?: () => number
}

/** What a request brings to a hit. */
export interface HitRequest {
  readonly method: string
  /** The coding the client prefers (`negotiateEncoding`); none is identity. */
  readonly encoding: ContentEncoding | undefined
  readonly ifNoneMatch: string | null
  /**
   * Headers that replace the cached ones for this visitor only: the root page's `private, no-cache`
   * and its Vary (SPEC 4's language redirect decides per visitor whether `/` is the page or a
   * redirect; the page itself is the same for everyone it is shown to).
   */
  readonly personal?: Readonly<Record<string, string>>
}

/** How much earlier than the TTL a page may expire, as a share of it (spreads re-renders out). */
const EXPIRY_SPREAD = 0.5

export class HtmlCache {
  /** `compressed` counts bodies compressed: two per cached page, none per hit. */
  readonly stats = { hits: 0, misses: 0, stored: 0, compressed: 0 }
  private readonly pages: LRUCache<string, Entry>
  private readonly now: () => number
  private readonly random: () => number
  private readonly fills = new Map<string, Promise<void>>()

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? (() => Date.now())
    this.random = options.random ?? Math.random
    this.pages = new LRUCache<string, Entry>({ maxSize: Math.max(options.maxBytes, 1), sizeCalculation: (e) => Math.max(e.bytes, 1) })
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0 && this.options.ttlMs > 0
  }

  /**
   * The cached response for `key`, made for this request, or undefined: absent, or expired (an
   * expired page is still served with `stale`, while another request renders it again). Plain
   * data, as the nitro middleware turns it into a Response (`respond`).
   */
  hit(key: string, request: HitRequest, { stale = false }: { stale?: boolean } = {}): CachedResponse | undefined {
    const entry = this.pages.get(key)
    if (!entry || (entry.expires <= this.now() && !stale)) return undefined
    this.stats.hits++
    return responseFor(entry, request)
  }

  /** `hit` as a web Response, for the nitro middleware. */
  respond(key: string, request: HitRequest, options?: { stale?: boolean }): Response | undefined {
    const hit = this.hit(key, request, options)
    return hit && asResponse(hit)
  }

  /**
   * Stores `rendered` (an identity body: the fill asks the compression middleware for none) when it
   * is a cacheable page, compressing it once for brotli and gzip. Returns the response to send this
   * visitor: the same page, consumed here, or the original when it is not cached.
   */
  async store(key: string, rendered: Response, request: HitRequest): Promise<Response> {
    this.stats.misses++
    const headers = new Headers()
    for (const [name, value] of rendered.headers) if (!PER_RESPONSE.has(name)) headers.append(name, value)
    const facts = {
      status: rendered.status,
      contentType: headers.get('content-type'),
      cacheControl: headers.get('cache-control'),
      vary: headers.get('vary'),
      setsCookie: headers.has('set-cookie'),
    }
    if (!isCacheableResponse(facts) || rendered.headers.has('content-encoding') || rendered.body === null) return marked(rendered, 'MISS')
    const identity = ownedBytes(new Uint8Array(await rendered.arrayBuffer()))
    const [br, gzip] = shouldCompress(facts.contentType, identity.byteLength)
      ? await Promise.all([this.compressed(identity, 'br'), this.compressed(identity, 'gzip')])
      : [undefined, undefined]
    const notModified = new Headers()
    for (const [name, value] of headers) if (NOT_MODIFIED_HEADERS.has(name)) notModified.append(name, value)
    this.options.addHeaders?.(headers, rendered.status)
    this.options.addHeaders?.(notModified, 304)
    const bodies = [identity, br, gzip].filter((b): b is Buffer => b !== undefined)
    const entry: Entry = {
      status: rendered.status,
      br: encoded(headers, br ?? identity, br && 'br'),
      gzip: encoded(headers, gzip ?? identity, gzip && 'gzip'),
      identity: encoded(headers, identity, undefined),
      notModified: [...flat(notModified), 'x-cache', 'HIT'],
      etag: headers.get('etag'),
      // Between half and all of the time to live: pages cached together (a deploy, a crawl) are not
      // all rendered again in the same second, and none is older than the TTL.
      expires: this.now() + this.options.ttlMs * (1 - EXPIRY_SPREAD * this.random()),
      bytes: bodies.reduce((sum, b) => sum + b.byteLength, 0),
    }
    // This visitor gets the page from the entry too, in the encoding it prefers.
    const response = asResponse(responseFor(entry, request))
    response.headers.set('x-cache', 'MISS')
    this.pages.set(key, entry)
    this.stats.stored++
    return response
  }

  /** `body` compressed for `encoding` when that makes it smaller, in memory of its own. */
  private async compressed(body: Buffer, encoding: ContentEncoding): Promise<Buffer | undefined> {
    this.stats.compressed++
    const packed = await compressBody(body, encoding)
    return packed.byteLength < body.byteLength ? ownedBytes(packed) : undefined
  }

  /** A fill of `key` in progress: wait for it rather than render the same page again. */
  filling(key: string): Promise<void> | undefined {
    return this.fills.get(key)
  }

  /** Marks a fill of `key` as started; call the returned function when it has ended (stored or not). */
  beginFill(key: string): () => void {
    let end!: () => void
    this.fills.set(key, new Promise<void>((resolve) => (end = resolve)))
    return () => {
      this.fills.delete(key)
      end()
    }
  }

  /** Forgets every page (a test, or an operator after a content fix). */
  clear(): void {
    this.pages.clear()
  }

  get size(): { readonly pages: number; readonly bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize }
  }
}

/** A cached page served for one request: a 304, or the page in the encoding the client prefers. */
function responseFor(entry: Entry, request: HitRequest): CachedResponse {
  if (entry.etag && ifNoneMatchMatches(request.ifNoneMatch, entry.etag))
    return { status: 304, headers: personalized(entry.notModified, request.personal), body: null }
  const { headers, body } = entry[request.encoding ?? 'identity']
  // HEAD: the same headers, the length included, and no body.
  return { status: entry.status, headers: personalized(headers, request.personal), body: request.method === 'HEAD' ? null : body }
}

/**
 * Personal header arrays already made, by cached array and by personal headers. The root's personal
 * headers are one constant object (src/routing/request.ts), so each cached array of `/` gets one copy,
 * made on its first hit, instead of a copy and a Vary merge on every hit; the copies go with the
 * cached page (weak keys).
 */
const personalizedArrays = new WeakMap<string[], WeakMap<object, string[]>>()

/** A cached header array with `personal`'s Cache-Control and Vary (a copy: the cached one never changes; callers never change either). */
function personalized(headers: string[], personal: HitRequest['personal']): string[] {
  if (!personal) return headers
  let byPersonal = personalizedArrays.get(headers)
  if (!byPersonal) personalizedArrays.set(headers, (byPersonal = new WeakMap()))
  let out = byPersonal.get(personal)
  if (!out) byPersonal.set(personal, (out = withPersonal(headers, personal)))
  return out
}

function withPersonal(headers: string[], personal: Readonly<Record<string, string>>): string[] {
  const out: string[] = []
  const replaced = new Map<string, string>()
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i]!
    if (name in personal) replaced.set(name, headers[i + 1]!)
    else out.push(name, headers[i + 1]!)
  }
  for (const [name, value] of Object.entries(personal)) out.push(name, personalValue(name, value, replaced.get(name)))
  return out
}

/** The page's headers for `body` sent in `encoding` (none: identity), as a hit writes them. */
function encoded(headers: Headers, body: Buffer, encoding: ContentEncoding | undefined): Encoded {
  return { headers: [...flat(headers), ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(body.byteLength), 'x-cache', 'HIT'], body }
}

function flat(headers: Headers): string[] {
  return [...headers].flat()
}

/**
 * A cached response as srvx's `FastResponse`: a web Response that srvx's Node adapter writes with
 * one `write` of the cached bytes, where a plain Response's body would be pumped through a web
 * stream over several turns of the event loop (about four fifths of a hit's time). Elsewhere
 * (Vercel) it is a plain Response.
 */
function asResponse(hit: CachedResponse): Response {
  // Name-value pairs: srvx writes them as they are, with no Headers object made for a hit.
  const headers: [string, string][] = []
  for (let i = 0; i < hit.headers.length; i += 2) headers.push([hit.headers[i]!, hit.headers[i + 1]!])
  return new FastResponse(hit.body ? bodyBytes(hit.body) : null, { status: hit.status, statusText: hit.status === 304 ? 'Not Modified' : '', headers })
}

function marked(response: Response, state: 'HIT' | 'MISS'): Response {
  return editHeaders(response, (headers) => headers.set('x-cache', state))
}
