import { constants as zlib, crc32, deflateRawSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { cspNonceOf, ifNoneMatchMatches } from '#src/http/cache'
import { isCacheableAnswer, splitOnNonce } from '#src/http/html-cache'

/**
 * The in-process HTML cache (ADR 015). A kept page is its text split around the CSP nonce, each
 * part also deflated as a byte-aligned piece of one stream (deflateParts). A hit joins
 * the parts with a fresh nonce into a gzip stream — a stored block for the nonce, a CRC over the
 * text — so it neither renders nor compresses, and no two answers share a nonce. Brotli streams
 * cannot be joined that way: a hit is gzip (or identity), the first answer of a page may be br.
 */

/** Response headers a kept page does not keep: per answer, or made again on each hit. */
const PER_ANSWER = new Set(['date', 'content-length', 'content-encoding', 'connection', 'keep-alive', 'transfer-encoding', 'x-cache'])
/** The 304's headers (RFC 9110 15.4.5): no policy, the cached page keeps the one of its nonce. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'etag', 'expires', 'vary']
const CSP_HEADERS = ['content-security-policy', 'content-security-policy-report-only']

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
/** An empty final deflate block (BFINAL=1, fixed Huffman, end of block). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])

/**
 * Parts laid end to end in one allocation: small Buffers would each pin a slab of Node's shared
 * pool (8 KB for a part of a few bytes), and a page has some 60 parts.
 */
interface Packed {
  readonly data: Buffer
  readonly ends: readonly number[]
}

function pack(parts: readonly Buffer[]): Packed {
  const data = Buffer.allocUnsafeSlow(parts.reduce((sum, p) => sum + p.length, 0))
  const ends: number[] = []
  let at = 0
  for (const part of parts) {
    part.copy(data, at)
    at += part.length
    ends.push(at)
  }
  return { data, ends }
}

function partsOf({ data, ends }: Packed): Buffer[] {
  return ends.map((end, i) => data.subarray(i ? ends[i - 1] : 0, end))
}

interface Entry {
  readonly status: number
  readonly headers: readonly (readonly [string, string])[]
  /** The page's nonce when it was rendered: replaced in the policy on each hit ('' without one). */
  readonly nonce: string
  readonly text: Packed
  readonly deflated: Packed
  readonly etag: string | null
  readonly expires: number
  readonly bytes: number
}

export interface HtmlCacheOptions {
  /** The most bytes the kept pages may take (text and deflated parts). */
  readonly maxBytes: number
  /** How long a page is served from the cache. */
  readonly ttlMs: number
  readonly newNonce: () => string
  /** The clock and the expiry spread's randomness (tests pass their own). */
  readonly now?: () => number
  readonly random?: () => number
}

/** What a request brings to a hit. */
export interface HitRequest {
  readonly method: string
  readonly acceptsGzip: boolean
  readonly ifNoneMatch: string | null
}

/** How much earlier than the TTL a page may expire, as a share of it (spreads re-renders out). */
const EXPIRY_SPREAD = 0.5

/** The deflate window: how far back a part's matches may reach. */
const WINDOW = 32_768

/**
 * Deflates each part as the continuation of one stream: with the text before it as the preset
 * dictionary, so the parts compress almost as well as the whole page. The nonces between them
 * differ on every hit, so the dictionary holds NUL bytes in their place: HTML has no NUL runs, so
 * no match ever refers to a nonce, and the decoder's window (which holds the real nonce) agrees
 * with the encoder's everywhere a match points. Each part ends byte-aligned (a sync flush).
 */
function deflateParts(text: readonly Buffer[], nonceLength: number): Buffer[] {
  const gap = Buffer.alloc(nonceLength)
  let history = Buffer.alloc(0)
  return text.map((part, i) => {
    if (i) history = Buffer.concat([history, gap]).subarray(-WINDOW)
    const deflated = deflateRawSync(part, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH, ...(history.length ? { dictionary: history } : {}) })
    history = Buffer.concat([history, part]).subarray(-WINDOW)
    return deflated
  })
}

/** A deflate stored block holding `bytes` (≤ 65535), byte-aligned like the parts around it. */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5)
  head[0] = 0x00
  head.writeUInt16LE(bytes.length, 1)
  head.writeUInt16LE(~bytes.length & 0xffff, 3)
  return Buffer.concat([head, bytes])
}

