import { request as playwrightRequest } from '@playwright/test'
import { expect, getIn, test } from './fixtures'

// SPEC 2.4 normalisation and SPEC 4 locale resolution on the real server (the rules themselves are
// table-tested in src/routing/request.test.ts; here: the middleware applies them before routing).
test.describe('request normalisation over HTTP', () => {
  const cases: [string, number, string?][] = [
    ['//', 200],
    ['/\\', 200],
    ['/%5C/', 200],
    ['/Pricing', 301, '/pricing'],
    ['/ru/Download', 301, '/ru/download'],
    ['/ru//pricing/', 301, '/ru/pricing'],
    ['/ru/pricing.html?utm_source=x', 301, '/ru/pricing?utm_source=x'],
    ['/blog/', 301, '/blog'],
    ['/ru?x=1', 301, '/ru/?x=1'],
    ['/ru/?x=1', 200],
    ['//evil.example/x', 400],
    ['//127.0.0.2/', 400],
    ['/\\evil.example/', 400],
    ['/%2e%2e/', 400],
    ['/%00', 400],
    ['/%ff', 400],
    [`/${'a'.repeat(3000)}`, 400],
    ['/vi/docs/proxies', 301, '/vn/docs/proxies'],
    ['/en/pricing', 301, '/pricing'],
  ]
  for (const [path, status, location] of cases) {
    test(`${path.slice(0, 40)} → ${status}${location ? ` ${location}` : ''}`, async ({ baseURL }) => {
      // Raw request targets: fetch() would normalise `//` and `..` before sending.
      const res = await rawGet(baseURL!, path)
      expect(res.status).toBe(status)
      if (location) expect(res.headers.location).toBe(location)
      if (status === 400) expect(res.body).not.toContain('<script')
    })
  }
})

test.describe('locale resolution at /', () => {
  test('redirects by cookie, then Accept-Language, privately; crawlers get English', async ({ baseURL }) => {
    const ctx = await playwrightRequest.newContext({ baseURL })
    const byCookie = await ctx.get('/', { maxRedirects: 0, headers: { cookie: 'i18n_redirected=ko', 'accept-language': 'ru' } })
    expect(byCookie.status()).toBe(302)
    expect(byCookie.headers().location).toBe('/ko')
    expect(byCookie.headers()['cache-control']).toContain('private')
    expect(byCookie.headers().vary).toContain('Accept-Language')
    const byLanguage = await ctx.get('/?ref=abc', { maxRedirects: 0, headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' } })
    expect(byLanguage.headers().location).toBe('/pt?ref=abc')
    const crawler = await ctx.get('/', { maxRedirects: 0, headers: { 'accept-language': '' } })
    expect(crawler.status()).toBe(200)
    expect(await crawler.text()).toContain('<html lang="en-US"')
    // A URL that names a locale is never redirected by language.
    const named = await ctx.get('/ru', { maxRedirects: 0, headers: { cookie: 'i18n_redirected=jp' } })
    expect(named.status()).toBe(200)
    await ctx.dispose()
  })

  test('the zh host is not redirected by language', async ({ request, baseURL }) => {
    const res = await getIn(request, 'zh', '/', baseURL!)
    expect(res.status()).toBe(200)
  })

  test('choosing a language sets i18n_redirected, and / then honours it', async ({ page, context, baseURL }) => {
    await page.goto('/pricing')
    await page.locator('header .lang-switcher__toggle').click()
    await page.locator('header a[hreflang="ja-JP"]').click()
    await expect(page).toHaveURL(/\/jp\/pricing$/)
    const cookie = (await context.cookies(baseURL)).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('jp')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    // ~365 days
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86400)
    // Saved once the page is idle.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('myLocale'))).toBe('en-US')
    await page.goto('/')
    await expect(page).toHaveURL(/\/jp$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
  })
})

test.describe('language-aware switching on detail pages (SPEC 2.5)', () => {
  const cases: [string, string, string][] = [
    ['/blog/browser-fingerprinting-explained', 'ru-RU', '/ru/blog'],
    ['/ru/news/profiledeck-5-2-released', 'en-US', '/news'],
    ['/jp/helps/import-proxies-in-bulk', 'es-ES', '/es/helps'],
    ['/guide/create-first-profile', 'zh-CN', '/guide'],
    ['/guide/create-first-profile', 'fr-FR', '/fr/blog'],
    ['/solutions/ticketing', 'vi-VN', '/vn/use-cases/ticketing'],
    ['/ru/use-cases/crypto', 'pt-PT', '/pt/solutions/crypto'],
    ['/ru/use-cases/agencies', 'ko-KR', '/ko'],
    ['/alternatives/octo-browser', 'zh-TW', '/tc/alternatives'],
    ['/tc/alternatives/ziniao', 'en-US', '/alternatives'],
    ['/partner/nimbus-proxy', 'uk-UA', '/uk/partner/nimbus-proxy'],
    ['/docs/local-api', 'th-TH', '/th'],
    ['/docs/local-api', 'pt-PT', '/pt/docs/local-api'],
  ]
  for (const [from, hreflang, expected] of cases) {
    test(`${from} → ${hreflang}`, async ({ tab: page }) => {
      await page.goto(from)
      // zh lives on its own host: its links are absolute.
      const href = hreflang === 'zh-CN' ? new RegExp(`^http://zh\\.localhost:\\d+${expected}$`) : expected
      await expect(page.locator(`footer a[hreflang="${hreflang}"]`)).toHaveAttribute('href', href)
      await expect(page.locator(`header a[hreflang="${hreflang}"]`)).toHaveAttribute('href', href)
    })
  }

  test('zh use-case slugs swap back for ru and vn; zh itself switches to /solutions', async ({ tab: page, baseURL }) => {
    await page.goto(`${baseURL!.replace('localhost', 'zh.localhost')}/use-cases/media-market`)
    await expect(page.locator('header a[hreflang="ru-RU"]')).toHaveAttribute('href', `${baseURL}/ru/use-cases/betting`)
    await expect(page.locator('header a[hreflang="vi-VN"]')).toHaveAttribute('href', `${baseURL}/vn/use-cases/betting`)
    await expect(page.locator('header a[hreflang="en-US"]')).toHaveAttribute('href', `${baseURL}/solutions/betting`)
  })
})

test.describe('scroll behaviour (SPEC 2.4)', () => {
  test('a page change scrolls to the top; a hash scrolls to its target', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1200, height: 700 })
    await page.goto('/blog/browser-fingerprinting-explained')
    // Hydration's scroll restoration may reset an early scroll: scroll until it stays down.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        return page.evaluate(() => window.scrollY)
      })
      .toBeGreaterThan(300)
    await page.locator('.related a').first().click()
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // A table-of-contents link scrolls to its heading.
    const tocLink = page.locator('.toc a').nth(2)
    const id = (await tocLink.getAttribute('href'))!.slice(1)
    await tocLink.click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    await expect.poll(() => page.evaluate((h) => Math.round(document.getElementById(h)!.getBoundingClientRect().top), id)).toBeLessThan(200)
    // Loading a URL with a hash lands on the target too.
    const withHash = page.url()
    await page.goto('/pricing')
    await page.goto(withHash)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  })
})

/** A GET with the request target sent exactly as given. */
async function rawGet(baseURL: string, target: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { request } = await import('node:http')
  const url = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: url.port, path: target, method: 'GET', headers: { host: url.host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body }))
    })
    req.on('error', reject)
    req.end()
  })
}
