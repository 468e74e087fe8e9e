import { readContentDir } from '../../scripts/content-plugin'
import { parseContentFiles } from '#src/content/parse'
import { getLocale } from '#src/i18n/locales'
import { LOCALE_CODES, catalog, expect, getIn, localizePath, routesFor, test } from './fixtures'

// Every route of SPEC 2.2 in every locale answers 200 with the locale's <html lang> and a heading in
// that language. The server-rendered HTML is what crawlers and first paint see, so the matrix reads it
// over HTTP; the browser tests below cover hydration.
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").trim()
const { entries } = parseContentFiles(readContentDir(process.cwd()).markdown, {})
const contentTitles = new Set(entries.map((e) => `${e.locale}:${e.data.title}`))

const english = new Map<string, string | undefined>()

test.describe.configure({ mode: 'serial' })

for (const locale of LOCALE_CODES) {
  test(`every route answers 200 in ${locale} with its language`, async ({ request, baseURL }) => {
    const messages = catalog(locale)
    for (const route of await routesFor(locale)) {
      const url = localizePath(locale, route)
      const res = await getIn(request, locale, url, baseURL!)
      expect(res.status(), url).toBe(200)
      const html = await res.text()
      expect(html, url).toContain(`<html lang="${getLocale(locale).language}"`)
      const heading = h1(html)
      expect(heading, `${url} has an h1`).toBeTruthy()
      if (locale === 'en') {
        english.set(route, heading)
        continue
      }
      const en = english.get(route)
      // Identical to English only where the translation itself is (a loanword such as "Blog", or a
      // title the content translator kept): missing translations fall back to English and fail here.
      if (heading === en) {
        const deliberate = messages.get(heading!) === heading || contentTitles.has(`${locale}:${heading}`)
        expect(deliberate, `${url} shows the English heading "${heading}"`).toBe(true)
      }
    }
  })
}
