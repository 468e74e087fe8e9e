import { expect, getIn, hydrated, localizePath, test, type LocaleCode } from './fixtures'

// Content in a real browser: lists paginate and link their categories and tags, pricing switches
// currency and billing with the SPEC 9 formats, and every section's index leads to detail pages.

test('the blog paginates with ?page=, and a page past the end is a 404', async ({ tab: page, request }) => {
  await page.goto('/blog')
  await expect(page.locator('main .card')).toHaveCount(9)
  const next = page.locator('nav.pagination a[rel="next"]')
  await next.click()
  await expect(page).toHaveURL(/\/blog\?page=2$/)
  const secondPage = await page.locator('main .card__title a').allTextContents()
  expect(secondPage.length).toBeGreaterThanOrEqual(3)
  await expect(page.locator('nav.pagination [aria-current="page"]')).toHaveText('2')
  await page.locator('nav.pagination a[rel="prev"]').click()
  await expect(page).toHaveURL(/\/blog$/)
  expect((await request.get('/blog?page=3', { maxRedirects: 0 })).status()).toBe(404)
  // A garbled page number is a malformed request: the check's own status reaches the response.
  const garbled = await request.get('/blog?page=abc', { maxRedirects: 0 })
  expect(garbled.status()).toBe(400)
  expect(await garbled.text()).toContain('Page Not Found: /blog')
  expect((await request.get('/ru/news?page=0', { maxRedirects: 0 })).status()).toBe(400)
  expect((await request.get('/blog?page=2', { maxRedirects: 0 })).status()).toBe(200)
  // The route's schema reads a zero-padded page as its number: the router sends the visitor to that
  // page's one URL (ADR 029).
  const padded = await request.get('/blog?page=02', { maxRedirects: 0 })
  expect(padded.status()).toBe(307)
  expect(padded.headers().location).toBe('/blog?page=2')
})

test('category and tag lists filter the posts and link each other', async ({ tab: page }) => {
  await page.goto('/blog')
  await page.locator('nav.chips a[href="/blog-tutorials"]').click()
  await expect(page).toHaveURL(/\/blog-tutorials$/)
  // The URL changes before the new list renders: wait for the list to show one category only.
  await expect.poll(async () => new Set(await page.locator('main .card__kicker').allTextContents()).size).toBe(1)
  const kickers = await page.locator('main .card__kicker').allTextContents()
  expect(kickers.length).toBeGreaterThan(0)
  await page.locator('nav.chips--tags a[href="/blog-tutorials/proxies"]').click()
  await expect(page).toHaveURL(/\/blog-tutorials\/proxies$/)
  await expect(page.locator('nav.chips--tags a[href="/blog-tutorials/proxies"]')).toHaveAttribute('aria-current', 'page')
  const titles = await page.locator('main .card__title a').allTextContents()
  expect(titles.length).toBeGreaterThan(0)
  expect(titles.length).toBeLessThan(kickers.length + 1)
  // A tag on an article links to its category+tag list.
  await page.locator('main .card__title a').first().click()
  await expect(page.locator('article .tags a').first()).toHaveAttribute('href', /^\/blog-[a-z-]+\/[a-z-]+$/)
})

test('pricing switches currency and billing with the SPEC 9 formats', async ({ tab: page }) => {
  await page.goto('/pricing')
  // A choice made before hydration changes the <select> but no price: wait for React to own it.
  await hydrated(page)
  const select = page.getByTestId('currency')
  await expect(select.locator('option')).toHaveText(['USD', 'BRL', 'PLN', 'VND'])
  await expect(select).toHaveValue('USD')
  const team = page.getByTestId('price-team')
  await expect(team).toContainText('$29')
  await select.selectOption('BRL')
  await expect(team).toContainText('R$159')
  await select.selectOption('PLN')
  await expect(team).toContainText('119 zł')
  await select.selectOption('VND')
  await expect(team).toContainText('739K ₫')
  // SPEC 9: 1000 or more as thousands with K, SPEC 5 comma grouping: 2,490,000 → 2,490K.
  await expect(page.getByTestId('price-business')).toContainText('2,490K ₫')
  await page.getByRole('button', { name: /20%/ }).click()
  await expect(team).toContainText('589K ₫')
  await select.selectOption('USD')
  await expect(team).toContainText('$23')
  await expect(page.getByTestId('price-free')).toContainText('$0')
})

// Every section index links to detail pages that respond 200, in en, zh, ru and jp.
const SECTIONS = [
  ['/blog', '/blog/'],
  ['/news', '/news/'],
  ['/guide', '/guide/'],
  ['/helps', '/helps/'],
  ['/partner', '/partner/'],
  ['/release', '/release/'],
  ['/solutions', '/solutions/'],
  ['/use-cases', '/use-cases/'],
] as const

for (const locale of ['en', 'zh', 'ru', 'jp'] as LocaleCode[]) {
  test(`every section index links to detail pages that respond 200 (${locale})`, async ({ request, baseURL }) => {
    const sections = locale === 'en' || locale === 'ru' ? [...SECTIONS, ['/docs', '/docs/'] as const] : SECTIONS
    for (const [index, detail] of sections) {
      const res = await getIn(request, locale, localizePath(locale, index), baseURL!)
      expect(res.status(), `${locale} ${index}`).toBe(200)
      const html = await res.text()
      const prefix = localizePath(locale, detail).replace(/\/$/, '') + '/'
      const links = [...new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).filter((h) => h.startsWith(prefix) && !h.includes('#')))]
      expect(links.length, `${locale} ${index} links to details`).toBeGreaterThan(0)
      for (const href of links) {
        const page = await getIn(request, locale, href.replace(/&amp;/g, '&'), baseURL!)
        expect(page.status(), href).toBe(200)
      }
    }
  })
}

test('a comparison page shows its table and checked-on date; the FAQ has 20 questions', async ({ tab: page }) => {
  await page.goto('/alternatives/gologin')
  expect(await page.locator('table.compare tbody tr').count()).toBeGreaterThanOrEqual(6)
  await expect(page.locator('.compare__checked time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
  await page.goto('/ru/faq')
  await expect(page.locator('details.faq__item')).toHaveCount(20)
  await page.locator('details.faq__item summary').first().click()
  await expect(page.locator('details.faq__item').first()).toHaveAttribute('open', '')
})

test('the home page shows features, solutions, partners, pricing, download and FAQ', async ({ tab: page }) => {
  await page.goto('/jp')
  await expect(page.locator('.feature-grid > li')).toHaveCount(6)
  // The partners this locale has pages for (six in English, fewer where not yet translated).
  expect(await page.locator('.partners-strip img').count()).toBeGreaterThanOrEqual(2)
  await expect(page.locator('.pricing-teaser')).toContainText('$7')
  await expect(page.locator('section.faq details')).toHaveCount(4)
  await expect(page.locator('a[href="/jp/download"]').first()).toBeVisible()
})

test('articles in a locale link to English pages the locale lacks instead of 404s', async ({ tab: page, request }) => {
  await page.goto('/ru/alternatives/gologin')
  const href = await page.locator('.prose a[href*="migrate-from-another-browser"]').first().getAttribute('href')
  expect(href).toBe('/guide/migrate-from-another-browser')
  expect((await request.get(href!)).status()).toBe(200)
})
