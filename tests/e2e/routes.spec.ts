import { readContentDir } from '../../scripts/content-plugin'
import { parseContentFiles } from '#src/content/parse'
import type { APIRequestContext } from '@playwright/test'
import { getLocale, type LocaleCode } from '#src/i18n/locales'
import { LOCALE_CODES, catalog, expect, getIn, localizePath, routesFor, test } from './fixtures'

// Every route of SPEC 2.2 in every locale responds 200 with the locale's <html lang> and a heading in
// that language. The server-rendered HTML is what crawlers and first paint see, so the matrix reads it
// over HTTP; the browser tests below cover hydration.
const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()
const { entries } = parseContentFiles(readContentDir(process.cwd()).markdown, {})
const contentTitles = new Set(entries.map((e) => `${e.locale}:${e.data.title}`))

/** The h1 of every route of `locale`, as served. */
async function headingsIn(request: APIRequestContext, locale: LocaleCode, baseURL: string): Promise<Map<string, string | undefined>> {
  const found = new Map<string, string | undefined>()
  for (const route of await routesFor(locale)) found.set(route, h1(await (await getIn(request, locale, localizePath(locale, route), baseURL)).text()))
  return found
}

// English's headings, fetched by whichever test of this worker needs them first: each language's
// test compares against them on its own, whether or not the English test runs (or runs first).
let englishHeadings: Promise<Map<string, string | undefined>> | undefined

for (const locale of LOCALE_CODES) {
  test(`every route responds 200 in ${locale} with its language`, async ({ request, baseURL }) => {
    const messages = catalog(locale)
    const english = locale === 'en' ? undefined : await (englishHeadings ??= headingsIn(request, 'en', baseURL!))
    for (const route of await routesFor(locale)) {
      const url = localizePath(locale, route)
      const res = await getIn(request, locale, url, baseURL!)
      expect(res.status(), url).toBe(200)
      const html = await res.text()
      expect(html, url).toContain(`<html lang="${getLocale(locale).language}"`)
      const heading = h1(html)
      expect(heading, `${url} has an h1`).toBeTruthy()
      if (!english) continue
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
