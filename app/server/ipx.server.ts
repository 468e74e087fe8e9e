import { createHash } from 'node:crypto'
import { defineHandler } from 'nitro'
// Aliased: nitro's `useStorage` is no React hook, whatever its name says.
import { useStorage as nitroStorage } from 'nitro/storage'
import { mediaTypeOfFormat, parseIpxPath, type IpxModifiers } from '#src/images/ipx'
import { bodyBytes } from './bytes.server'
import { encodeVariant } from './encode-image.server'

/**
 * The image optimiser at `/_ipx/` (Nuxt Image's URL modifiers, encoded by sharp; ADR 011, 032). Requests are
 * checked by `parseIpxPath` before any decoding: only the modifiers and widths the image component
 * emits, only committed raster files under /images/. A bad request is a 4xx; more waiting work than
 * the queue holds is a 429, so the endpoint cannot be used to burn CPU.
 *
 * The sources are nitro server assets (`public/images` bundled into the server, see vite.config.ts):
 * the same code reads them in the Node output and in a Vercel function, whose file system has no
 * `public/`.
 */

/** A year: the URL names the variant, and a changed picture gets a new file name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * Encodes running at once, each on one libvips thread: image work never takes more than one core
 * from page rendering. Every variant is encoded once per process, then served from the LRU or a CDN.
 */
const MAX_ACTIVE = 1
/** Encodes allowed to wait; beyond this the answer is 429. */
const MAX_WAITING = 32
/** Budget of the in-process cache of encoded variants. */
const CACHE_BYTES = 48 * 1024 * 1024

const images = nitroStorage('assets:images')
const storageKey = (id: string) => id.replace(/^\/images\//, '').replaceAll('/', ':')

/** The bytes of a committed source image, undefined when there is none. */
async function sourceBytes(id: string): Promise<Uint8Array | undefined> {
  if (!(await images.hasItem(storageKey(id)))) return undefined
  const data: unknown = await images.getItemRaw(storageKey(id))
  return data instanceof Uint8Array ? data : undefined
}


interface Encoded {
  readonly body: Uint8Array
  readonly type: string
  readonly etag: string
}

/** Recently encoded variants, least recently used first (a Map keeps insertion order). */
const cache = new Map<string, Encoded>()
let cachedBytes = 0
const pending = new Map<string, Promise<Encoded | undefined>>()
let active = 0
const waiting: (() => void)[] = []

function remember(key: string, value: Encoded) {
  cache.set(key, value)
  cachedBytes += value.body.byteLength
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break
    cache.delete(oldKey)
    cachedBytes -= old.body.byteLength
  }
}

async function encode(source: string, modifiers: IpxModifiers): Promise<Encoded | undefined> {
  const input = await sourceBytes(source)
  if (!input) return undefined
  await acquire()
  try {
    const { body, format } = await encodeVariant(input, source, modifiers)
    return { body, type: mediaTypeOfFormat(format), etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
  } finally {
    release()
  }
}

/** Takes an encoding slot, waiting for one when all are busy. */
async function acquire(): Promise<void> {
  if (active < MAX_ACTIVE) {
    active++
    return
  }
  // release() hands its slot straight to the first waiter, so `active` never overshoots.
  await new Promise<void>((resolve) => waiting.push(resolve))
}

function release(): void {
  const next = waiting.shift()
  if (next) next()
  else active--
}

function refuse(status: number, reason: string, headers: Record<string, string> = {}): Response {
  return new Response(`${reason}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': status === 404 ? 'public, max-age=0, s-maxage=300' : 'no-store', ...headers },
  })
}

export default defineHandler(async (event) => {
  const method = event.req.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return refuse(405, 'Method not allowed', { allow: 'GET, HEAD' })
  const request = parseIpxPath(event.url.pathname)
  // The reason is one of parseIpxPath's fixed texts: the path itself is never echoed.
  if (!request.ok) return refuse(request.status, `Bad image request: ${request.reason}`)
  if (event.url.search) return refuse(400, 'Bad image request: query strings are not accepted')

  const key = event.url.pathname
  let encoded = cache.get(key)
  if (encoded) {
    // Refresh its place in the LRU order.
    cache.delete(key)
    cache.set(key, encoded)
  } else {
    let job = pending.get(key)
    if (!job) {
      if (active + waiting.length >= MAX_ACTIVE + MAX_WAITING) return refuse(429, 'Too many image requests', { 'retry-after': '5' })
      job = encode(request.source, request.modifiers).finally(() => pending.delete(key))
      pending.set(key, job)
    }
    try {
      encoded = await job
    } catch (error) {
      // A committed file that sharp cannot read is our fault, but the visitor still gets a clear
      // answer and the log names the file.
      console.error('[ipx] cannot encode', request.source, error)
      return refuse(422, 'Bad image request: the source cannot be processed')
    }
    if (!encoded) return refuse(404, 'Image not found')
    remember(key, encoded)
  }
  const headers = { 'content-type': encoded.type, 'cache-control': IMMUTABLE, etag: encoded.etag, 'x-content-type-options': 'nosniff' }
  if (event.req.headers.get('if-none-match') === encoded.etag) return new Response(null, { status: 304, headers })
  return new Response(method === 'HEAD' ? null : bodyBytes(encoded.body), { headers: { ...headers, 'content-length': String(encoded.body.byteLength) } })
})
