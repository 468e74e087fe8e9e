import type { Locator, Page } from '@playwright/test'
import { getLocale } from '#src/i18n/locales'
import { SUGGESTION_TEXT } from '#src/i18n/suggestion'
import { expect, hydrated, LOCALE_CODES, originFor, test } from './fixtures'

// ADR 027: a visitor whose browser prefers another site language than the page's, and who never
// chose one (no i18n_redirected cookie), is offered the same page in that language, after
// hydration, in that language's own words; never in the HTML, without moving the page.

const notice = (page: Page) => page.locator('aside.language-suggestion')
const cookieOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value

/** Waits until the page has decided whether to suggest a language (after idle). */
const decided = (page: Page) => page.locator('html[data-language-suggestion]').waitFor({ state: 'attached' })

test.describe('a Russian browser on /pricing', () => {
  test.use({ locale: 'ru-RU' })

  test('is offered the Russian page, in Russian; following it sets the cookie', async ({ page, request }) => {
    // The HTML (what a cache keeps) has no notice: it is the browser's.
    expect(await (await request.get('/pricing')).text()).not.toContain('language-suggestion')
    await page.goto('/pricing')
    await decided(page)
    await expect(notice(page)).toBeVisible()
    await expect(notice(page)).toHaveAttribute('lang', 'ru-RU')
    await expect(notice(page)).toHaveAccessibleName(SUGGESTION_TEXT.ru.text)
    const link = notice(page).getByRole('link', { name: SUGGESTION_TEXT.ru.go })
    await expect(link).toHaveAttribute('href', '/ru/pricing')
    await link.click()
    await expect(page).toHaveURL(/\/ru\/pricing$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
    expect(await cookieOf(page)).toBe('ru')
    await expect(notice(page)).toHaveCount(0)
  })

  test('is not offered anything with the i18n_redirected cookie', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
    await page.goto('/pricing')
    await decided(page)
    await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
    await expect(notice(page)).toHaveCount(0)
  })

  test('dismissing it sets the cookie to the page language, and it stays away', async ({ page }) => {
    await page.goto('/pricing')
    await decided(page)
    await notice(page).getByRole('button', { name: SUGGESTION_TEXT.ru.close }).click()
    await expect(notice(page)).toHaveCount(0)
    expect(await cookieOf(page)).toBe('en')
    await page.reload()
    await decided(page)
    await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
    await expect(notice(page)).toHaveCount(0)
  })

  test('moves nothing on the page when it appears (no layout shift)', async ({ page }) => {
    // Every layout shift, with the time the notice appeared (performance time, as the entries have).
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[]; __noticeAt?: number }
      w.__shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shifts.push(entry.startTime)
        }
      }).observe({ type: 'layout-shift', buffered: true })
      new MutationObserver(() => {
        if (w.__noticeAt === undefined && document.querySelector('aside.language-suggestion')) w.__noticeAt = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    const hero = page.locator('main h1').first()
    await page.goto('/pricing')
    await hydrated(page)
    const before = await hero.boundingBox()
    await expect(notice(page)).toBeVisible()
    // Two frames: any shift the notice caused has been laid out and reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const { shifts, at } = await page.evaluate(() => {
      const w = window as unknown as { __shifts: number[]; __noticeAt?: number }
      return { shifts: w.__shifts, at: w.__noticeAt ?? 0 }
    })
    expect(shifts.filter((t) => t >= at - 1)).toEqual([])
    expect(await hero.boundingBox()).toEqual(before)
    expect(await notice(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  })
  test('on a phone, the banner lifts the notice and the floating buttons with no layout shift', async ({ page }) => {
    // Every layout shift of the notice or the floating buttons, by the class of what moved.
    await page.addInitScript(() => {
      const w = window as unknown as { __moved: string[] }
      w.__moved = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
          for (const { node } of entry.sources) {
            const moved = node instanceof Element ? node.closest('.language-suggestion, .floating-stack') : null
            if (moved) w.__moved.push(moved.className)
          }
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/pricing')
    await hydrated(page)
    await expect(page.locator('.register-banner--shown')).toBeVisible()
    await expect(notice(page)).toBeVisible()
    const stack = page.getByTestId('floating-stack')
    await expect(stack).toHaveClass(/floating-stack--above-banner/)
    // The slides end, and both stand above the banner.
    for (const slid of [stack, page.locator('.register-banner')]) await slid.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    const banner = (await page.locator('.register-banner').boundingBox())!
    for (const moved of [stack, notice(page)]) {
      const box = (await moved.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(banner.y)
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([])
  })
})

test.describe('a Chinese browser on the default host', () => {
  test.use({ locale: 'zh-CN' })

  test('is offered the same page on the Chinese host', async ({ page, baseURL }) => {
    await page.goto('/pricing')
    await decided(page)
    await expect(notice(page)).toHaveAttribute('lang', 'zh-CN')
    await expect(notice(page)).toContainText(SUGGESTION_TEXT.zh.text)
    await expect(notice(page).getByRole('link')).toHaveAttribute('href', `${originFor('zh', baseURL!)}/pricing`)
  })
})

/** The area two boxes share, in square pixels (0: they do not overlap). */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()]
  if (!x || !y) return 0
  const w = Math.min(x.x + x.width, y.x + y.width) - Math.max(x.x, y.x)
  const h = Math.min(x.y + x.height, y.y + y.height) - Math.max(x.y, y.y)
  return Math.max(0, w) * Math.max(0, h)
}

// A phone, a small phone, a tablet and a laptop: the notice sits where no page puts its heading.
const WINDOWS = [
  [320, 568],
  [390, 844],
  [768, 1024],
  [1366, 768],
] as const

for (const code of LOCALE_CODES) {
  test.describe(`a browser preferring ${getLocale(code).language}`, () => {
    test.use({ locale: getLocale(code).language })

    test(`the notice in ${code} covers neither the heading, the header nor the floating buttons, at any width`, async ({ page }) => {
      // A page in another language than the browser's: English, or Russian for an English browser.
      await page.goto(code === 'en' ? '/ru/pricing' : '/pricing')
      await decided(page)
      await expect(notice(page)).toHaveAttribute('lang', getLocale(code).language)
      for (const [width, height] of WINDOWS) {
        await page.setViewportSize({ width, height })
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const at = `${width}×${height}`
        const box = (await notice(page).boundingBox())!
        expect(box.x, at).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, at).toBeLessThanOrEqual(width)
        expect(box.y + box.height, at).toBeLessThanOrEqual(height)
        expect(await overlap(notice(page), page.locator('main h1').first()), `the heading at ${at}`).toBe(0)
        expect(await overlap(notice(page), page.locator('header').first()), `the header at ${at}`).toBe(0)
        expect(await overlap(notice(page), page.getByTestId('floating-stack')), `the floating buttons at ${at}`).toBe(0)
      }
    })
  })
}