export class HtmlCache {
  readonly stats = { hits: 0, misses: 0, stored: 0 }
  private readonly pages: LRUCache<string, Entry>
  private readonly now: () => number
  private readonly random: () => number
  private readonly fills = new Map<string, Promise<void>>()

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? Date.now
    this.random = options.random ?? Math.random
    this.pages = new LRUCache<string, Entry>({ maxSize: Math.max(options.maxBytes, 1), sizeCalculation: (e) => Math.max(e.bytes, 1) })
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0 && this.options.ttlMs > 0
  }

  /**
   * The kept answer for `key`, answered for this request, or undefined: absent, or expired (an
   * expired page is still answered with `stale`, while another request renders it again).
   */
  answer(key: string, request: HitRequest, { stale = false } = {}): Response | undefined {
    const entry = this.pages.get(key)
    if (!entry || (entry.expires <= this.now() && !stale)) return undefined
    this.stats.hits++
    if (entry.etag && ifNoneMatchMatches(request.ifNoneMatch, entry.etag)) {
      const kept = new Headers()
      for (const [name, value] of entry.headers) if (NOT_MODIFIED_HEADERS.includes(name)) kept.set(name, value)
      kept.set('x-cache', 'HIT')
      return new Response(null, { status: 304, statusText: 'Not Modified', headers: kept })
    }
    const nonce = entry.nonce ? this.options.newNonce() : ''
    // The parts were compressed for a nonce of this length (deflateParts): always 24 characters.
    if (nonce.length !== entry.nonce.length) throw new Error('HTML cache: nonces must all have one length')
    const headers = new Headers()
    for (const [name, value] of entry.headers) headers.append(name, entry.nonce && CSP_HEADERS.includes(name) ? value.replaceAll(entry.nonce, nonce) : value)
    headers.set('x-cache', 'HIT')
    const body = request.acceptsGzip ? this.gzip(entry, nonce) : this.identity(entry, nonce)
    if (request.acceptsGzip) headers.set('content-encoding', 'gzip')
    headers.set('content-length', String(body.byteLength))
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: entry.status, headers })
  }

  /**
   * Keeps `answer` (an identity body: the fill asks the compression middleware for none) when it
   * is a cacheable page with a nonce policy. Returns the answer to send this visitor: the same page,
   * consumed here, or the original when it is not kept.
   */
  async keep(key: string, answer: Response, request: HitRequest): Promise<Response> {
    this.stats.misses++
    const headers = answer.headers
    const facts = {
      status: answer.status,
      contentType: headers.get('content-type'),
      cacheControl: headers.get('cache-control'),
      vary: headers.get('vary'),
      setsCookie: headers.has('set-cookie'),
    }
    const nonce = cspNonceOf(headers.get('content-security-policy') ?? headers.get('content-security-policy-report-only'))
    if (!isCacheableAnswer(facts) || headers.has('content-encoding') || answer.body === null) return marked(answer, 'MISS')
    const html = await answer.text()
    // A page without a policy (none is made without a nonce) is one part.
    const parts = (nonce ? splitOnNonce(html, nonce) : [html]).map((part) => Buffer.from(part))
    const text = pack(parts)
    const deflated = pack(deflateParts(parts, nonce ? Buffer.byteLength(nonce) : 0))
    const entry: Entry = {
      status: answer.status,
      headers: [...headers].filter(([name]) => !PER_ANSWER.has(name)),
      nonce: nonce ?? '',
      text,
      deflated,
      etag: headers.get('etag'),
      // Between half and all of the time to live: pages kept together (a deploy, a crawl) are not
      // all rendered again in the same second, and none is older than the TTL.
      expires: this.now() + this.options.ttlMs * (1 - EXPIRY_SPREAD * this.random()),
      bytes: text.data.length + deflated.data.length,
    }
    this.pages.set(key, entry)
    this.stats.stored++
    // This visitor gets the page from the entry too (compressed, with its own nonce).
    const response = this.answer(key, request)!
    this.stats.hits--
    response.headers.set('x-cache', 'MISS')
    return response
  }

  /** A fill of `key` in progress: wait for it rather than render the same page again. */
  filling(key: string): Promise<void> | undefined {
    return this.fills.get(key)
  }

  /** Marks a fill of `key` as started; call the returned function when it has ended (kept or not). */
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

  private identity(entry: Entry, nonce: string): Buffer {
    const n = Buffer.from(nonce)
    const parts: Buffer[] = []
    partsOf(entry.text).forEach((part, i) => parts.push(...(i ? [n, part] : [part])))
    return Buffer.concat(parts)
  }

  private gzip(entry: Entry, nonce: string): Buffer {
    const n = Buffer.from(nonce)
    const block = storedBlock(n)
    const parts: Buffer[] = [GZIP_HEADER]
    let crc = 0
    let size = 0
    const deflated = partsOf(entry.deflated)
    partsOf(entry.text).forEach((part, i) => {
      if (i) {
        parts.push(block)
        crc = crc32(n, crc)
        size += n.length
      }
      parts.push(deflated[i]!)
      crc = crc32(part, crc)
      size += part.length
    })
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    trailer.writeUInt32LE(size >>> 0, 4)
    parts.push(FINAL_BLOCK, trailer)
    return Buffer.concat(parts)
  }
}

function marked(answer: Response, state: 'HIT' | 'MISS'): Response {
  try {
    answer.headers.set('x-cache', state)
    return answer
  } catch {
    // Immutable headers (an answer passed through from a fetch): copy them.
    const headers = new Headers(answer.headers)
    headers.set('x-cache', state)
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
  }
}
