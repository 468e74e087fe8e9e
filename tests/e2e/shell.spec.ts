import { LOCALES } from '#src/i18n/locales'
import { expect, hydrated, test } from './fixtures'

test('the page hydrates: the language menu opens and the pricing toggle changes prices', async ({ tab: page }) => {
  await page.goto('/pricing')
  // Menus open once React has hydrated (after the page's catalog chunk arrived, ADR 016).
  await hydrated(page)
  const list = page.locator('header .lang-switcher__list')
  await expect(list).toBeHidden()
  await page.locator('header .lang-switcher__toggle').click()
  await expect(list).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  const team = page.getByTestId('price-team')
  await expect(team).toContainText('$29')
  await page.locator('.billing-toggle button').nth(1).click()
  await expect(team).toContainText('$23')
})

test('the header has the three menus, account buttons and all 14 languages with hreflang', async ({ tab: page }) => {
  await page.goto('/ru/blog')
  const header = page.locator('header.site-header')
  await expect(header.locator('details.menu')).toHaveCount(2)
  // The bar's sign-up button and the menu panel's (shown on phones) are both decorated links.
  const register = header.locator('a[href^="https://app.profiledeck.com/register"]')
  await expect(register).toHaveCount(2)
  for (const link of await register.all()) await expect(link).toHaveAttribute('href', /rel=official_website&lang=ru/)
  const links = header.locator('.lang-switcher__list a')
  await expect(links).toHaveCount(14)
  for (const l of LOCALES) {
    const link = header.locator(`.lang-switcher__list a[hreflang="${l.language}"]`)
    await expect(link).toHaveText(l.name)
  }
  await expect(header.locator('a[hreflang="ja-JP"]')).toHaveAttribute('href', '/jp/blog')
  await expect(header.locator('a[hreflang="en-US"]')).toHaveAttribute('href', '/blog')
  await expect(header.locator('a[hreflang="zh-CN"]')).toHaveAttribute('href', /^http:\/\/zh\.localhost:\d+\/blog$/)
})

