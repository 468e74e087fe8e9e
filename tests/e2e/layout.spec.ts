import type { Page } from '@playwright/test'
import { expect, hydrated, LOCALE_CODES, routesFor, test, urlIn, type LocaleCode } from './fixtures'
import { breaksInsideWords, installLayoutChecks, SHORT_TEXT } from './layout-checks'
import { PHRASE_BREAK } from '#src/i18n/phrases'
import { axeOn } from './axe-helpers'

/**
 * Layout in every language at every width: the page never scrolls sideways; the header
 * holds one row; text in the header, menus, banner and buttons is never clipped or cut to "…";
 * every opened menu lies inside the viewport (the phone search field under the header's row);
 * nothing sticky or fixed lies on an article's text while it scrolls; the banner shows its image
 * whole and lets the footer's last line scroll above it; menus pass axe's contrast rule while open.
 *
 * One page load per language and page, resized through the widths (the CSS and the banner's media
 * query follow the viewport), with the geometry measured and the menus opened inside the page
 * (tests/e2e/layout-checks.ts): a width costs a few round trips.
 */

const WIDTHS = [1920, 1280, 768, 390, 360] as const
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 1920: 1080, 1280: 800, 768: 1024, 390: 844, 360: 740 }
/** Contrast does not change with the width: axe checks the dropdowns at one desktop width, the menu panel at one phone width. */
const AXE_WIDTHS = new Set<number>([1280, 390])
const ARTICLE = '/blog/browser-fingerprinting-explained'
/** SPEC 9: the full header from md (1200), phones up to `mobile` (767). */
const DESKTOP_MIN = 1200
const PHONE_MAX = 767

// Every test here only reads pages: they share their worker's tab.
test.beforeEach(async ({ tab }) => {
  await tab.addInitScript(installLayoutChecks)
})

/**
 * axe's contrast rule over the header with its menus open and the footer's language menu. The
 * footer's menu closes when the header's opens (a click elsewhere), so it is opened here directly.
 */
async function contrast(page: Page, where: string) {
  await page.locator('.site-footer details.lang-switcher').evaluate((menu: HTMLDetailsElement) => (menu.open = true))
  const { violations } = await axeOn(page).withRules(['color-contrast']).include('.site-header').include('.site-footer .lang-switcher').analyze()
  await page.locator('.site-footer details.lang-switcher').evaluate((menu: HTMLDetailsElement) => (menu.open = false))
  expect
    .soft(
      violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`)),
      `${where}: contrast`,
    )
    .toEqual([])
}

async function open(page: Page, locale: LocaleCode, path: string, baseURL: string) {
  await page.goto(urlIn(locale, path, baseURL))
  await hydrated(page)
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: no sideways scroll, one-row header, whole text, menus on screen, nothing on the article's text (${WIDTHS.join(', ')} px)`, async ({
    tab: page,
    baseURL,
  }) => {
    // Two pages through five widths: the first tests of a run also warm the server up.
    test.setTimeout(120_000)
    // Where things come to rest is what is measured here, so they come to rest at once: the header,
    // floating buttons and banner move without their transitions (their moves are
    // shell-behaviours.spec.ts's).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHTS[WIDTHS[0]] })
    await open(page, locale, ARTICLE, baseURL!)
    for (const width of WIDTHS) {
      const where = `${locale} ${ARTICLE} at ${width} px`
      const desktop = width >= DESKTOP_MIN
      const phone = width <= PHONE_MAX
      await page.setViewportSize({ width, height: HEIGHTS[width] })
      expect.soft(await page.evaluate((d) => window.layout.headerAndMenus(d), desktop), where).toEqual([])
      if (AXE_WIDTHS.has(width)) await contrast(page, `${where}, menus open`)
      expect.soft(await page.evaluate((p) => window.layout.searchAndFooter(p), phone), where).toEqual([])
      expect.soft(await page.evaluate((p) => window.layout.bannerAndArticle(p), phone), where).toEqual([])
    }

    await open(page, locale, '/pricing', baseURL!)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHTS[width] })
      const problems = await page.evaluate(() => [
        ...window.layout.pageOverflow(),
        ...window.layout.clippedText('main .btn, .billing-toggle button', true),
        ...window.layout.clippedText('.plan, .currency-select'),
        ...window.layout.tooltipIconsFollowText(),
      ])
      expect.soft(problems, `${locale} /pricing at ${width} px`).toEqual([])
    }
  })
}

