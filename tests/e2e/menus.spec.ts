import { LOCALE_CODES, expect, hydrated, test, urlIn, type LocaleCode } from './fixtures'

// Menus close when the visitor has chosen where to go (the burger panel, the Features and Solutions
// dropdowns, the language list), and focus goes to the new page's main content when it was in the
// menu, in every language.

for (const locale of LOCALE_CODES) {
  test.describe(locale, () => {
    test('a page chosen from the phone menu closes the menu, and focus goes to the page', async ({ tab: page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(urlIn(locale, '/pricing', baseURL!))
      await hydrated(page)
      const burger = page.locator('.site-header__burger')
      const menu = page.locator('details.site-menu')
      const nav = page.locator('#site-nav')
      await burger.click()
      await expect(nav).toBeVisible()
      await expect(menu).toHaveAttribute('open', '')
      // A link of the panel to another page of this language (not an app link, not a dropdown's).
      const here = new URL(page.url()).pathname
      const link = nav.locator(`:scope > a[href^="/"]:not([href="${here}"])`).first()
      const href = (await link.getAttribute('href'))!.split('#')[0]
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL((url) => url.pathname === href)
      await expect(nav).toBeHidden()
      await expect(menu).not.toHaveAttribute('open', '')
      await expect(page.locator('#main')).toBeFocused()
    })

    test('an item of a desktop dropdown closes it, and so does a language chosen from the list', async ({ tab: page, baseURL }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(urlIn(locale, '/pricing', baseURL!))
      await hydrated(page)
      const solutions = page.locator('#site-nav details.menu').nth(1)
      await solutions.locator('summary').click()
      await expect(solutions).toHaveAttribute('open', '')
      const item = solutions.locator('a').first()
      const before = page.url()
      await item.click()
      await expect(page).not.toHaveURL(before)
      await expect(solutions).not.toHaveAttribute('open', '')
      await expect(page.locator('#site-nav details[open]')).toHaveCount(0)
      // The language list: another language on this host is a client navigation (the Chinese
      // host's other languages are on the main host: a new document, with every menu closed).
      const toggle = page.locator('header .lang-switcher__toggle')
      const list = page.locator('header .lang-switcher__list')
      await toggle.click()
      await expect(list).toBeVisible()
      const now = page.url()
      const other = list.locator(`a[href^="/"]:not([href="${new URL(now).pathname}"])`).first()
      if (locale === 'zh') return
      await other.click()
      await expect(page).not.toHaveURL(now)
      await expect(list).toBeHidden()
      await expect(page.locator('header details.lang-switcher')).not.toHaveAttribute('open', '')
    })
  })
}

for (const locale of ['ru', 'jp'] satisfies LocaleCode[]) {
  test(`${locale}: a desktop dropdown closes on Escape, focus back on its toggle, and on a press outside the menus`, async ({ tab: page, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(urlIn(locale, '/pricing', baseURL!))
    await hydrated(page)
    const [features, solutions] = await page.locator('#site-nav details.menu').all()
    await features!.locator('summary').click()
    await features!.locator('a').first().focus()
    await page.keyboard.press('Escape')
    await expect(features!).not.toHaveAttribute('open', '')
    await expect(features!.locator('summary')).toBeFocused()
    await solutions!.locator('summary').click()
    await expect(solutions!.locator('ul')).toBeVisible()
    // The page's margin, beside the content.
    await page.mouse.click(10, 600)
    await expect(solutions!).not.toHaveAttribute('open', '')
  })
}

// The browser tells React a disclosure opened a task after the tap (its `toggle` event): an Escape
// or a press outside in that moment must close the menu too. Each is sent in the tap's own task, so
// without the element's own state being asked the menu stays open.
for (const locale of ['uk', 'tc'] satisfies LocaleCode[]) {
  test(`${locale}: Escape or a press outside, right as a menu opens, closes it`, async ({ tab: page, baseURL }) => {
    const openAndDismiss = (selector: string, how: 'Escape' | 'outside') =>
      page.evaluate(
        ([selector, how]) => {
          const details = document.querySelector<HTMLDetailsElement>(selector)!
          details.querySelector('summary')!.click()
          const opened = details.open
          if (how === 'Escape') document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
          else document.querySelector('main')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
          return opened
        },
        [selector, how] as const,
      )
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(urlIn(locale, '/pricing', baseURL!))
    await hydrated(page)
    for (const selector of ['details.site-menu', 'header details.lang-switcher', 'footer details.lang-switcher']) {
      for (const how of ['Escape', 'outside'] as const) {
        expect(await openAndDismiss(selector, how), `${selector} opened`).toBe(true)
        await expect(page.locator(selector), `${selector}, ${how}`).not.toHaveAttribute('open', '')
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    for (const how of ['Escape', 'outside'] as const) {
      expect(await openAndDismiss('#site-nav details.menu', how)).toBe(true)
      await expect(page.locator('#site-nav details.menu').first(), how).not.toHaveAttribute('open', '')
    }
  })
}
