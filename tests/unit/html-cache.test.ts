import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { HtmlCache, type HitRequest } from '../../app/server/html-cache'
import { renderedPage } from '../fixtures/rendered-page'

// The in-process HTML cache (ADR 015) with a stand-in renderer that counts its renders.
const nonce = () => randomBytes(16).toString('base64')
const page = (n: string, body = 'Pricing') =>
  `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${n}"/><script nonce="${n}">boot()</script></head><body><h1>${body}</h1>${'<p>Profiles keep own proxies.</p>'.repeat(200)}<script nonce="${n}" type="module" src="/assets/i.js"></script></body></html>`

function setup({ maxBytes = 10_000_000, ttlMs = 60_000, spread = 0 } = {}) {
  let now = 0
  let renders = 0
  const cache = new HtmlCache({ maxBytes, ttlMs, newNonce: nonce, now: () => now, random: () => spread })
  const render = (over: { cacheControl?: string; status?: number; body?: string; setCookie?: boolean } = {}) => {
    renders++
    const n = nonce()
    return renderedPage(page(n, over.body), n, {
      status: over.status,
      headers: {
        'content-security-policy': `default-src 'self'; script-src 'nonce-${n}' 'strict-dynamic'`,
        etag: 'W/"page-1"',
        ...(over.cacheControl ? { 'cache-control': over.cacheControl } : {}),
        ...(over.setCookie ? { 'set-cookie': 'a=b' } : {}),
      },
    })
  }
  const serve = async (key: string, request: Partial<HitRequest> = {}, over?: Parameters<typeof render>[0]) => {
    const req: HitRequest = { method: 'GET', acceptsGzip: true, ifNoneMatch: null, ...request }
    return cache.answer(key, req) ?? (await cache.keep(key, render(over), req))
  }
  return { cache, serve, renders: () => renders, tick: (ms: number) => (now += ms) }
}

const policyNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!
const html = async (res: Response) => (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(Buffer.from(await res.arrayBuffer())).toString() : await res.text())

describe('HtmlCache', () => {
  it('renders a page once; every later answer comes from the cache with a nonce of its own', async () => {
    const { serve, renders, cache } = setup()
    const answers = [await serve('k'), await serve('k'), await serve('k')]
    expect(renders()).toBe(1)
    expect(answers.map((a) => a.headers.get('x-cache'))).toEqual(['MISS', 'HIT', 'HIT'])
    expect(cache.stats).toEqual({ hits: 2, misses: 1, stored: 1 })
    const nonces = answers.map(policyNonce)
    expect(new Set(nonces).size).toBe(3)
    for (const [i, answer] of answers.entries()) {
      expect(answer.headers.get('content-encoding')).toBe('gzip')
      // A valid gzip stream (CRC and length checked by gunzip) of the page with this answer's nonce.
      expect(await html(answer)).toBe(page(nonces[i]!))
    }
  })

  it('a hit is smaller than the page: the parts were compressed once', async () => {
    const { serve } = setup()
    await serve('k')
    const hit = await serve('k')
    expect(Number(hit.headers.get('content-length'))).toBeLessThan(page(nonce()).length / 5)
  })

  it('answers identity to a client without gzip, HEAD without a body, and 304 without a policy', async () => {
    const { serve, renders } = setup()
    await serve('k')
    const plain = await serve('k', { acceptsGzip: false })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(page(policyNonce(plain)))
    const head = await serve('k', { method: 'HEAD' })
    expect(head.body).toBeNull()
    const notModified = await serve('k', { ifNoneMatch: 'W/"page-1"' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBeNull()
    expect(notModified.headers.get('etag')).toBe('W/"page-1"')
    expect(renders()).toBe(1)
  })

  it('keeps a page without a policy whole: a valid gzip stream, the same bytes to everyone', async () => {
    const cache = new HtmlCache({ maxBytes: 10_000_000, ttlMs: 60_000, newNonce: nonce })
    const req: HitRequest = { method: 'GET', acceptsGzip: true, ifNoneMatch: null }
    const text = page('none').replaceAll(' nonce="none"', '').replace('content="none"', 'content=""')
    const answer = () => new Response(text, { headers: { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' } })
    await cache.keep('k', answer(), req)
    const hit = cache.hit('k', req)!
    expect(gunzipSync(hit.body!).toString()).toBe(text)
    expect(hit.headers.find(([name]) => name === 'content-security-policy')).toBeUndefined()
  })

  it('answers in plain data for the Node server: status, headers and the bytes to send', async () => {
    const { serve, cache } = setup()
    await serve('k')
    const hit = cache.hit('k', { method: 'GET', acceptsGzip: true, ifNoneMatch: null })!
    const headers = new Map(hit.headers)
    const n = /'nonce-([^']+)'/.exec(headers.get('content-security-policy')!)![1]!
    expect(hit.status).toBe(200)
    expect(headers.get('x-cache')).toBe('HIT')
    expect(Number(headers.get('content-length'))).toBe(hit.body!.length)
    expect(gunzipSync(hit.body!).toString()).toBe(page(n))
    const head = cache.hit('k', { method: 'HEAD', acceptsGzip: true, ifNoneMatch: null })!
    expect(head.body).toBeNull()
    expect(Number(new Map(head.headers).get('content-length'))).toBe(hit.body!.length)
  })

  it('keeps pages apart by key', async () => {
    const { serve, renders } = setup()
    await serve('en', {}, { body: 'English' })
    await serve('ru', {}, { body: 'Русский' })
    expect(await html(await serve('en'))).toContain('English')
    expect(await html(await serve('ru'))).toContain('Русский')
    expect(renders()).toBe(2)
  })

  it('never keeps private pages, errors or answers with cookies', async () => {
    const { serve, renders } = setup()
    for (const over of [{ cacheControl: 'private, no-cache' }, { status: 404 }, { status: 500 }, { setCookie: true }]) {
      const first = await serve('k', {}, over)
      await serve('k', {}, over)
      expect(first.headers.get('x-cache')).toBe('MISS')
    }
    expect(renders()).toBe(8)
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
    const req = { method: 'GET', acceptsGzip: true, ifNoneMatch: null }
    expect(cache.answer('k', req)).toBeUndefined()
    // Another request is rendering it: this one gets the expired copy, with a nonce of its own.
    const stale = cache.answer('k', req, { stale: true })!
    expect(stale.headers.get('x-cache')).toBe('HIT')
    expect(await html(stale)).toBe(page(policyNonce(stale)))
    expect(renders()).toBe(1)
  })

  it('tells a page expired by less than its time to live (answered while it renders again) from one expired longer ago', async () => {
    const { serve, tick, cache } = setup({ ttlMs: 60_000 })
    await serve('k')
    expect(cache.expiredRecently('k')).toBe(false)
    tick(60_000)
    expect(cache.expiredRecently('k')).toBe(true)
    tick(59_999)
    expect(cache.expiredRecently('k')).toBe(true)
    tick(1)
    expect(cache.expiredRecently('k')).toBe(false)
    expect(cache.expiredRecently('absent')).toBe(false)
  })

  it('drops a page only when it has expired', async () => {
    const { serve, tick, cache } = setup({ ttlMs: 60_000 })
    await serve('k')
    cache.dropExpired('k')
    expect(cache.size.pages).toBe(1)
    tick(60_000)
    cache.dropExpired('k')
    expect(cache.size.pages).toBe(0)
  })

  it('is bounded by bytes: the least recently used page goes first', async () => {
    const { serve, renders, cache } = setup({ maxBytes: 12_000 })
    await serve('a')
    const one = cache.size.bytes
    expect(one).toBeGreaterThan(6000)
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
