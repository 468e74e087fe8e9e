import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, test, urlIn, type LocaleCode } from './fixtures'
import { installLayoutChecks } from './layout-checks'

/**
 * Screenshot baselines (ADR 023): the header (desktop and phone), the footer, the pricing
 * cards, an article's top and the phone registration banner, in a Latin, a Cyrillic, a Chinese, a
 * Japanese and a Devanagari language. The baselines are committed next to this file; they hold for
 * Debian's Chromium headless shell (ADR 045) with the fonts scripts/test.sh installs (Noto: CJK,
 * Thai, Devanagari). After an intended change of the look:
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`, then look at every changed
 * image before committing it.
 */

const LOCALES: LocaleCode[] = ['en', 'ru', 'zh', 'jp', 'hi']
const ARTICLE = '/blog/browser-fingerprinting-explained'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installLayoutChecks)
})

async function open(page: Page, locale: LocaleCode, path: string, baseURL: string) {
  // A visitor who chose this language: no language suggestion (ADR 027) over the baselines.
  await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: urlIn(locale, '/', baseURL) }])
  await page.goto(urlIn(locale, path, baseURL))
  await hydrated(page)
  // Every image that loads now is painted (lazy ones further down never start on their own).
  await page.evaluate(() =>
    Promise.all([...document.images].filter((img) => img.loading !== 'lazy' || img.complete).map((img) => img.decode().catch(() => undefined))),
  )
}

/** A part of the page against its baseline; the floating buttons (which appear on their own timers) are masked. */
async function looksAsApproved(target: Page | Locator, page: Page, name: string) {
  await expect(target).toHaveScreenshot(name, { mask: [page.locator('.floating-stack')], maxDiffPixelRatio: 0.002 })
}

for (const locale of LOCALES) {
  test(`${locale}: header, footer, pricing cards, article and banner match their baselines`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page, locale, '/pricing', baseURL!)
    await looksAsApproved(page.locator('header.site-header'), page, `header-desktop-${locale}.png`)
    await looksAsApproved(page.locator('.plan-grid'), page, `pricing-cards-${locale}.png`)
    await looksAsApproved(page.locator('footer.site-footer'), page, `footer-${locale}.png`)

    await open(page, locale, ARTICLE, baseURL!)
    await looksAsApproved(page, page, `article-${locale}.png`)

    await page.setViewportSize({ width: 390, height: 844 })
    await looksAsApproved(page.locator('header.site-header'), page, `header-phone-${locale}.png`)
    expect(await page.evaluate(() => window.layout.bannerShown())).toEqual([])
    await page.locator('aside.register-banner img').evaluate((img: HTMLImageElement) => img.decode())
    await looksAsApproved(page.locator('aside.register-banner'), page, `banner-${locale}.png`)
  })
}
