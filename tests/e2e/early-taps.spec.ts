import type { Page } from '@playwright/test'
import { catalog, expect, hydrated, LOCALE_CODES, test, urlIn, type LocaleCode } from './fixtures'

// The header's controls answer a visitor's first tap before the page has hydrated: the burger and
// the language list are native disclosures and the search field is a field, so the browser answers
// them with no script at all. Once React has hydrated it takes over a menu the visitor already
// opened (its label, Escape, a press outside).

const PHONE = { width: 390, height: 844 }

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of LOCALE_CODES) {
    test(`${locale}: the burger opens the menu panel, the language list closes it, the magnifier searches`, async ({ tab: page, baseURL }) => {
      await page.setViewportSize(PHONE)
      await page.goto(urlIn(locale, '/pricing', baseURL!))
      const nav = page.locator('#site-nav')
      const list = page.locator('header .lang-switcher__list')
      await expect(nav).toBeHidden()
      await page.locator('.site-header__burger').click()
      await expect(nav).toBeVisible()
      await expect(nav.locator('[data-track="menu-login"]')).toBeVisible()
      // The burger and the language list are one group: opening one closes the other.
      await page.locator('header .lang-switcher__toggle').click()
      await expect(list).toBeVisible()
      await expect(list.locator('a')).toHaveCount(14)
      await expect(nav).toBeHidden()
      await page.locator('header .lang-switcher__toggle').click()
      await expect(list).toBeHidden()
      // The magnifier is the field itself: a tap focuses it, it opens under the bar, and it submits.
      const input = page.locator('header .search-box__input')
      await input.click()
      await expect(input).toBeFocused()
      expect((await page.locator('header .search-box__form').boundingBox())!.width).toBe(PHONE.width)
      await input.fill('proxy')
      await input.press('Enter')
      await expect(page).toHaveURL(`${urlIn(locale, '/search', baseURL!)}?q=proxy`)
    })
  }

  test('on a desktop the dropdowns open one at a time, and the language list opens beside them', async ({ tab: page }) => {
    await page.goto('/ru/pricing')
    const [features, solutions] = await page.locator('#site-nav details.menu').all()
    await features!.locator('summary').click()
    await expect(features!.locator('ul')).toBeVisible()
    await solutions!.locator('summary').click()
    await expect(solutions!.locator('ul')).toBeVisible()
    await expect(features!.locator('ul')).toBeHidden()
    await page.locator('header .lang-switcher__toggle').click()
    await expect(page.locator('header .lang-switcher__list')).toBeVisible()
    await expect(solutions!.locator('ul')).toBeVisible()
  })
})

/** Holds every script of the page until `release` is called: the served page, not yet hydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

for (const locale of ['en', 'ru', 'jp', 'uk'] satisfies LocaleCode[]) {
  test(`${locale}: a menu opened before hydration is React's once it has hydrated`, async ({ page, baseURL }) => {
    const messages = catalog(locale)
    await page.setViewportSize(PHONE)
    const release = await holdScripts(page)
    await page.goto(urlIn(locale, '/blog/browser-fingerprinting-explained', baseURL!), { waitUntil: 'commit' })
    const burger = page.locator('.site-header__burger')
    const nav = page.locator('#site-nav')
    await burger.click()
    await expect(nav).toBeVisible()
    expect(await page.locator('html[data-hydrated]').count(), 'the tap was answered before hydration').toBe(0)
    release()
    await hydrated(page)
    // Hydration leaves the panel open and reads its state: the toggle now offers to close it.
    await expect(nav).toBeVisible()
    await expect(burger).toHaveAccessibleName(locale === 'en' ? 'Close menu' : messages.get('Close menu')!)
    // Escape closes it and gives focus back to the toggle.
    await nav.locator('a').first().focus()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(burger).toBeFocused()
    await expect(burger).toHaveAccessibleName(locale === 'en' ? 'Open menu' : messages.get('Open menu')!)
    // A press outside a menu closes it (the page's margin, beside the list that spans the screen).
    await page.locator('header .lang-switcher__toggle').click()
    const list = page.locator('header .lang-switcher__list')
    await expect(list).toBeVisible()
    await page.mouse.click(4, PHONE.height / 2)
    await expect(list).toBeHidden()
  })
}