test('on a phone the menu holds Log in and Sign up, which the bar has no room for', async ({ tab: page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/uk/pricing')
  await hydrated(page)
  const header = page.locator('header.site-header')
  await expect(header.locator('[data-track="header-login"]')).toBeHidden()
  await expect(header.locator('[data-track="header-register"]')).toBeHidden()
  await header.locator('.site-header__burger').click()
  await expect(header.locator('[data-track="menu-login"]')).toBeVisible()
  await expect(header.locator('[data-track="menu-login"]')).toHaveAttribute('href', /^https:\/\/app\.profiledeck\.com\/login\?rel=official_website&lang=uk/)
  await expect(header.locator('[data-track="menu-register"]')).toBeVisible()
})

// A slow phone may paint the header before the parser has reached all of it (the document arrives
// and is parsed in chunks). What such a paint shows is checked on the finished bar, with the parts
// that come later in the document taken out again.
for (const locale of ['en', 'ru', 'jp'] as const) {
  test(`${locale}: a bar painted mid-parse puts the burger where it stays, and no "Details" shows`, async ({ tab: page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(locale === 'en' ? '/pricing' : `/${locale}/pricing`)
    // Taken out after hydration, which would otherwise find the document changed under it.
    await hydrated(page)
    const burger = page.locator('details.site-menu')
    const where = (await burger.boundingBox())!
    // The actions come after the burger in the document: parsed up to the burger, the bar has none.
    await page.locator('.site-header__actions').evaluate((actions) => actions.setAttribute('style', 'display: none'))
    expect(await burger.boundingBox()).toEqual(where)
    // Parsed up to the disclosure's own tag: no summary yet, and the browser's default one is hidden.
    await page.locator('.site-header__burger').evaluate((summary) => summary.remove())
    await expect(burger).toHaveCSS('visibility', 'hidden')
  })
}

test('the switcher keeps the page when the target has it and falls back to its section, then its home', async ({ tab: page }) => {
  await page.goto('/solutions/crypto')
  await expect(page.locator('header a[hreflang="ru-RU"]')).toHaveAttribute('href', '/ru/use-cases/crypto')
  await expect(page.locator('header a[hreflang="pt-PT"]')).toHaveAttribute('href', '/pt/solutions/crypto')
  // crypto is absent in tc and zh (SPEC 2.5): their solutions index instead.
  await expect(page.locator('header a[hreflang="zh-TW"]')).toHaveAttribute('href', '/tc/solutions')
  await expect(page.locator('header a[hreflang="zh-CN"]')).toHaveAttribute('href', /zh\.localhost:\d+\/solutions$/)
  // es has no solutions section: its home.
  await expect(page.locator('header a[hreflang="es-ES"]')).toHaveAttribute('href', '/es')
  // Category and tag lists a language lacks fall back to the section index, docs to the home.
  await page.goto('/docs/proxies')
  await expect(page.locator('header a[hreflang="ru-RU"]')).toHaveAttribute('href', '/ru/docs/proxies')
  await expect(page.locator('header a[hreflang="es-ES"]')).toHaveAttribute('href', '/es')
})

test('a page loads its own catalog (preloaded, not inline); switching language loads only the target one', async ({ page }) => {
  const catalogs: string[] = []
  page.on('request', (req) => {
    const m = /\/assets\/catalog-([a-z]+)-/.exec(req.url())
    if (m) catalogs.push(m[1]!)
  })
  const response = page.waitForResponse((r) => r.url().endsWith('/pricing'))
  await page.goto('/pricing')
  const html = await (await response).text()
  // ADR 016: the page names its catalog chunk as a module preload and carries no catalog inline.
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/catalog-en-[\w-]+\.js"/)
  expect(html).not.toContain('messages:')
  await expect(page.locator('h1')).toHaveText('Pricing')
  await hydrated(page)
  expect(catalogs).toEqual(['en'])
  await page.locator('header .lang-switcher__toggle').click()
  await page.locator('header a[hreflang="ru-RU"]').click()
  await expect(page).toHaveURL(/\/ru\/pricing$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  await expect(page.locator('h1')).not.toHaveText('Pricing')
  expect(catalogs).toEqual(['en', 'ru'])
})

test('the zh host serves Chinese at unprefixed paths and links back to the main host', async ({ tab: page, baseURL }) => {
  await page.goto(baseURL!.replace('localhost', 'zh.localhost') + '/pricing')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.locator('header a[hreflang="en-US"]')).toHaveAttribute('href', `${baseURL}/pricing`)
  await expect(page.locator('header a[hreflang="ru-RU"]')).toHaveAttribute('href', `${baseURL}/ru/pricing`)
})

test('content links stay in the language and navigate inside the app', async ({ tab: page }) => {
  await page.goto('/ru/blog/browser-fingerprinting-explained')
  const internal = page.locator('.prose a[href^="/ru/"]').first()
  await expect(internal).toBeVisible()
  const href = await internal.getAttribute('href')
  await internal.click()
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
})

test('section indexes link to detail pages that open', async ({ tab: page }) => {
  for (const [index, prefix] of [
    ['/jp/blog', '/jp/blog/'],
    ['/tc/helps', '/tc/helps/'],
    ['/vn/partner', '/vn/partner/'],
    ['/uk/release', '/uk/release/'],
    ['/es/guide', '/es/guide/'],
    ['/ko/news', '/ko/news/'],
  ] as const) {
    await page.goto(index)
    const link = page.locator(`main a[href^="${prefix}"]`).first()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}[a-z0-9.-]+$`))
    await expect(page.locator('article h1')).toBeVisible()
  }
})

test('the error screen counts down and sends the visitor to the blog', async ({ tab: page }) => {
  await page.goto('/ru/error/502')
  const line = page.getByTestId('countdown-line')
  await expect(line).toBeVisible()
  // Number first outside Chinese.
  expect(await line.evaluate((el) => el.firstElementChild?.getAttribute('data-testid'))).toBe('countdown')
  await expect(page.getByTestId('countdown')).toHaveText(/^[1-4]$/, { timeout: 3000 })
  await page.waitForURL(/\/ru\/blog$/, { timeout: 10_000 })
})

test('Chinese puts the countdown number after its label', async ({ tab: page, baseURL }) => {
  for (const url of [baseURL!.replace('localhost', 'zh.localhost') + '/error/502', `${baseURL}/tc/error/502`]) {
    await page.goto(url)
    const line = page.getByTestId('countdown-line')
    expect(await line.evaluate((el) => el.firstElementChild?.getAttribute('data-testid'))).toBe('countdown-label')
  }
})

test('the icon sprite the server sent stays through hydration and client navigations', async ({ tab: page }) => {
  // The browser keeps the served sprite rather than rendering it (its table is not in the page's
  // JavaScript: bundle.spec), so what must hold is that nothing empties it.
  const symbols = page.locator('body > svg[aria-hidden="true"] > symbol')
  await page.goto('/')
  await hydrated(page)
  const served = await symbols.count()
  expect(served).toBeGreaterThan(10)
  await page.locator('.site-header a[href="/pricing"]').first().click()
  await page.waitForURL('**/pricing')
  await page.locator('.site-header a[href="/blog"]').first().click()
  await page.waitForURL('**/blog')
  expect(await symbols.count()).toBe(served)
  // An icon drawn from it has a painted shape, not an empty box.
  const logo = page.locator('.brand svg use')
  expect(await logo.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(10)
})

test('the icon page shows every sprite icon with its name', async ({ tab: page }) => {
  await page.goto('/_icons')
  const items = page.locator('[data-icon]')
  expect(await items.count()).toBeGreaterThan(10)
  await expect(page.locator('[data-icon="windows"] code')).toHaveText('windows')
  await expect(page.locator('header.site-header')).toHaveCount(0)
})
