import type { Page } from '@playwright/test'
import { catalog, expect, hydrated, LOCALE_CODES, STARTUP_PAGES, test, urlIn, type LocaleCode } from './fixtures'

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

/** What the page saw when it tapped its native controls in the middle of React's hydration. */
interface MidHydrationTaps {
  /** React had started hydrating, and the page had not hydrated yet, when the taps were sent. */
  midHydration: boolean
  /** React commits made while each control's events were dispatched. */
  commitsDuring: Record<'burger' | 'languages' | 'search', number>
  burgerOpened: boolean
  languagesOpened: boolean
  searchFocused: boolean
}

/**
 * Taps the burger, the language list and the search field from inside the page, in a task between
 * two of React's hydration slices (React's root exists, the page has not hydrated), and counts the
 * commits React makes meanwhile with the hook it reports commits to (a stand-in for its developer
 * tools). Runs before the page's scripts.
 */
function tapMidHydration() {
  let commits = 0
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => commits++,
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    },
  })
  const during = (run: () => void) => {
    const before = commits
    run()
    return commits - before
  }
  const send = (element: Element, type: string) => {
    const Event = type.startsWith('pointer') ? PointerEvent : MouseEvent
    element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, composed: true }))
  }
  const tap = (element: Element) => {
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']) send(element, type)
  }
  const tick = () => {
    const root = document.documentElement
    const started = Object.keys(document).some((key) => key.startsWith('__reactContainer$'))
    if (!root?.hasAttribute('data-hydrated') && !started) return void setTimeout(tick, 0)
    const burger = document.querySelector('.site-header__burger')!
    const languages = document.querySelector('header .lang-switcher__toggle')!
    const search = document.querySelector<HTMLInputElement>('header .search-box__input')!
    const taps: MidHydrationTaps = {
      midHydration: started && !root.hasAttribute('data-hydrated'),
      commitsDuring: { burger: during(() => tap(burger)), languages: 0, search: 0 },
      burgerOpened: burger.parentElement!.hasAttribute('open'),
      languagesOpened: false,
      searchFocused: false,
    }
    taps.commitsDuring.languages = during(() => tap(languages))
    taps.languagesOpened = languages.parentElement!.hasAttribute('open')
    // A phone's tap on the field: it takes focus on `mousedown` and moves under the bar, so the
    // tap's `mouseup` and `click` land on the mark and the box that take its place (as in Chromium).
    taps.commitsDuring.search = during(() => {
      for (const type of ['pointerdown', 'pointerup', 'mousedown']) send(search, type)
      search.focus()
      send(document.querySelector('header .search-box__mark')!, 'mouseup')
      send(search.closest('.search-box')!, 'click')
      // Enter in the field: the form's submit (a dispatched one sends no request), which React does
      // not hydrate for, as it does not for the focus.
      search.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    taps.searchFocused = document.activeElement === search
    Object.assign(window, { __taps: taps })
  }
  setTimeout(tick, 0)
}

for (const [locale, path] of STARTUP_PAGES) {
  test(`${locale} ${path}: a tap on a native control while React hydrates is answered without it`, async ({ page, baseURL }) => {
    const messages = catalog(locale)
    await page.setViewportSize(PHONE)
    // A phone's CPU, so that the hydration has many slices for the taps to fall between.
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(tapMidHydration)
    await page.goto(urlIn(locale, path, baseURL!))
    await hydrated(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const taps = await page.evaluate(() => (window as unknown as { __taps?: MidHydrationTaps }).__taps)
    expect(taps?.midHydration, 'the taps came between two slices of the hydration').toBe(true)
    // React would have hydrated the whole page at once, in the tap, before the browser could answer.
    expect(taps!.commitsDuring).toEqual({ burger: 0, languages: 0, search: 0 })
    expect(taps!.burgerOpened).toBe(true)
    expect(taps!.languagesOpened).toBe(true)
    expect(taps!.searchFocused).toBe(true)
    // Once hydrated, React reads what the browser did: the list is open (the burger closed with it,
    // one group), the toggle's label is the closed menu's, and Escape closes the list.
    const list = page.locator('header .lang-switcher__list')
    await expect(list).toBeVisible()
    await expect(page.locator('.site-header__burger')).toHaveAccessibleName(locale === 'en' ? 'Open menu' : messages.get('Open menu')!)
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
  })
}
