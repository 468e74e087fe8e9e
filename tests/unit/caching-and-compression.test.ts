import { gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { cachingAndCompression as middleware } from '../../app/server/http/caching-and-compression.server'
import { log } from '../../app/server/log.server'

// The middleware over a stand-in event (the rules themselves: src/http/cache.test.ts; the real
// server: tests/e2e/caching-and-compression.spec.ts). Brotli is made to fail to check the fallback.
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>()
  const brotliCompress = (_body: unknown, _options: unknown, cb: (error: Error) => void) => cb(new Error('brotli is broken'))
  return { ...zlib, default: { ...zlib, brotliCompress }, brotliCompress }
})

const PAGE = `<!DOCTYPE html><html><body>${'<p>Hello</p>'.repeat(200)}</body></html>`

function eventFor(path: string, headers: Record<string, string> = {}, method = 'GET', context: Record<string, unknown> = {}) {
  const url = new URL(path, 'http://localhost')
  return { req: new Request(url, { method, headers }), url, res: { headers: new Headers(), errHeaders: new Headers() }, context }
}

function run(event: ReturnType<typeof eventFor>, response: unknown): Promise<unknown> {
  const fn = middleware as unknown as (e: unknown, next: () => Promise<unknown>) => Promise<unknown>
  return fn(event, () => Promise.resolve(response))
}

const html = (body: BodyInit | null = PAGE, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

describe('the caching and compression middleware', () => {
  it('leaves a page the HTML cache will store uncompressed, and compresses everything else', async () => {
    const page = () => html(PAGE, 200, { 'cache-control': 'public, max-age=0, s-maxage=300' })
    const cached = (await run(eventFor('/pricing', { 'accept-encoding': 'br;q=0, gzip' }, 'GET', { htmlCacheCandidate: true }), page())) as Response
    expect(cached.headers.get('content-encoding')).toBeNull()
    expect(cached.headers.get('etag')).toMatch(/^W\//)
    const notCandidate = (await run(eventFor('/pricing', { 'accept-encoding': 'br;q=0, gzip' }), page())) as Response
    expect(notCandidate.headers.get('content-encoding')).toBe('gzip')
    // A candidate whose response the cache will not store (a 404) is compressed as usual.
    const missing = (await run(eventFor('/nope', { 'accept-encoding': 'br;q=0, gzip' }, 'GET', { htmlCacheCandidate: true }), html(PAGE, 404))) as Response
    expect(missing.headers.get('content-encoding')).toBe('gzip')
  })

  it('folds headers earlier middleware left on the event into the response and empties them', async () => {
    const event = eventFor('/', { 'accept-encoding': 'gzip' })
    event.res.headers.set('cache-control', 'private, no-cache')
    event.res.headers.set('vary', 'Cookie, Accept-Language')
    const res = (await run(event, html())) as Response
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(PAGE)
    // Nothing left for h3 to merge over the result.
    expect([...event.res.headers.keys()]).toEqual([])
  })

  it('responds 304 with only the revalidation headers', async () => {
    const first = (await run(eventFor('/pricing'), html())) as Response
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\//)
    expect(Number(first.headers.get('content-length'))).toBe(PAGE.length)
    const res = (await run(eventFor('/pricing', { 'if-none-match': etag }), html())) as Response
    expect(res.status).toBe(304)
    expect(res.body).toBeNull()
    expect([...res.headers.keys()].sort()).toEqual(['cache-control', 'etag', 'vary'])
  })

  it('leaves the 304 of a page the HTML cache will store to the cache, which stores the page first (ADR 033)', async () => {
    const page = () => html(PAGE, 200, { 'cache-control': 'public, max-age=0, s-maxage=300' })
    const etag = ((await run(eventFor('/pricing'), page())) as Response).headers.get('etag')!
    const candidate = (await run(eventFor('/pricing', { 'if-none-match': etag }, 'GET', { htmlCacheCandidate: true }), page())) as Response
    expect(candidate.status).toBe(200)
    expect(await candidate.text()).toBe(PAGE)
    // Anything the cache does not store is still revalidated here.
    expect(((await run(eventFor('/pricing', { 'if-none-match': etag }), page())) as Response).status).toBe(304)
  })

  it('sends the response as it came when compression fails', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    const res = (await run(eventFor('/pricing', { 'accept-encoding': 'br' }), html())) as Response
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(PAGE)
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
    // gzip still works, and decodes to the page
    const gz = (await run(eventFor('/pricing', { 'accept-encoding': 'br;q=0, gzip' }), html())) as Response
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(PAGE)
  })

  it('gives HEAD the caching headers although the body is already gone', async () => {
    const res = (await run(eventFor('/pricing', {}, 'HEAD'), html(null))) as Response
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('etag')).toBeNull()
  })

  it('leaves streams it must not buffer as streams, and non-Response results alone', async () => {
    const stream = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('frame')) })
    const framed = new Response(stream, { headers: { 'content-type': 'application/x-tss-framed; v=1' } })
    const res = (await run(eventFor('/_serverFn/abc', { 'accept-encoding': 'br' }), framed)) as Response
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.body).toBe(stream)
    expect(await run(eventFor('/x'), 'text')).toBe('text')
  })

  it('keeps a 5xx private and unshared', async () => {
    const res = (await run(eventFor('/pricing', { 'accept-encoding': 'gzip' }), html(PAGE, 500))) as Response
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('etag')).toBeNull()
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })
})