/**
 * Pages with grids of cards, and the two that were wider than a phone (long inline code in the docs,
 * the search results' pagination): no page scrolls sideways, no grid row leaves a hole.
 */
const GRID_PAGES = ['/', '/blog', '/solutions', '/download', '/pricing', '/alternatives', '/helps', '/links', '/docs/local-api', '/search?q=proxy']

test('no page scrolls sideways and grids fit their item counts (no row leaves a hole)', async ({ tab: page }) => {
  for (const path of GRID_PAGES) {
    await page.goto(path)
    for (const width of [1280, 768, 390, 360]) {
      await page.setViewportSize({ width, height: 900 })
      expect.soft(await page.evaluate(() => [...window.layout.pageOverflow(), ...window.layout.gridHoles()]), `${path} at ${width} px`).toEqual([])
    }
  }
})

test('the 404 page offers a way on and shows the check message as fine print, not as code', async ({ tab: page }) => {
  const res = await page.goto('/ru/no-such-page')
  expect(res?.status()).toBe(404)
  const message = page.getByTestId('not-found-message')
  await expect(message).toHaveText(/^Page not found: \/ru\/no-such-page$/i)
  expect(await message.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/mono/)
  await expect(page.locator('main a[href="/ru"]').first()).toBeVisible()
  await expect(page.locator('main a[href="/ru/search"]')).toBeVisible()
  expect(await page.locator('main nav a').count()).toBeGreaterThan(2)
})

test('a skip link is the first stop of the keyboard and leads to the page itself', async ({ tab: page }) => {
  await page.goto('/jp/pricing')
  await hydrated(page)
  await page.keyboard.press('Tab')
  const skip = page.locator('a.skip-link')
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  // Its ring is visible on the page: an outline at least 2 px wide in a colour that is not the background.
  expect(await skip.evaluate((el) => parseFloat(getComputedStyle(el).outlineWidth))).toBeGreaterThanOrEqual(2)
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('indigo buttons show a focus ring that stands off the button', async ({ tab: page }) => {
  await page.goto('/pricing')
  await hydrated(page)
  const button = page.locator('main .btn--primary').first()
  await button.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const ring = await button.evaluate((el) => {
    const s = getComputedStyle(el)
    return {
      width: parseFloat(s.outlineWidth),
      offset: parseFloat(s.outlineOffset),
      style: s.outlineStyle,
      colour: s.outlineColor,
      background: s.backgroundColor,
    }
  })
  expect(ring.style).toBe('solid')
  expect(ring.width).toBeGreaterThanOrEqual(2)
  // Offset from the button, the ring is drawn on the page's white, not on the indigo.
  expect(ring.offset).toBeGreaterThanOrEqual(2)
  expect(ring.colour).not.toBe('rgb(255, 255, 255)')
})

/** Korean breaks between words; Japanese and Chinese between phrases (the server's marks, ADR 049). */
test('CJK headings break between words or phrases, never inside them', async ({ tab: page, baseURL }) => {
  const styleOf = async (locale: LocaleCode) => {
    await page.goto(urlIn(locale, '/', baseURL!))
    return page.locator('h1').evaluate((el) => getComputedStyle(el).wordBreak)
  }
  expect(await styleOf('ko')).toBe('keep-all')
  for (const locale of ['jp', 'zh', 'tc'] as const) {
    expect(await styleOf(locale), locale).toBe('keep-all')
    await expect(page.locator('h1'), `${locale}: the heading carries phrase marks`).toContainText(PHRASE_BREAK)
  }
  // Where the lines actually break, at a small phone's width and a phone's, on the home page, the
  // pricing page and an article (the same check runs in Firefox and WebKit: tests/engines).
  for (const locale of ['jp', 'zh', 'tc'] as const) {
    const article = (await routesFor(locale)).find((r) => /^\/blog\/[^/]+$/.test(r))!
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/pricing', article]) {
        await page.goto(urlIn(locale, path, baseURL!))
        expect(await page.evaluate(breaksInsideWords, SHORT_TEXT), `${locale} ${path} at ${width} px`).toEqual([])
      }
    }
  }
})
