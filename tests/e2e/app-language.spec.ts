import { STUB, UPSTREAM_SITE } from '../../playwright.config'
import { appLanguageFor, APP_LANGUAGES, LOCALE_APP_LANGUAGES } from '#src/i18n/app-language'
import { ONE_TAP_DELAY_MS } from '#src/shell/timings'
import { marker, UA } from './calls-helpers'
import { expect, getIn, hydrated, LOCALE_CODES, test, urlIn, type LocaleCode } from './fixtures'

// SPEC 3/4/5: links and calls to the external app carry an app language tag (`lang=ru-RU`), never a
// site code (`lang=jp`). The page's own tag when the app has it; otherwise the visitor's saved
// `myLocale`, else the browser's, else en-US: settled by the browser after hydration, so cached
// HTML carries en-US for ko and jp.

const appLinks = 'header a[data-track="header-register"], header a[data-track="header-login"]'

async function langsOf(page: import('@playwright/test').Page): Promise<string[]> {
  const hrefs = await page.locator(appLinks).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  expect(hrefs.length).toBeGreaterThan(0)
  return hrefs.map((href) => new URL(href).searchParams.get('lang') ?? '')
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: registration and login links carry an app language tag`, async ({ tab: page, request, baseURL }) => {
    // The HTML as served (and cached): the page language's tag, or en-US where the app lacks it.
    const html = await (await getIn(request, locale, new URL(urlIn(locale, '/pricing', baseURL!)).pathname, baseURL!)).text()
    const served = [...html.matchAll(/[?&]amp;lang=([^&"]+)|[?&]lang=([^&"]+)/g)].map((m) => decodeURIComponent(m[1] ?? m[2]!))
    expect(served.length).toBeGreaterThan(0)
    for (const lang of served) expect(lang).toBe(appLanguageFor(locale))

    // In the browser (Playwright's default language is en-US): the same, settled after hydration.
    await page.goto(urlIn(locale, '/pricing', baseURL!))
    await hydrated(page)
    for (const lang of await langsOf(page)) {
      expect(APP_LANGUAGES).toContain(lang)
      expect(lang).toBe(LOCALE_APP_LANGUAGES[locale] ?? 'en-US')
    }
  })
}

for (const locale of ['ko', 'jp'] as const satisfies readonly LocaleCode[]) {
  test.describe(`${locale}, a language the app lacks`, () => {
    test.use({ locale: 'fr-FR' })

    test('takes the browser language after hydration', async ({ page, baseURL }) => {
      await page.goto(urlIn(locale, '/pricing', baseURL!))
      await hydrated(page)
      await expect.poll(() => langsOf(page)).toEqual(expect.arrayContaining(['fr-FR']))
      expect(new Set(await langsOf(page))).toEqual(new Set(['fr-FR']))
    })

    test('takes the saved myLocale before the browser language', async ({ page, baseURL }) => {
      await page.addInitScript(() => localStorage.setItem('myLocale', 'ru-RU'))
      await page.goto(urlIn(locale, '/pricing', baseURL!))
      await hydrated(page)
      await expect.poll(async () => [...new Set(await langsOf(page))]).toEqual(['ru-RU'])
    })
  })
}

test.describe('a browser in a language the app lacks too', () => {
  test.use({ locale: 'ja-JP' })
  test('jp: en-US', async ({ page, baseURL }) => {
    await page.goto(urlIn('jp', '/pricing', baseURL!))
    await hydrated(page)
    expect([...new Set(await langsOf(page))]).toEqual(['en-US'])
  })
})

test.describe('one-tap', () => {
  test.use({ locale: 'uk-UA' })
  test("the one-tap call of a ko page sends the visitor's app language", async ({ page, request }) => {
    type GsiWindow = { __gsi?: { callback: (r: { credential: string }) => void } }
    const id = marker()
    await page.setExtraHTTPHeaders({ 'user-agent': `${UA.windows} ${id}` })
    await page.clock.install()
    await page.goto(`${UPSTREAM_SITE}/ko`)
    await page.clock.runFor(ONE_TAP_DELAY_MS + 500)
    await page.waitForFunction(() => (window as unknown as GsiWindow).__gsi !== undefined)
    await page.evaluate(() => (window as unknown as GsiWindow).__gsi!.callback({ credential: 'good-credential' }))
    await page.waitForURL(`${STUB}/app/login?token=one-time-token`)
    const calls = (await (await request.get(`${STUB}/__calls?marker=${encodeURIComponent(id)}`)).json()) as { path: string; body: string }[]
    const login = calls.find((c) => c.path === '/sys/user/passport/authorized-login')!
    expect(new URLSearchParams(login.body).get('language')).toBe('uk-UA')
  })
})
