import { test } from '@playwright/test'
import { anchors, decode, getUrl } from './crawl-helpers'
import { bannerImageFor } from '#src/images/banner-images'
import { pictureModel } from '#src/images/picture'
import { PICTURE_SLOTS } from '#src/images/slots'
import { urlsOfModel } from '#src/images/variants'
import { getLocale, LOCALES } from '#src/i18n/locales'
import { expect, LOCALE_CODES, localizePath, originFor } from './fixtures'

/**
 * Broken internal links. Every page the sitemaps list (on both hosts) and the 14 home pages are
 * fetched over HTTP; every `<a href>` on them — header, footer, language switcher, body — that
 * points at the site (main host or zh host) is requested once. None may respond 404 or 5xx.
 */

const CONCURRENCY = 8
/** A crowd of browsers after a deploy: the images of every page at once. */
const IMAGE_CONCURRENCY = 64

/** Every optimiser URL of an HTML document: srcset candidates, `src`s and the placeholders' `url()`s. */
const imageUrls = (html: string) => [...decode(html).matchAll(/\/_ipx\/[^\s"'()]+/g)].map((m) => m[0].replace(/,$/, ''))

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!))

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

test.describe('crawl', () => {
  test('each host’s sitemap index lists only sitemaps of its own host (sitemaps.org)', async ({ request, baseURL }) => {
    const zhOrigin = originFor('zh', baseURL!)
    const main = await getUrl(request, `${baseURL}/sitemap.xml`)
    expect(main.status()).toBe(200)
    const mainLocs = locs(await main.text())
    expect(mainLocs).toHaveLength(13)
    expect(mainLocs).toEqual(LOCALES.filter((l) => l.code !== 'zh').map((l) => `${baseURL}/${l.sitemap}`))
    expect(mainLocs.every((l) => new URL(l).origin === baseURL)).toBe(true)

    const zh = await getUrl(request, `${zhOrigin}/sitemap.xml`)
    expect(zh.status()).toBe(200)
    expect(locs(await zh.text())).toEqual([`${zhOrigin}/${getLocale('zh').sitemap}`])
  })

  test('no internal link responds 404 or 5xx', async ({ request, baseURL }) => {
    test.setTimeout(240_000)
    const started = Date.now()
    const zhOrigin = originFor('zh', baseURL!)
    const siteOrigins = new Set([new URL(baseURL!).origin, new URL(zhOrigin).origin])

    // Pages: every URL of every sitemap listed by both indexes, plus the 14 home pages.
    const pages = new Set<string>(LOCALE_CODES.map((code) => new URL(localizePath(code, '/'), originFor(code, baseURL!)).href))
    const sitemapUrls: string[] = []
    for (const origin of [baseURL!, zhOrigin]) {
      const index = await getUrl(request, `${origin}/sitemap.xml`)
      expect(index.status(), `${origin}/sitemap.xml`).toBe(200)
      sitemapUrls.push(...locs(await index.text()))
    }
    expect(sitemapUrls).toHaveLength(14)
    for (const sitemap of sitemapUrls) {
      const res = await getUrl(request, sitemap)
      expect(res.status(), sitemap).toBe(200)
      for (const loc of locs(await res.text())) pages.add(loc)
    }

    // Fetch the pages and collect their same-site links (fragment dropped), remembering one page
    // each link was found on.
    const status = new Map<string, string>()
    const foundOn = new Map<string, string>()
    const images = new Map<string, string>()
    const problems: string[] = []
    await pool([...pages], CONCURRENCY, async (page) => {
      const res = await getUrl(request, page)
      status.set(page, String(res.status()))
      if (res.status() !== 200) {
        problems.push(`${page} (sitemap page) → ${res.status()}`)
        return
      }
      const html = await res.text()
      for (const image of imageUrls(html)) if (!images.has(image)) images.set(image, page)
      for (const raw of anchors(html)) {
        if (raw === '' || raw.startsWith('#')) continue
        let url: URL
        try {
          url = new URL(raw, page)
        } catch {
          problems.push(`${raw} → unparsable href, on ${page}`)
          continue
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') continue // mailto:, tel:, javascript:
        if (!siteOrigins.has(url.origin)) continue // external hosts
        url.hash = ''
        if (!foundOn.has(url.href)) foundOn.set(url.href, page)
      }
    })

    // Request every link once (pages already fetched above are not requested again). A redirect is
    // followed once and the target's status counts.
    const links = [...foundOn.keys()]
    await pool(
      links.filter((l) => !status.has(l)),
      CONCURRENCY,
      async (link) => {
        const res = await getUrl(request, link)
        let result = String(res.status())
        if (res.status() >= 300 && res.status() < 400 && res.headers().location) {
          const target = new URL(res.headers().location!, link)
          const final = siteOrigins.has(target.origin) ? (await getUrl(request, target.href)).status() : 'external'
          result = `${res.status()} → ${target.href} → ${final}`
        }
        status.set(link, result)
      },
    )
    for (const link of links) {
      const result = status.get(link)!
      const final = Number(result.split(' → ').at(-1))
      if (final === 404 || final >= 500) problems.push(`${link} → ${result}, found on ${foundOn.get(link)}`)
    }

    console.log(
      `crawl: ${pages.size} pages fetched, ${links.length} distinct internal links checked (${status.size} URLs requested) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    expect(problems.sort()).toEqual([])

    // Every image variant those pages link, and the registration banner's in every language (it is
    // drawn after load), all at once: the build made each one (ADR 034), so none may wait for an
    // encode, respond 429 or fail.
    for (const code of LOCALE_CODES) {
      for (const url of urlsOfModel(pictureModel({ src: bannerImageFor(code), ...PICTURE_SLOTS.banner }))) images.set(url, `the ${code} banner`)
    }
    expect(images.size).toBeGreaterThan(400)
    const imageStarted = Date.now()
    const failed: string[] = []
    await pool([...images.keys()], IMAGE_CONCURRENCY, async (url) => {
      const res = await request.get(url, { maxRedirects: 0 })
      if (res.status() !== 200 || !res.headers()['content-type']?.startsWith('image/')) failed.push(`${url} → ${res.status()}, linked by ${images.get(url)}`)
    })
    console.log(`crawl: ${images.size} image variants fetched ${IMAGE_CONCURRENCY} at a time in ${((Date.now() - imageStarted) / 1000).toFixed(1)} s`)
    expect(failed.sort()).toEqual([])
  })
})
