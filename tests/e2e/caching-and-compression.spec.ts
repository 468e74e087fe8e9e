import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test as httpTest } from '@playwright/test'
import { etagInput } from '#src/http/cache'
import { expect, test } from './fixtures'
import { PUBLIC_SERVER_FN_POLICY, serverFnId } from './calls-helpers'

// Cache-Control, ETag/304 and compression on the real server (the rules are table-tested in
// src/http/cache.test.ts). Raw node:http requests: Playwright's request API and fetch() would
// decompress bodies and add their own Accept-Encoding.

/** The defaults of CACHE_S_MAXAGE, CACHE_STALE_WHILE_REVALIDATE and CACHE_NOT_FOUND_S_MAXAGE. */
const PAGE_POLICY = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'
const NOT_FOUND_POLICY = 'public, max-age=0, s-maxage=60'

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  /** The bytes as sent (still compressed). */
  body: Buffer
}

interface RawOptions {
  method?: string
  headers?: Record<string, string>
  /** A Host other than the base URL's (the zh host), sent over a connection to 127.0.0.1. */
  host?: string
}

function raw(baseURL: string, path: string, { method = 'GET', headers = {}, host }: RawOptions = {}): Promise<RawResponse> {
  const url = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: url.port, path, method, headers: { host: host ?? url.host, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const zhHost = (baseURL: string) => `zh.localhost:${new URL(baseURL).port}`
const varyOf = (a: RawResponse) =>
  String(a.headers.vary ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
/** Two renders of one page differ only in the router's load times; compare without them. */
const sameContent = (a: Buffer, b: Buffer) => expect(etagInput('text/html', a)).toBe(etagInput('text/html', b))

httpTest.describe('pages: Cache-Control, ETag and 304', () => {
  const pages: [string, string, boolean][] = [
    ['en', '/pricing', false],
    ['ru', '/ru/pricing', false],
    ['jp article', '/jp/blog/browser-fingerprinting-explained', false],
    ['zh host', '/pricing', true],
  ]
  for (const [name, path, onZh] of pages) {
    httpTest(`${name} ${path}`, async ({ baseURL }) => {
      const host = onZh ? zhHost(baseURL!) : undefined
      const first = await raw(baseURL!, path, { host })
      expect(first.status).toBe(200)
      expect(first.headers['cache-control']).toBe(PAGE_POLICY)
      expect(first.headers['content-encoding']).toBeUndefined()
      expect(varyOf(first)).toContain('accept-encoding')
      expect(Number(first.headers['content-length'])).toBe(first.body.length)
      const etag = first.headers.etag!
      expect(etag).toMatch(/^W\/"[^"]+"$/)
      expect(first.body.toString()).toContain(onZh ? 'lang="zh-CN"' : '<html')

      // The same page asked again with its ETag: 304, no body, the caching headers repeated.
      const again = await raw(baseURL!, path, { host, headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['cache-control']).toBe(PAGE_POLICY)
      expect(varyOf(again)).toContain('accept-encoding')
      // Weak comparison: the strong form and a list match too; another tag does not.
      expect((await raw(baseURL!, path, { host, headers: { 'if-none-match': `"nope", ${etag.slice(2)}` } })).status).toBe(304)
      const other = await raw(baseURL!, path, { host, headers: { 'if-none-match': 'W/"something-else"' } })
      expect(other.status).toBe(200)
      expect(other.body.length).toBeGreaterThan(1000)
    })
  }

  httpTest('the ETag is stable across renders and differs between pages', async ({ baseURL }) => {
    const a = await raw(baseURL!, '/pricing')
    const b = await raw(baseURL!, '/pricing')
    const ru = await raw(baseURL!, '/ru/pricing')
    expect(a.headers.etag).toBe(b.headers.etag)
    expect(ru.headers.etag).not.toBe(a.headers.etag)
  })
})

httpTest.describe('compression', () => {
  httpTest('br and gzip decode to the identity page; identity and no header are not encoded', async ({ baseURL }) => {
    const path = '/ru/blog/browser-fingerprinting-explained'
    const identity = await raw(baseURL!, path)
    const br = await raw(baseURL!, path, { headers: { 'accept-encoding': 'br' } })
    const gzip = await raw(baseURL!, path, { headers: { 'accept-encoding': 'gzip' } })
    const brAndGzip = await raw(baseURL!, path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const noBr = await raw(baseURL!, path, { headers: { 'accept-encoding': 'br;q=0, gzip' } })
    const explicitIdentity = await raw(baseURL!, path, { headers: { 'accept-encoding': 'identity' } })

    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(identity.body.length / 3)
    sameContent(brotliDecompressSync(br.body), identity.body)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    sameContent(gunzipSync(gzip.body), identity.body)
    // Pages come from the HTML cache (ADR 030), which stores each in all three encodings: a client
    // taking both gets br, from the cache, like the one taking only br.
    expect(brAndGzip.headers['content-encoding']).toBe('br')
    expect(brAndGzip.headers['x-cache']).toBe('HIT')
    expect(br.headers['x-cache']).toBe('HIT')
    expect(brAndGzip.body.equals(br.body)).toBe(true)
    sameContent(brotliDecompressSync(brAndGzip.body), identity.body)
    expect(noBr.headers['content-encoding']).toBe('gzip')
    expect(explicitIdentity.headers['content-encoding']).toBeUndefined()
    sameContent(explicitIdentity.body, identity.body)
    // One weak ETag for every encoding of the page.
    for (const a of [br, gzip, explicitIdentity]) {
      expect(a.headers.etag).toBe(identity.headers.etag)
      expect(varyOf(a)).toContain('accept-encoding')
    }
    // A compressed response revalidates with the same ETag.
    const revalidated = await raw(baseURL!, path, { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers['content-encoding']).toBeUndefined()
  })

  httpTest('hashed assets are served pre-compressed and immutable', async ({ baseURL }) => {
    const html = (await raw(baseURL!, '/pricing')).body.toString()
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0]
    const plain = await raw(baseURL!, asset)
    const br = await raw(baseURL!, asset, { headers: { 'accept-encoding': 'gzip, br' } })
    const gzip = await raw(baseURL!, asset, { headers: { 'accept-encoding': 'gzip' } })
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  })
})

httpTest.describe('personal and special responses', () => {
  httpTest('the root redirect stays private with its Vary', async ({ baseURL }) => {
    const res = await raw(baseURL!, '/', { headers: { cookie: 'i18n_redirected=ko', 'accept-encoding': 'br' } })
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/ko')
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(varyOf(res)).toEqual(expect.arrayContaining(['cookie', 'accept-language']))
    const byLanguage = await raw(baseURL!, '/', { headers: { 'accept-language': 'ru' } })
    expect(byLanguage.status).toBe(302)
    expect(byLanguage.headers['cache-control']).toBe('private, no-cache')
  })

  httpTest('the root page shown without a redirect is private too, and still revalidates', async ({ baseURL }) => {
    const res = await raw(baseURL!, '/', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(varyOf(res)).toEqual(expect.arrayContaining(['cookie', 'accept-language', 'accept-encoding']))
    expect(res.headers['content-encoding']).toBe('gzip')
    const again = await raw(baseURL!, '/', { headers: { 'if-none-match': res.headers.etag! } })
    expect(again.status).toBe(304)
    expect(again.headers['cache-control']).toBe('private, no-cache')
    expect(varyOf(again)).toEqual(expect.arrayContaining(['cookie', 'accept-language', 'accept-encoding']))
    // The zh host's root is not personal (never redirected by language).
    const zh = await raw(baseURL!, '/', { host: zhHost(baseURL!) })
    expect(zh.status).toBe(200)
    expect(zh.headers['cache-control']).toBe(PAGE_POLICY)
  })

  httpTest('a 404 gets the short shared lifetime and is compressed', async ({ baseURL }) => {
    const res = await raw(baseURL!, '/no-such-page', { headers: { 'accept-encoding': 'br' } })
    expect(res.status).toBe(404)
    expect(res.headers['cache-control']).toBe(NOT_FOUND_POLICY)
    expect(res.headers.etag).toBeUndefined()
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.body).toString()).toContain('Page not found')
    const ru = await raw(baseURL!, '/ru/solutions/no-such-solution')
    expect(ru.status).toBe(404)
    expect(ru.headers['cache-control']).toBe(NOT_FOUND_POLICY)
  })

  httpTest('rejected requests and normalising redirects keep their own Cache-Control', async ({ baseURL }) => {
    const bad = await raw(baseURL!, '/%00')
    expect(bad.status).toBe(400)
    expect(bad.headers['cache-control']).toBe('no-store')
    const moved = await raw(baseURL!, '/Pricing')
    expect(moved.status).toBe(301)
    expect(moved.headers['cache-control']).toBe('public, max-age=3600')
  })

  httpTest('HEAD gets the caching headers without a body', async ({ baseURL }) => {
    const res = await raw(baseURL!, '/pricing', { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.body.length).toBe(0)
    expect(res.headers['cache-control']).toBe(PAGE_POLICY)
    expect(res.headers['content-type']).toContain('text/html')
    expect(varyOf(res)).toContain('accept-encoding')
    const root = await raw(baseURL!, '/', { method: 'HEAD' })
    expect(root.headers['cache-control']).toBe('private, no-cache')
    const missing = await raw(baseURL!, '/no-such-page', { method: 'HEAD' })
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toBe(NOT_FOUND_POLICY)
  })
})

/** Whether a server function's URL is a call for page data (`getPages`, whose input has `pages`). */
const isPageData = (url: string) => decodeURIComponent(url).includes('"pages"')

test("a visitor's own calls are private and never stored; a page's data and the tracking config are public (ADR 022)", async ({ page, baseURL }) => {
  // The idle-started features ask for the visitor's address (theirs alone) and the tracking config
  // (every visitor's).
  const callTo = (name: string) => (r: { url: () => string }) =>
    r.url().includes(`/_serverFn/${serverFnId(name === 'getTrackingConfig' ? 'app/server/tracking.functions.ts' : 'app/server/calls.functions.ts', name)}`)
  const own = page.waitForResponse(callTo('getVisitorIp'))
  const config = page.waitForResponse(callTo('getTrackingConfig'))
  await page.goto('/blog')
  const res = await own
  const headers = await res.allHeaders()
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers.etag).toBeUndefined()
  // Asked again over raw HTTP with the browser's request headers: still private, no ETag.
  const url = new URL(res.url())
  const sent = Object.fromEntries(Object.entries(await res.request().allHeaders()).filter(([k]) => !k.startsWith(':') && k !== 'host'))
  const replay = await raw(baseURL!, url.pathname + url.search, { headers: { ...sent, 'accept-encoding': 'gzip' } })
  expect(replay.status).toBe(200)
  expect(replay.headers['cache-control']).toBe('private, no-store')
  expect(replay.headers.etag).toBeUndefined()
  expect((await (await config).allHeaders())['cache-control']).toBe(PUBLIC_SERVER_FN_POLICY)

  // A navigation's data: the same for every visitor, so public and revalidated by its ETag.
  const data = page.waitForResponse((r) => r.url().includes('/_serverFn/') && isPageData(r.url()) && decodeURIComponent(r.url()).includes('"faq"'))
  await page.locator('footer a[href="/faq"]').first().click()
  await expect(page).toHaveURL(/\/faq$/)
  const response = await data
  expect((await response.allHeaders())['cache-control']).toBe(PUBLIC_SERVER_FN_POLICY)
  const again = await raw(baseURL!, new URL(response.url()).pathname + new URL(response.url()).search, { headers: { ...sent, 'accept-encoding': 'gzip' } })
  expect(again.status).toBe(200)
  expect(again.headers['x-cache']).toBe('HIT')
})

httpTest.describe('sitemaps, feeds and robots.txt', () => {
  for (const [path, type] of [
    ['/sitemap.xml', 'application/xml'],
    ['/ja-JP-sitemap.xml', 'application/xml'],
    ['/ru/blog/rss.xml', 'application/rss+xml'],
    ['/news/rss.xml', 'application/rss+xml'],
    ['/robots.txt', 'text/plain'],
  ] as const) {
    httpTest(`${path} is cacheable, revalidates and is compressed`, async ({ baseURL }) => {
      const first = await raw(baseURL!, path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(first.status).toBe(200)
      expect(first.headers['content-type']).toContain(type)
      expect(first.headers['cache-control']).toBe(PAGE_POLICY)
      const etag = first.headers.etag!
      expect(etag).toMatch(/^W\/"[^"]+"$/)
      // robots.txt is a few hundred bytes: below the compression threshold.
      if (path !== '/robots.txt') {
        expect(first.headers['content-encoding']).toBe('br')
        expect(brotliDecompressSync(first.body).toString()).toMatch(/^(<\?xml|User-agent)/)
      }
      const again = await raw(baseURL!, path, { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
    })
  }
})
