import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { HtmlCache, type HitRequest } from '../../app/server/http/html-cache-store.server'
import { PAGE_POLICY, renderedPage } from '../fixtures/rendered-page'

// The in-process HTML cache (ADR 015, ADR 030) with a stand-in renderer that counts its renders.
const page = (body = 'Pricing') =>
  `<!DOCTYPE html><html><head><script>boot()</script></head><body><h1>${body}</h1>${'<p>Profiles keep own proxies.</p>'.repeat(200)}<script>{const s=document.createElement("script");s.setAttribute("src","/assets/i.js");document.head.appendChild(s)}</script></body></html>`

const GET: HitRequest = { method: 'GET', encoding: 'br', ifNoneMatch: null }

function setup({ maxBytes = 10_000_000, ttlMs = 60_000, spread = 0 } = {}) {
  let now = 0
  let renders = 0
  const cache = new HtmlCache({
    maxBytes,
    ttlMs,
    now: () => now,
    random: () => spread,
    addHeaders: (headers, status) => headers.set('x-added', String(status)),
  })
  const render = (over: { cacheControl?: string; status?: number; body?: string; setCookie?: boolean; html?: string } = {}) => {
    renders++
    return renderedPage(over.html ?? page(over.body), {
      status: over.status,
      headers: {
        etag: 'W/"page-1"',
        ...(over.cacheControl ? { 'cache-control': over.cacheControl } : {}),
        ...(over.setCookie ? { 'set-cookie': 'a=b' } : {}),
      },
    })
  }
  const serve = async (key: string, request: Partial<HitRequest> = {}, over?: Parameters<typeof render>[0]) => {
    const req: HitRequest = { ...GET, ...request }
    return cache.respond(key, req) ?? (await cache.store(key, render(over), req))
  }
  return { cache, serve, renders: () => renders, tick: (ms: number) => (now += ms) }
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())
const decoded = (encoding: string | null, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString()

describe('HtmlCache', () => {
  it('renders a page once; every later response is the cached one: the same bytes and the same policy', async () => {
    const { serve, renders, cache } = setup()
    const responses = [await serve('k'), await serve('k'), await serve('k')]
    expect(renders()).toBe(1)
    expect(responses.map((a) => a.headers.get('x-cache'))).toEqual(['MISS', 'HIT', 'HIT'])
    expect(cache.stats).toEqual({ hits: 2, misses: 1, stored: 1, compressed: 2 })
    const bodies = await Promise.all(responses.map(bytes))
    for (const [i, response] of responses.entries()) {
      expect(response.headers.get('content-security-policy')).toBe(PAGE_POLICY)
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(bodies[i]!.equals(bodies[0]!)).toBe(true)
      expect(decoded('br', bodies[i]!)).toBe(page())
    }
  })

  it('responds to one visitor with personal headers over the cached ones, and leaves the cached page as it was', async () => {
    const { serve, renders, cache } = setup()
    const personal = { 'cache-control': 'private, no-cache', vary: 'Cookie, Accept-Language' }
    const first = await serve('root', { personal }, { cacheControl: 'public, max-age=0, s-maxage=300' })
    const again = await serve('root', { personal })
    expect(renders()).toBe(1)
    for (const response of [first, again]) {
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language')
      expect(response.headers.get('x-added')).toBe('200')
    }
    const etag = again.headers.get('etag')!
    const revalidated = cache.hit('root', { ...GET, ifNoneMatch: etag, personal })!
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers).toEqual(expect.arrayContaining(['cache-control', 'private, no-cache', 'vary', 'Accept-Encoding, Cookie, Accept-Language']))
    const shared = await serve('root')
    expect(shared.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300')
    expect(shared.headers.get('vary')).toBe('Accept-Encoding')
    // Each cached response's personal headers are made once, on its first personal hit, not per hit;
    // other personal headers get their own.
    expect(cache.hit('root', { ...GET, personal })!.headers).toBe(cache.hit('root', { ...GET, personal })!.headers)
    const other = cache.hit('root', { ...GET, personal: { 'cache-control': 'private, max-age=0' } })!
    expect(other.headers).toEqual(expect.arrayContaining(['cache-control', 'private, max-age=0', 'vary', 'Accept-Encoding']))
    expect(other.headers).not.toContain('private, no-cache')
  })

  it('a hit neither renders nor compresses: it hands out the bytes it stored (counters, not timers)', async () => {
    const { serve, renders, cache } = setup()
    await serve('k')
    const cached = cache.hit('k', GET)!.body
    for (let i = 0; i < 100; i++) {
      for (const encoding of ['br', 'gzip', undefined] as const) expect(cache.hit('k', { ...GET, encoding })!.body).toBeInstanceOf(Buffer)
      // The very same memory, not a copy of it.
      expect(cache.hit('k', GET)!.body).toBe(cached)
    }
    expect(renders()).toBe(1)
    expect(cache.stats.compressed).toBe(2)
    expect(cache.stats.hits).toBe(401)
  })

  it('responds with brotli, gzip or identity, as the client prefers, each the same page', async () => {
    const { serve } = setup()
    await serve('k')
    const sizes = new Map<string, number>()
    for (const encoding of ['br', 'gzip', undefined] as const) {
      const response = await serve('k', { encoding })
      const body = await bytes(response)
      expect(response.headers.get('content-encoding')).toBe(encoding ?? null)
      expect(Number(response.headers.get('content-length'))).toBe(body.length)
      expect(decoded(response.headers.get('content-encoding'), body)).toBe(page())
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      sizes.set(encoding ?? 'identity', body.length)
    }
    expect(sizes.get('br')).toBeLessThan(page().length / 5)
    expect(sizes.get('gzip')).toBeLessThan(page().length / 5)
  })

  it('stores a page below the compression threshold as it is: one body, never compressed', async () => {
    const { serve, cache } = setup()
    const small = '<!DOCTYPE html><p>tiny</p>'
    await serve('k', {}, { html: small })
    for (const encoding of ['br', 'gzip', undefined] as const) {
      const response = await serve('k', { encoding })
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.text()).toBe(small)
    }
    expect(cache.stats.compressed).toBe(0)
    expect(cache.size.bytes).toBe(small.length)
  })

  it('stores the final headers: those added outside the cache are added once, when the page is stored', async () => {
    const { serve } = setup()
    await serve('k')
    const hit = await serve('k')
    expect(hit.headers.get('x-added')).toBe('200')
    expect(hit.headers.get('etag')).toBe('W/"page-1"')
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300')
  })

  it('responds to HEAD without a body and to a matching ETag with a 304 without a policy', async () => {
    const { serve, renders } = setup()
    await serve('k')
    const head = await serve('k', { method: 'HEAD' })
    expect(head.body).toBeNull()
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    const notModified = await serve('k', { ifNoneMatch: 'W/"page-1"' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBeNull()
    expect(notModified.headers.get('etag')).toBe('W/"page-1"')
    expect(notModified.headers.get('x-added')).toBe('304')
    expect(renders()).toBe(1)
  })

  it('caches a page its first visitor asked for conditionally, and responds to that visitor with a 304 from it (ADR 033)', async () => {
    const { serve, renders, cache } = setup()
    const first = await serve('k', { ifNoneMatch: 'W/"page-1"' })
    expect(first.status).toBe(304)
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(cache.size.pages).toBe(1)
    expect((await serve('k')).headers.get('x-cache')).toBe('HIT')
    expect(renders()).toBe(1)
  })

  it('responds in plain data for the Node server: status, the headers as writeHead takes them, the bytes', async () => {
    const { serve, cache } = setup()
    await serve('k')
    const hit = cache.hit('k', { ...GET, encoding: 'gzip' })!
    const headers = new Map<string, string>()
    for (let i = 0; i < hit.headers.length; i += 2) headers.set(hit.headers[i]!, hit.headers[i + 1]!)
    expect(hit.status).toBe(200)
    expect(headers.get('x-cache')).toBe('HIT')
    expect(headers.get('content-encoding')).toBe('gzip')
    expect(Number(headers.get('content-length'))).toBe(hit.body!.length)
    expect(gunzipSync(hit.body!).toString()).toBe(page())
    const head = cache.hit('k', { ...GET, method: 'HEAD' })!
    expect(head.body).toBeNull()
  })

  it('stores pages apart by key', async () => {
    const { serve, renders } = setup()
    await serve('en', {}, { body: 'English' })
    await serve('ru', {}, { body: 'Русский' })
    expect(await (await serve('en', { encoding: undefined })).text()).toContain('English')
    expect(await (await serve('ru', { encoding: undefined })).text()).toContain('Русский')
    expect(renders()).toBe(2)
  })

  it('never caches private pages, errors or responses with cookies', async () => {
    const { serve, renders, cache } = setup()
    for (const over of [{ cacheControl: 'private, no-cache' }, { status: 404 }, { status: 500 }, { setCookie: true }]) {
      const first = await serve('k', {}, over)
      await serve('k', {}, over)
      expect(first.headers.get('x-cache')).toBe('MISS')
    }
    expect(renders()).toBe(8)
    expect(cache.stats.compressed).toBe(0)
  })

  it('renders again after the time to live', async () => {
    const { serve, renders, tick } = setup({ ttlMs: 60_000 })
    await serve('k')
    tick(59_999)
    await serve('k')
    expect(renders()).toBe(1)
    tick(1)
    expect((await serve('k')).headers.get('x-cache')).toBe('MISS')
    expect(renders()).toBe(2)
  })

  it('spreads expiries over the second half of the time to live, and serves an expired page while it renders again', async () => {
    const { serve, renders, tick, cache } = setup({ ttlMs: 60_000, spread: 1 })
    await serve('k')
    tick(29_999)
    expect((await serve('k')).headers.get('x-cache')).toBe('HIT')
    tick(1)
    expect(cache.respond('k', GET)).toBeUndefined()
    // Another request is rendering it: this one gets the expired copy.
    const stale = cache.respond('k', GET, { stale: true })!
    expect(stale.headers.get('x-cache')).toBe('HIT')
    expect(decoded('br', await bytes(stale))).toBe(page())
    expect(renders()).toBe(1)
  })

  it('is bounded by bytes, all three bodies counted: the least recently used page goes first', async () => {
    const { serve, renders, cache } = setup({ maxBytes: 12_000 })
    await serve('a')
    const one = cache.size.bytes
    expect(one).toBeGreaterThan(page().length)
    await serve('b')
    expect(cache.size.pages).toBe(1)
    expect(cache.size.bytes).toBeLessThanOrEqual(12_000)
    await serve('b')
    expect(renders()).toBe(2)
    await serve('a')
    expect(renders()).toBe(3)
  })

  it('lets concurrent misses of one page wait for one fill', async () => {
    const { cache } = setup()
    expect(cache.filling('k')).toBeUndefined()
    const done = cache.beginFill('k')
    const waiting = cache.filling('k')!
    let settled = false
    void waiting.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    done()
    await waiting
    expect(settled).toBe(true)
    expect(cache.filling('k')).toBeUndefined()
  })
})
