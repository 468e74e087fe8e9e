import { test, type APIRequestContext } from '@playwright/test'
import { anchors, decode, getUrl } from './crawl-helpers'
import { getLocale, type LocaleCode } from '#src/i18n/locales'
import { splitLocalePath } from '#src/i18n/paths'
import { expect, LOCALE_CODES, localizePath, originFor } from './fixtures'

/**
 * Comparison pages are linked well enough for crawlers and visitors: from a language's home page,
 * following only that language's links on its own host, every `/alternatives/{id}` page its sitemap
 * lists is at most three clicks away. The HTML is the server-rendered one, fetched over HTTP.
 */

const MAX_CLICKS = 3
const CONCURRENCY = 8

const EVERYWHERE = ['gologin', 'incogniton', 'dolphin-anty', 'multilogin']
/** The comparison pages each locale has. */
function alternativesOf(locale: LocaleCode): string[] {
  return locale === 'zh' || locale === 'tc' ? [...EVERYWHERE, 'ziniao'] : [...EVERYWHERE, 'octo-browser', 'undetectable']
}

/** The links of an HTML page that stay in `locale` on its host, fragment dropped. */
function localeLinks(html: string, pageUrl: string, locale: LocaleCode, origin: string): string[] {
  const hostLocale: LocaleCode = locale === 'zh' ? 'zh' : 'en'
  const out = new Set<string>()
  for (const raw of anchors(html)) {
    if (raw === '' || raw.startsWith('#')) continue
    const url = new URL(raw, pageUrl)
    if (url.origin !== origin || splitLocalePath(url.pathname, hostLocale).locale !== locale) continue
    url.hash = ''
    out.add(url.href)
  }
  return [...out]
}

async function fetchHtml(request: APIRequestContext, url: string): Promise<string | undefined> {
  const res = await getUrl(request, url)
  if (res.status() !== 200 || !(res.headers()['content-type'] ?? '').includes('text/html')) return undefined
  return res.text()
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: every comparison page is reachable from the home page within ${MAX_CLICKS} clicks`, async ({ request, baseURL }) => {
    const origin = originFor(locale, baseURL!)
    const url = (path: string) => new URL(localizePath(locale, path), origin).href
    const alternativePath = (id: string) => localizePath(locale, `/alternatives/${id}`)

    // The comparison pages the locale's sitemap lists: exactly the locale's set.
    const sitemap = await getUrl(request, `${origin}/${getLocale(locale).sitemap}`)
    expect(sitemap.status()).toBe(200)
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => decode(m[1]!))
      .filter((loc) => /^\/alternatives\/[^/]+$/.test(splitLocalePath(new URL(loc).pathname, locale === 'zh' ? 'zh' : 'en').rest))
    expect(listed.map((loc) => new URL(loc).pathname).sort()).toEqual(alternativesOf(locale).map(alternativePath).sort())

    // Breadth-first over the locale's own links: depth = clicks from the home page.
    const depth = new Map<string, number>([[url('/'), 0]])
    let frontier = [url('/')]
    let fetched = 0
    for (let clicks = 1; clicks <= MAX_CLICKS && !listed.every((l) => depth.has(l)); clicks++) {
      const next: string[] = []
      let i = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (i < frontier.length) {
            const page = frontier[i++]!
            const html = await fetchHtml(request, page)
            fetched++
            if (html === undefined) continue
            for (const link of localeLinks(html, page, locale, origin)) {
              if (depth.has(link)) continue
              depth.set(link, clicks)
              next.push(link)
            }
          }
        }),
      )
      frontier = next
    }
    const unreached = listed.filter((l) => !depth.has(l))
    console.log(
      `${locale}: ${fetched} pages fetched, ${depth.size} URLs within ${MAX_CLICKS} clicks; comparisons at ${listed.map((l) => `${new URL(l).pathname}=${depth.get(l) ?? '∞'}`).join(', ')}`,
    )
    expect(unreached, `comparison pages more than ${MAX_CLICKS} clicks from ${url('/')}`).toEqual([])

    // The /alternatives index links to each comparison, and the pricing page to the index.
    const indexHtml = await fetchHtml(request, url('/alternatives'))
    expect(indexHtml, `${url('/alternatives')} responds 200`).toBeDefined()
    const fromIndex = localeLinks(indexHtml!, url('/alternatives'), locale, origin)
    expect(
      listed.filter((l) => !fromIndex.includes(l)),
      `comparisons not linked from ${url('/alternatives')}`,
    ).toEqual([])

    const pricingHtml = await fetchHtml(request, url('/pricing'))
    expect(pricingHtml, `${url('/pricing')} responds 200`).toBeDefined()
    // In the page's own content, not only in the footer every page shares.
    const main = /<main[\s>][\s\S]*<\/main>/.exec(pricingHtml!)?.[0] ?? ''
    expect(localeLinks(main, url('/pricing'), locale, origin), `${url('/pricing')} <main> links to the alternatives index`).toContain(url('/alternatives'))
  })
}
