import { expect, hydrated, LOCALE_CODES, test, urlIn, type LocaleCode } from './fixtures'

// A quiet main thread while a page hydrates: the first Intl.DateTimeFormat or
// Intl.NumberFormat a page makes loads ICU's data, a long task of 30–100 ms on a desktop and four
// times that on Lighthouse's phone. The server formats the page data's dates (`PageMeta.dates`), and
// counts are written out with a plural category (`pluralCategory`) instead of Lingui's `plural`,
// whose `#` makes an Intl.NumberFormat. So hydrating a page makes neither.

const ARTICLE = '/blog/browser-fingerprinting-explained'

/** Pages with dates or counts: home (post dates, reading times), pricing (plan counts), an article, … */
const PAGES: [LocaleCode, string][] = [
  ...LOCALE_CODES.map((locale): [LocaleCode, string] => [locale, '/']),
  ['en', '/pricing'],
  ['ru', '/pricing'],
  ['jp', '/pricing'],
  ['en', ARTICLE],
  ['ru', ARTICLE],
  ['jp', ARTICLE],
  ['en', '/download'],
  ['en', '/release'],
  ['uk', '/release'],
  ['en', '/alternatives/gologin'],
]

test.describe('no ICU formatter while a page hydrates', () => {
  for (const [locale, path] of PAGES) {
    test(`${locale} ${path}`, async ({ tab: page, baseURL, consoleErrors }) => {
      await page.addInitScript(() => {
        const made: string[] = []
        Object.assign(window, { __intlMade: made })
        for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
          const Real = Intl[name]
          const note = () => made.push(`${name}: ${new Error().stack?.split('\n').slice(2, 5).join(' | ')}`)
          Intl[name] = new Proxy(Real, {
            construct: (target, args) => (note(), Reflect.construct(target, args)),
            apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
          }) as never
        }
        const locales: [object, string][] = [
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleString'],
          [Number.prototype, 'toLocaleString'],
        ]
        for (const [proto, key] of locales) {
          const real = Reflect.get(proto, key) as (...args: unknown[]) => string
          Object.defineProperty(proto, key, {
            value(this: unknown, ...args: unknown[]) {
              made.push(key)
              return real.apply(this, args)
            },
          })
        }
      })
      await page.goto(urlIn(locale, path, baseURL!))
      await hydrated(page)
      expect(await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade)).toEqual([])
      // The dates are there all the same, as the page's language writes them (not YYYY-MM-DD).
      for (const time of await page.locator('main time[datetime]').all()) {
        const text = (await time.textContent())?.trim() ?? ''
        expect(text).not.toBe('')
        expect(text).not.toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
      expect(consoleErrors).toEqual([])
    })
  }
})
