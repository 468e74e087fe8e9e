import { readdirSync, readFileSync } from 'node:fs'
import { expect, getIn, hydrated, LOCALE_CODES, test, urlIn } from './fixtures'

// The stylesheet is in the page (ADR 060): the server writes it into each page's head, so the first
// paint waits for no second request, and the browser never fetches it, not on hydration and not on
// a client navigation; the browser's bundle carries no copy of it.

const STYLE = /<style data-site-stylesheet="">([\s\S]*?)<\/style>/g

for (const locale of LOCALE_CODES) {
  test(`${locale}: the page's head holds the stylesheet, once, and links none`, async ({ request, baseURL }) => {
    for (const path of ['/', '/pricing']) {
      const html = await (await getIn(request, locale, path, baseURL!)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      const styles = [...head.matchAll(STYLE)]
      expect(styles, `${locale} ${path}`).toHaveLength(1)
      // The built stylesheet: minified, with the site's rules in it.
      expect(styles[0]![1]).toMatch(/^:root\{--c-bg:#fff;/)
      expect(styles[0]![1]).toContain('.site-header{')
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
    }
  })
}

test('the browser fetches no stylesheet while the page loads, hydrates and navigates, and keeps the styles', async ({ tab: page, baseURL }) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url())
  })
  await page.goto(urlIn('ru', '/', baseURL!))
  await hydrated(page)
  const style = page.locator('style[data-site-stylesheet]')
  const served = await style.textContent()
  expect(served!.length).toBeGreaterThan(10_000)
  await expect(page.locator('header.site-header')).toHaveCSS('position', 'sticky')
  // A client navigation and back: the head React renders keeps the same text.
  await page.locator('header a[href="/ru/pricing"]').first().click()
  await expect(page).toHaveURL(/\/ru\/pricing$/)
  await expect(page.getByTestId('price-team')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/ru$/)
  await expect(style).toHaveCount(1)
  expect(await style.textContent()).toBe(served)
  await expect(page.locator('header.site-header')).toHaveCSS('position', 'sticky')
  expect(stylesheets).toEqual([])
})

test("the browser's chunks carry no copy of the stylesheet", async ({ request }) => {
  const html = await (await request.get('/')).text()
  const css = [...html.matchAll(STYLE)][0]![1]!
  // A stretch of rules from the middle of the stylesheet, long enough to be found nowhere else.
  const sample = css.slice(Math.floor(css.length / 2), Math.floor(css.length / 2) + 200)
  const assets = readdirSync('.output/public/assets')
  const chunks = assets.filter((file) => file.endsWith('.js'))
  expect(chunks.length).toBeGreaterThan(5)
  for (const chunk of chunks) expect(readFileSync(`.output/public/assets/${chunk}`, 'utf8'), chunk).not.toContain(sample)
  expect(assets.filter((file) => file.endsWith('.css'))).toEqual([])
})
