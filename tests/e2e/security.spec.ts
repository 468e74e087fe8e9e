import { readdirSync } from 'node:fs'
import { DENIED_FEATURES, OTHER_CSP } from '#src/http/security-headers'
import { expect, LOCALE_CODES, localizePath, originFor, test } from './fixtures'

// Security headers (issue 15, ADR 015): the static ones on every kind of answer, a nonce policy on
// every page whose scripts all carry that response's nonce, and pages that hydrate and load their
// browser features under the policy in every language. Every browser test of the suite also fails
// on a console error, which is how Chromium reports a policy violation.

const ENTRY = readdirSync('.output/public/assets').find((f) => /^index-.*\.js$/.test(f))!

const STATIC = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'x-frame-options': 'DENY',
}

test('every kind of answer carries the security headers', async ({ request }) => {
  const answers: [string, number][] = [
    ['/', 200],
    ['/ru/pricing', 200],
    ['/no-such-page', 404],
    ['/Pricing/', 301],
    [`/assets/${ENTRY}`, 200],
    ['/favicon.svg', 200],
    ['/sitemap.xml', 200],
    ['/robots.txt', 200],
    ['/builds/latest.json', 200],
    // Again: now a hit, which the Node server answers before the middleware that adds these.
    ['/ru/pricing', 200],
  ]
  for (const [i, [path, status]] of answers.entries()) {
    const res = await request.get(path, { maxRedirects: 0 })
    if (i === answers.length - 1) expect(res.headers()['x-cache']).toBe('HIT')
    expect(res.status(), path).toBe(status)
    const headers = res.headers()
    for (const [name, value] of Object.entries(STATIC)) expect(headers[name], `${name} on ${path}`).toBe(value)
    expect(headers['permissions-policy'], path).toBe(DENIED_FEATURES.map((f) => `${f}=()`).join(', '))
    // Without https in SITE_URL there is no HSTS (it would pin a plain-http test host).
    expect(headers['strict-transport-security'], path).toBeUndefined()
    const html = headers['content-type']?.startsWith('text/html')
    if (html) expect(headers['content-security-policy'], path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'/)
    // Files of public/ and the build come straight from nitro's static handler: the static headers
    // only (they are our own files; the route rules cannot add a policy without stacking it on pages').
    else if (!/^\/(assets|builds)\/|^\/favicon\.svg$/.test(path)) expect(headers['content-security-policy'], path).toBe(OTHER_CSP)
  }
})

test('every script of a page carries that response nonce, and two responses never share one', async ({ request }) => {
  const nonces = new Set<string>()
  for (const path of ['/', '/', '/ru/pricing', '/jp/blog', '/no-such-page']) {
    const res = await request.get(path)
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce, path).toBeTruthy()
    nonces.add(nonce!)
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(2)
    for (const attrs of scripts) {
      // JSON-LD is data the browser never runs (CSP does not apply to it); everything else runs.
      if (/type="application\/ld\+json"/.test(attrs)) continue
      expect(attrs, `a script of ${path}`).toContain(`nonce="${nonce}"`)
    }
    for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) expect(m[0]).toContain(`nonce="${nonce}"`)
    // Metadata carries none: the policy does not govern it (headTagNeedsNonce).
    for (const m of html.matchAll(/<meta\b[^>]*>|<link\b[^>]*rel="(?:alternate|canonical|icon)"[^>]*>/g)) expect(m[0]).not.toContain('nonce=')
    // No other nonce anywhere in the page.
    expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]))
  }
  expect(nonces.size).toBe(5)
})

test('a revalidated page is a 304 without a policy, so the cached page keeps the one its nonce belongs to', async ({ request }) => {
  const first = await request.get('/ru/pricing')
  const etag = first.headers().etag!
  expect(etag).toBeTruthy()
  const again = await request.get('/ru/pricing', { headers: { 'if-none-match': etag } })
  expect(again.status()).toBe(304)
  expect(again.headers()['content-security-policy']).toBeUndefined()
  expect(again.headers()['x-content-type-options']).toBe('nosniff')
})

for (const locale of LOCALE_CODES) {
  test(`${locale}: the page hydrates and loads its browser features under the policy`, async ({ page, baseURL }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    await page.goto(new URL(localizePath(locale, '/pricing'), originFor(locale, baseURL!)).href)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // Idle features are chunks loaded by the page's own (nonce-trusted) code: strict-dynamic.
    await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
    await page.locator('html[data-search]').waitFor({ state: 'attached' })
    // A client-side navigation loads route chunks under the policy too.
    await page.locator('header').getByRole('link').first().click()
    const combobox = page.waitForResponse((r) => r.url().includes('search-combobox'))
    await page.locator('header .search-box__input').focus()
    await combobox
    expect(violations).toEqual([])
  })
}
