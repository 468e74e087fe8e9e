import { expect, LOCALE_CODES, localizePath, originFor, test } from './fixtures'

// React hydrates the server's whole document (ADR 021). Hydration must adopt the server's nodes, not
// build a second page beside them: a mismatch makes React render the tree again on the client,
// which this catches as new nodes (and the fixture as a console error).

/** Tags every element of the server's HTML before any script runs, to tell adopted nodes from new ones. */
const TAG_SERVER_NODES = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return
    for (const el of document.querySelectorAll('*')) (el as Element & { fromServer?: true }).fromServer = true
  }, { once: true })
}

const PAGES = ['/', '/pricing', '/blog', '/faq']

for (const locale of LOCALE_CODES) {
  test(`${locale}: hydration adopts the server's document, once`, async ({ page, baseURL }) => {
    await page.addInitScript(TAG_SERVER_NODES)
    for (const path of PAGES) {
      await page.goto(new URL(localizePath(locale, path), originFor(locale, baseURL!)).href)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const shape = await page.evaluate(() => ({
        roots: document.querySelectorAll('html, head, body').length,
        headings: document.querySelectorAll('h1').length,
        // The page's content and shell are the server's nodes; only the download buttons are new:
        // they render again for the visitor's system once hydrated.
        newInMain: [...document.querySelectorAll('main *, header *, footer *')].filter((el) => !(el as Element & { fromServer?: true }).fromServer && !el.closest('[data-key^="down-"]')).length,
        lang: document.documentElement.lang,
      }))
      expect(shape, `${locale} ${path}`).toMatchObject({ roots: 3, headings: 1, newInMain: 0 })
      expect(shape.lang).not.toBe('')
    }
  })
}

test('a client navigation renders the next page in place, and the language follows it', async ({ page, baseURL }) => {
  await page.addInitScript(TAG_SERVER_NODES)
  await page.goto(new URL('/ru', originFor('ru', baseURL!)).href)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.locator('footer a[href="/ru/pricing"]').first().click()
  await expect(page).toHaveURL(/\/ru\/pricing$/)
  await expect(page.locator('h1')).toHaveCount(1)
  expect(await page.evaluate(() => document.querySelectorAll('html, head, body').length)).toBe(3)
  // The document's root and shell were kept through the navigation.
  expect(await page.evaluate(() => (document.documentElement as Element & { fromServer?: true }).fromServer && (document.querySelector('header') as Element & { fromServer?: true }).fromServer)).toBe(true)
  await page.locator('footer .lang-switcher__toggle').click()
  await page.locator('footer .lang-switcher__list a[hreflang="en-US"]').click()
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/pricing$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.locator('h1')).toHaveCount(1)
})
