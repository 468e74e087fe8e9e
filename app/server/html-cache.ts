import { constants as zlib, crc32, deflateRawSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { cspNonceOf, ifNoneMatchMatches } from '#src/http/cache'
import { multiplyModP, slotsFactor } from '#src/http/crc32-shift'
import { isCacheableAnswer, splitOnNonce } from '#src/http/html-cache'
import { editHeaders } from './edit-headers'
import { bodyBytes, transferable } from './bytes.server'

/**
 * The in-process HTML cache (ADR 015). A kept page is its text split around the CSP nonce, each
 * part also deflated as a byte-aligned piece of one stream (deflateParts), laid out as one gzip
 * stream with a stored block of NUL bytes where each nonce goes. A hit copies that stream, writes a
 * fresh nonce into the blocks and the CRC the nonce gives (crc32-shift.ts), so it neither renders,
 * compresses nor reads the text, and no two answers share a nonce. Brotli streams
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
 * A kept body: the bytes to send with NUL bytes where the nonce goes, and where that is. A hit copies
 * the template and writes its nonce into the slots, so it costs one copy of the compressed page.
 */
interface Template {
  readonly bytes: Buffer
  readonly slots: readonly number[]
}

/** The gzip template also knows its CRC with NULs in the slots, and how a nonce changes it (crc32-shift.ts). */
interface GzipTemplate extends Template {
  readonly crcWithNuls: number
  readonly slotsFactor: number
}

interface Entry {
  readonly status: number
  /** The headers to send; the policy's value is kept split around the nonce (one string without one). */
  readonly headers: readonly (readonly [string, string | readonly string[]])[]
  /** The length of the page's nonce (0 without a policy): the slots are this wide. */
  readonly nonceLength: number
  readonly text: Template
  readonly gzip: GzipTemplate
  readonly etag: string | null
  readonly expires: number
  readonly bytes: number
}

/** A kept page, as `keep` makes it: plain data, so it can move to another thread. */
export type KeptPage = Entry

/** A kept page answered for one request: what the server writes, in any server's terms. */
export interface CachedAnswer {
  readonly status: number
  readonly headers: readonly (readonly [string, string])[]
  /** Null for HEAD and 304. */
  readonly body: Buffer | null
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

/** The header of a deflate stored block of `length` (≤ 65535) bytes, byte-aligned like the parts around it. */
function storedBlockHead(length: number): Buffer {
  const head = Buffer.alloc(5)
  head[0] = 0x00
  head.writeUInt16LE(length, 1)
  head.writeUInt16LE(~length & 0xffff, 3)
  return head
}

/**
 * Lays out `lead`, then `pieces` with `between` and `gap` NUL bytes before each but the first, then
 * `tail`, in one allocation outside Node's shared pool (a kept page must not pin 8 KB slabs of it).
 * Returns the bytes and where each gap starts.
 */
function layOut(pieces: readonly Buffer[], gap: number, { lead = EMPTY, between = EMPTY, tail = EMPTY }: { lead?: Buffer; between?: Buffer; tail?: Buffer } = {}): Template {
  const size = lead.length + tail.length + pieces.reduce((sum, p, i) => sum + p.length + (i ? between.length + gap : 0), 0)
  const bytes = Buffer.allocUnsafeSlow(size)
  const slots: number[] = []
  let at = lead.copy(bytes, 0)
  pieces.forEach((piece, i) => {
    if (i) {
      at += between.copy(bytes, at)
      slots.push(at)
      bytes.fill(0, at, at + gap)
      at += gap
    }
    at += piece.copy(bytes, at)
  })
  tail.copy(bytes, at)
  return { bytes, slots }
}

const EMPTY = Buffer.alloc(0)

/**
 * The template's bytes with `nonce` in every slot: a copy, the template is shared by every hit.
 * `alloc` gives the memory (at least `size` bytes; a pool's on the Node server).
 */
function filled({ bytes, slots }: Template, nonce: string, alloc: (size: number) => Buffer): Buffer {
  const out = alloc(bytes.length).subarray(0, bytes.length)
  bytes.copy(out)
  for (const at of slots) out.write(nonce, at, 'latin1')
  return out
}

/** The CRC of `length` NUL bytes, by length: what a nonce's CRC is taken against. */
const nulCrcs = new Map<number, number>()

/** The raw (length-free) CRC of a nonce, which crc32-shift.ts multiplies into a page's CRC. */
function rawCrc(nonce: string): number {
  let nuls = nulCrcs.get(nonce.length)
  if (nuls === undefined) nulCrcs.set(nonce.length, (nuls = crc32(Buffer.alloc(nonce.length))))
  return (crc32(nonce) ^ nuls) >>> 0
}

/** Builds a kept page's two templates from its text split around the nonce. */
function templates(parts: readonly Buffer[], nonceLength: number): { text: Template; gzip: GzipTemplate } {
  const text = layOut(parts, nonceLength)
  const crcWithNuls = crc32(text.bytes) >>> 0
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crcWithNuls, 0)
  trailer.writeUInt32LE(text.bytes.length >>> 0, 4)
  // The gzip header, the deflated parts with a stored block (its bytes: the nonce) before each but
  // the first, then an empty final block and the trailer.
  const gzip = layOut(deflateParts(parts, nonceLength), nonceLength, {
    lead: GZIP_HEADER,
    between: storedBlockHead(nonceLength),
    tail: Buffer.concat([FINAL_BLOCK, trailer]),
  })
  return { text, gzip: { ...gzip, crcWithNuls, slotsFactor: slotsFactor(text.slots.map((at) => text.bytes.length - at - nonceLength)) } }
}

export class HtmlCache {
  readonly stats = { hits: 0, misses: 0, stored: 0 }
  private readonly pages: LRUCache<string, Entry>
  private readonly now: () => number
  private readonly random: () => number
  private readonly fills = new Map<string, Promise<void>>()
  private sink: ((key: string, page: KeptPage) => void) | undefined

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? (() => Date.now())
    this.random = options.random ?? Math.random
    this.pages = new LRUCache<string, Entry>({ maxSize: Math.max(options.maxBytes, 1), sizeCalculation: (e) => Math.max(e.bytes, 1) })
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0 && this.options.ttlMs > 0
  }

  /**
   * The kept answer for `key`, answered for this request, or undefined: absent, or expired (an
   * expired page is still answered with `stale`, while another request renders it again). Plain
   * data, so the Node server can answer before any framework code runs (node-entry.server.ts).
   * The body is in memory from `alloc` (default: a new buffer).
   */
  hit(key: string, request: HitRequest, { stale = false, alloc = Buffer.allocUnsafe }: { stale?: boolean; alloc?: (size: number) => Buffer } = {}): CachedAnswer | undefined {
    const entry = this.pages.get(key)
    if (!entry || (entry.expires <= this.now() && !stale)) return undefined
    this.stats.hits++
    return this.answerOf(entry, request, alloc)
  }

  /** A kept page answered for one request: a 304, or the page with a nonce of its own. */
  private answerOf(entry: Entry, request: HitRequest, alloc: (size: number) => Buffer): CachedAnswer {
    if (entry.etag && ifNoneMatchMatches(request.ifNoneMatch, entry.etag)) {
      const headers: [string, string][] = []
      for (const [name, value] of entry.headers) if (NOT_MODIFIED_HEADERS.includes(name) && typeof value === 'string') headers.push([name, value])
      headers.push(['x-cache', 'HIT'])
      return { status: 304, headers, body: null }
    }
    const nonce = entry.nonceLength ? this.options.newNonce() : ''
    // The parts were compressed around slots of this length (deflateParts): always 24 characters.
    if (nonce.length !== entry.nonceLength) throw new Error('HTML cache: nonces must all have one length')
    const headers: [string, string][] = []
    for (const [name, value] of entry.headers) headers.push([name, typeof value === 'string' ? value : value.join(nonce)])
    headers.push(['x-cache', 'HIT'])
    const template = request.acceptsGzip ? entry.gzip : entry.text
    if (request.acceptsGzip) headers.push(['content-encoding', 'gzip'])
    headers.push(['content-length', String(template.bytes.length)])
    // HEAD: the length is the template's, nothing to fill.
    if (request.method === 'HEAD') return { status: entry.status, headers, body: null }
    const body = filled(template, nonce, alloc)
    if (template === entry.gzip) {
      const { crcWithNuls, slotsFactor } = entry.gzip
      body.writeUInt32LE((nonce ? crcWithNuls ^ multiplyModP(slotsFactor, rawCrc(nonce)) : crcWithNuls) >>> 0, body.length - 8)
    }
    return { status: entry.status, headers, body }
  }

  /**
   * Whether `key`'s page has expired, by less than its time to live: it may still be answered while
   * it renders again in the background (stale-while-revalidate, as shared caches are told, but
   * bounded: a page nobody asked for in a long time renders for its next visitor). Does not count
   * as a use for the LRU order.
   */
  expiredRecently(key: string): boolean {
    const entry = this.pages.peek(key)
    if (!entry) return false
    const late = this.now() - entry.expires
    return late >= 0 && late < this.options.ttlMs
  }

  /** Forgets `key`'s page if it has expired (a fresh one kept meanwhile stays). */
  dropExpired(key: string): void {
    const entry = this.pages.peek(key)
    if (entry && entry.expires <= this.now()) this.pages.delete(key)
  }

  /** `hit` as a web Response, for the nitro middleware. */
  answer(key: string, request: HitRequest, options?: { stale?: boolean }): Response | undefined {
    const hit = this.hit(key, request, options)
    return hit && asResponse(hit)
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
    const { text, gzip } = templates(parts, nonce ? Buffer.byteLength(nonce) : 0)
    const entry: Entry = {
      status: answer.status,
      headers: [...headers]
        .filter(([name]) => !PER_ANSWER.has(name))
        .map(([name, value]) => [name, nonce && CSP_HEADERS.includes(name) ? value.split(nonce) : value] as const),
      nonceLength: nonce ? Buffer.byteLength(nonce) : 0,
      text,
      gzip,
      etag: headers.get('etag'),
      // Between half and all of the time to live: pages kept together (a deploy, a crawl) are not
      // all rendered again in the same second, and none is older than the TTL.
      expires: this.now() + this.options.ttlMs * (1 - EXPIRY_SPREAD * this.random()),
      bytes: text.bytes.length + gzip.bytes.length,
    }
    // This visitor gets the page from the entry too (compressed, with its own nonce).
    const response = asResponse(this.answerOf(entry, request, Buffer.allocUnsafe))
    response.headers.set('x-cache', 'MISS')
    if (this.sink) this.sink(key, entry)
    else this.install(key, entry)
    return response
  }

  /** Keeps a page made by `keep`, here or in another thread (`sendKeptTo`). */
  install(key: string, entry: KeptPage): void {
    this.pages.set(key, entry)
    this.stats.stored++
  }

  /**
   * From now on `keep` hands the pages it makes to `sink` instead of keeping them: the render
   * thread's cache, whose pages the main thread keeps and answers (ADR 020).
   */
  sendKeptTo(sink: (key: string, page: KeptPage) => void): void {
    this.sink = sink
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
}

function asResponse(hit: CachedAnswer): Response {
  const headers = new Headers()
  for (const [name, value] of hit.headers) headers.append(name, value)
  return new Response(hit.body ? bodyBytes(hit.body) : null, { status: hit.status, statusText: hit.status === 304 ? 'Not Modified' : '', headers })
}

/**
 * A kept page as a message to another thread, and the memory to move with it (not copy): its two
 * templates, each in an allocation of its own (`layOut`).
 */
export function keptForTransfer(page: KeptPage): { page: KeptPage; transfer: ArrayBuffer[] } {
  return { page, transfer: [transferable(page.text.bytes), transferable(page.gzip.bytes)] }
}

/** A kept page received from another thread: its templates arrive as plain byte arrays. */
export function keptFromTransfer(page: KeptPage): KeptPage {
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { ...page, text: { ...page.text, bytes: buffer(page.text.bytes) }, gzip: { ...page.gzip, bytes: buffer(page.gzip.bytes) } }
}

function marked(answer: Response, state: 'HIT' | 'MISS'): Response {
  return editHeaders(answer, (headers) => headers.set('x-cache', state))
}
