import { expect, hydrated, LOCALE_CODES, localizePath, originFor, test } from './fixtures'

// React hydrates the server's whole document (ADR 021). Hydration must adopt the server's nodes, not
// build a second page beside them: a mismatch makes React render the tree again on the client,
// which this catches as new nodes (and the fixture as a console error).

/** Tags every element of the server's HTML before any script runs, to tell adopted nodes from new ones. */
const TAG_SERVER_NODES = () => {
  document.addEventListener(
    'readystatechange',
    () => {
      if (document.readyState !== 'interactive') return
      for (const el of document.querySelectorAll('*')) (el as Element & { fromServer?: true }).fromServer = true
    },
    { once: true },
  )
}

const PAGES = ['/', '/pricing', '/blog', '/faq']

for (const locale of LOCALE_CODES) {
  test(`${locale}: hydration adopts the server's document, once`, async ({ tab: page, baseURL }) => {
    await page.addInitScript(TAG_SERVER_NODES)
    for (const path of PAGES) {
      await page.goto(new URL(localizePath(locale, path), originFor(locale, baseURL!)).href)
      await hydrated(page)
      const shape = await page.evaluate(() => ({
        roots: document.querySelectorAll('html, head, body').length,
        headings: document.querySelectorAll('h1').length,
        // The page's content and shell are the server's nodes; only the download buttons are new:
        // they render again for the visitor's system once hydrated.
        newInMain: [...document.querySelectorAll('main *, header *, footer *')].filter(
          (el) => !(el as Element & { fromServer?: true }).fromServer && !el.closest('[data-key^="down-"]'),
        ).length,
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
  await hydrated(page)
  await page.locator('footer a[href="/ru/pricing"]').first().click()
  await expect(page).toHaveURL(/\/ru\/pricing$/)
  // The next page has rendered (the address changes first): its menus close as it does, so a menu
  // opened before that would close under the click.
  await expect(page.getByTestId('price-team')).toBeVisible()
  await expect(page.locator('h1')).toHaveCount(1)
  expect(await page.evaluate(() => document.querySelectorAll('html, head, body').length)).toBe(3)
  // The document's root and shell were kept through the navigation.
  expect(
    await page.evaluate(
      () =>
        (document.documentElement as Element & { fromServer?: true }).fromServer &&
        (document.querySelector('header') as Element & { fromServer?: true }).fromServer,
    ),
  ).toBe(true)
  await page.locator('footer .lang-switcher__toggle').click()
  await page.locator('footer .lang-switcher__list a[hreflang="en-US"]').click()
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/pricing$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.locator('h1')).toHaveCount(1)
})

/**
 * Records, when `html[data-hydrated]` appears, whether the header and the page's main content are
 * hydrated (React has adopted them). Observed on the document: the attribute is set before the
 * first await of a test could see it.
 */
const RECORD_AT_MARK = () => {
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return
    const adopted = (el: Element | null) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber'))
    Object.assign(window, { atMark: { header: adopted(document.querySelector('header')), main: adopted(document.querySelector('main')) } })
    observer.disconnect()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
}

// The router renders a page inside a Suspense boundary, which React hydrates after the root has
// committed: a mark set by the root's effect came before the header or the page could take a click.
for (const path of ['/ru', '/pricing', '/ru/no-such-page', '/xx/pricing']) {
  test(`${path}: html[data-hydrated] appears once the header and the page have hydrated`, async ({ tab: page }) => {
    await page.addInitScript(RECORD_AT_MARK)
    await page.goto(path)
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { atMark: unknown }).atMark)).toEqual({ header: true, main: true })
  })
}
