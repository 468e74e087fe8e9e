import { get, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { APIResponse } from '@playwright/test'
import { expect, getIn, hydrated, test } from './fixtures'

// The in-process HTML cache on the real server (ADR 015, ADR 030; its rules and byte bound are unit-tested
// in src/http/html-cache.test.ts and tests/unit/html-cache-store.test.ts).

/**
 * Asks `ask` until two responses in a row are hits of one cached copy (the same bytes), and returns
 * all responses. A page cached earlier in the run may have expired: its first response is then the
 * old copy while it renders again, and every render has its own bytes (the hydration data's times).
 */
async function untilTwoHitsOfOneCopy(ask: () => Promise<APIResponse>): Promise<APIResponse[]> {
  const responses = [await ask()]
  for (let i = 0; i < 6; i++) {
    const response = await ask()
    const previous = responses.at(-1)!
    responses.push(response)
    // One copy is the same bytes: two renders of a page share their ETag (it leaves out the
    // router's per-render load times, so a re-render is still a 304), so the ETag cannot tell a
    // cached copy from the one that replaced it while the first was served expired.
    const hits = response.headers()['x-cache'] === 'HIT' && previous.headers()['x-cache'] === 'HIT'
    if (hits && (await response.body()).equals(await previous.body())) return responses
  }
  throw new Error(
    `no two hits of one copy in ${responses.length} responses: ${responses.map((a) => `${a.headers()['x-cache']} ${a.headers().etag}`).join(', ')}`,
  )
}

test('a page renders once, then comes from the cache: the same page and the same policy, with no nonce', async ({ request }) => {
  const responses = (await untilTwoHitsOfOneCopy(() => request.get('/tr/pricing', { headers: { 'accept-encoding': 'gzip' } }))).slice(-2)
  const policies = responses.map((a) => a.headers()['content-security-policy'])
  expect(new Set(policies).size).toBe(1)
  expect(policies[0]).not.toContain('nonce')
  const pages = await Promise.all(responses.map((a) => a.text()))
  expect(new Set(pages).size).toBe(1)
  expect(pages[0]).not.toContain('nonce')
})

/** A response's headers and its bytes as sent. */
type Raw = { headers: IncomingHttpHeaders; body: Buffer }

/** The bytes as sent (fetch and Playwright would decode them). */
function rawGet(url: string, encoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

test('a hit is the cached page in the encoding the client prefers: brotli when it is accepted, the same bytes every time', async ({ baseURL }) => {
  const url = `${baseURL}/th/pricing`
  await rawGet(url, 'gzip, deflate, br')
  const sample = async (): Promise<[Raw, Raw, Raw, Raw]> => [
    await rawGet(url, 'gzip, deflate, br'),
    await rawGet(url, 'br'),
    await rawGet(url, 'gzip'),
    await rawGet(url, 'identity'),
  ]
  // The four must be one cached copy. A copy can be replaced between them (an expired one is
  // served while the page renders again), and each render has its own hydration data, so its
  // own inline-script hash: a sample that straddles two copies is taken again, a few times at most.
  let hits = await sample()
  for (let i = 0; i < 5 && new Set(hits.map((h) => h.headers['content-security-policy'])).size > 1; i++) hits = await sample()
  const [br, again, gzip, identity] = hits
  for (const hit of [br, again, gzip, identity]) {
    expect(hit.headers['x-cache']).toBe('HIT')
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
    expect(hit.headers['content-security-policy']).toBe(br.headers['content-security-policy'])
    expect(hit.headers.etag).toBe(br.headers.etag)
  }
  expect(br.headers['content-encoding']).toBe('br')
  expect(again.body.equals(br.body)).toBe(true)
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(identity.headers['content-encoding']).toBeUndefined()
  // One page in three encodings (gunzip checks the CRC and the length).
  expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true)
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true)
  expect(identity.body.toString()).toMatch(/<\/html>$/)
  expect(br.body.length).toBeLessThan(gzip.body.length)
})

test('hosts have their own cached pages: the zh host and the main host never share one', async ({ request, baseURL }) => {
  for (let i = 0; i < 2; i++) {
    const zh = await getIn(request, 'zh', '/pricing', baseURL!)
    const en = await request.get('/pricing')
    expect(await zh.text()).toContain('lang="zh-CN"')
    expect(await en.text()).toContain('lang="en-US"')
  }
  expect((await getIn(request, 'zh', '/pricing', baseURL!)).headers()['x-cache']).toBe('HIT')
})

test('the root page is cached once and shown from the cache to every visitor it is the page for, with its personal headers', async ({ request }) => {
  // The default host's `/` is the English home for a visitor who prefers English, a redirect for
  // one who prefers a prefixed language (SPEC 4): the page is the same for everyone it is shown to.
  const responses = await untilTwoHitsOfOneCopy(() => request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en', 'accept-encoding': 'br' } }))
  for (const response of responses) {
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('private, no-cache')
    expect(response.headers()['vary']).toMatch(/^(?=.*\bCookie\b)(?=.*\bAccept-Language\b)(?=.*\bAccept-Encoding\b)/)
  }
  expect(new Set(await Promise.all(responses.slice(-2).map((a) => a.text()))).size).toBe(1)
  // Cached or not, a visitor the root is a redirect for still gets the redirect, personal too.
  const redirected: Record<string, string>[] = [{ cookie: 'i18n_redirected=ru' }, { 'accept-language': 'ko' }]
  for (const headers of redirected) {
    const redirect = await request.get('/', { maxRedirects: 0, headers })
    expect(redirect.status(), JSON.stringify(headers)).toBe(302)
    expect(redirect.headers()['cache-control']).toBe('private, no-cache')
  }
  // A visitor whose cookie says English gets the cached page even when the browser prefers Russian.
  const chosen = await request.get('/', { maxRedirects: 0, headers: { cookie: 'i18n_redirected=en', 'accept-language': 'ru' } })
  expect(chosen.status()).toBe(200)
  expect(chosen.headers()['x-cache']).toBe('HIT')
})

test('responses that depend on the visitor or the query are never cached', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    // Search terms and campaign tags render every time.
    expect((await request.get('/search?q=proxy')).headers()['x-cache']).toBeUndefined()
    expect((await request.get('/pricing?utm_source=mail')).headers()['x-cache']).toBeUndefined()
    // Errors are not cached.
    expect((await request.get('/no-such-page')).headers()['x-cache']).toBe('MISS')
  }
})

test('a page from the cache hydrates under its policy and works', async ({ page, request }) => {
  await request.get('/uk/pricing')
  const response = page.waitForResponse((r) => r.url().endsWith('/uk/pricing'))
  await page.goto('/uk/pricing')
  expect((await response).headers()['x-cache']).toBe('HIT')
  await hydrated(page)
  await page.locator('html[data-search]').waitFor({ state: 'attached' })
  // The console-error fixture fails the test on any policy violation.
})
