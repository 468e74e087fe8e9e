import { expect, getIn, test } from './fixtures'

// Failed route checks respond 404 'Page Not Found: {path}'; unmatched URLs 404 'Page not found: {path}'.
const failedChecks = [
  ['en', '/blog/no-such-post'],
  ['ru', '/ru/blog/no-such-post'],
  ['jp', '/jp/news/no-such-item'],
  ['en', '/guide/nope'],
  ['fr', '/fr/helps/nope'],
  ['en', '/partner/nope'],
  ['en', '/release/9.9.9'],
  ['en', '/blog-cooking'],
  ['en', '/blog-tutorials/cooking'],
  // A tag named like a page must not be taken for that page of an unknown locale.
  ['en', '/blog-tutorials/release'],
  ['en', '/news-product/pricing'],
  ['en', '/no-such-page'],
  ['zh', '/solutions/crypto'],
  ['tc', '/tc/solutions/crypto'],
  ['vn', '/vn/solutions/betting'],
  ['en', '/alternatives/ziniao'],
  ['zh', '/alternatives/octo-browser'],
  ['zh', '/use-cases/betting'],
  ['zh', '/use-cases/web-scraping'],
  ['en', '/use-cases/media-market'],
] as const

// (/en/... is not here: it names the unprefixed default locale and responds 301 to its one URL.)
const unmatched = ['/xx/pricing', '/zh/pricing', '/ru/blog/a/b/c', '/RU/pricing']

test('failed route checks respond 404 with the check message', async ({ request, baseURL }) => {
  for (const [locale, path] of failedChecks) {
    const res = await getIn(request, locale, path, baseURL!)
    expect(res.status(), path).toBe(404)
    expect(await res.text(), path).toContain(`Page Not Found: ${path}`)
  }
})

test('unmatched routes and unknown prefixes respond 404 with the router message', async ({ request }) => {
  for (const path of unmatched) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(404)
    expect(await res.text(), path).toContain(`Page not found: ${path}`)
  }
})

test('the path is shown escaped, never as markup', async ({ page }) => {
  const res = await page.goto('/blog/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')
  expect(res?.status()).toBe(404)
  await expect(page.getByTestId('not-found-message')).toContainText('Page Not Found: /blog/')
  expect(await page.locator('main img[src="x"]').count()).toBe(0)
  const html = await res!.text()
  expect(html).not.toContain('<img src=x')
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
})
