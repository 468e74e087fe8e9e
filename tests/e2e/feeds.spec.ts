import { readdirSync } from 'node:fs'
import { test, type APIRequestContext } from '@playwright/test'
import Parser from 'rss-parser'
import { getLocale, LOCALES } from '#src/i18n/locales'
import { expect, getIn, LOCALE_CODES, localizePath, originFor, type LocaleCode } from './fixtures'

// HTTP only (Playwright's own `test`, so no browser starts): feeds and robots.txt are read by
// crawlers and feed readers, not rendered.
const parser = new Parser<{ language?: string; lastBuildDate?: string }>()
const SECTIONS = ['blog', 'news'] as const

/** How many posts a locale has in a section: the embedded content files. */
function postCount(section: string, locale: LocaleCode): number {
  return readdirSync(`content/${section}/${locale}`).filter((f) => f.endsWith('.md')).length
}

/** GET an absolute URL; hosts under `.localhost` (zh) are reached on 127.0.0.1 with their Host header. */
function getAbsolute(request: APIRequestContext, href: string) {
  const url = new URL(href)
  if (url.hostname === 'localhost' || !url.hostname.endsWith('.localhost')) return request.get(href, { maxRedirects: 0 })
  const host = url.host
  url.hostname = '127.0.0.1'
  return request.get(url.href, { maxRedirects: 0, headers: { host } })
}

test.describe('RSS feeds', () => {
  for (const locale of LOCALE_CODES) {
    test(`${locale}: blog and news feeds list the locale's posts on its origin`, async ({ request, baseURL }) => {
      const origin = originFor(locale, baseURL!)
      for (const section of SECTIONS) {
        const path = localizePath(locale, `/${section}/rss.xml`)
        const res = await getIn(request, locale, path, baseURL!)
        expect(res.status(), path).toBe(200)
        expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
        const xml = await res.text()
        expect(xml).toMatch(/<rss version="2\.0"[ >]/)
        const feed = await parser.parseString(xml)

        expect(feed.language).toBe(getLocale(locale).language)
        expect(feed.link).toBe(`${origin}${localizePath(locale, `/${section}`)}`)
        expect(feed.feedUrl).toBe(`${origin}${path}`)
        expect(feed.title).toBeTruthy()
        expect(feed.items).toHaveLength(postCount(section, locale))
        expect(feed.lastBuildDate).toBe(feed.items[0]!.pubDate)

        const dates = feed.items.map((i) => Date.parse(i.isoDate!))
        expect(dates, 'newest first').toEqual([...dates].sort((a, b) => b - a))
        for (const item of feed.items) {
          expect(item.guid).toBe(item.link)
          expect(item.link!.startsWith(`${origin}${localizePath(locale, `/${section}/`)}`), item.link).toBe(true)
          expect(item.title && item.pubDate && item.content && item.creator).toBeTruthy()
          expect(item.categories?.length).toBeGreaterThan(0)
        }
        // Every link a reader follows is a page that exists.
        for (const href of [feed.link!, ...feed.items.map((i) => i.link!)]) {
          expect((await getAbsolute(request, href)).status(), href).toBe(200)
        }
      }
    })
  }

  test('an unknown prefix, and zh as a prefix, are 404s on both hosts', async ({ request, baseURL }) => {
    for (const path of ['/xx/blog/rss.xml', '/xx/news/rss.xml', '/zh/blog/rss.xml', '/zh/news/rss.xml']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
      expect((await getIn(request, 'zh', path, baseURL!)).status(), `zh host ${path}`).toBe(404)
    }
  })

  test('the feed path does not shadow articles, nor is shadowed by them', async ({ request }) => {
    const feed = await request.get('/blog/rss.xml')
    expect(feed.headers()['content-type']).toContain('application/rss+xml')
    const article = await request.get('/ru/blog/browser-fingerprinting-explained')
    expect(article.status()).toBe(200)
    expect(article.headers()['content-type']).toContain('text/html')
    expect((await request.get('/blog/rss', { maxRedirects: 0 })).status()).toBe(404)
  })
})

test.describe('robots.txt', () => {
  const disallowed = ['/_serverFn/', '/error/', '/*/error/', '/_icons', '/*/_icons', '/search$', '/search?', '/*/search$', '/*/search?']

  for (const locale of ['en', 'zh'] as const) {
    test(`on the ${locale} host it names that host's sitemap index and its languages' sitemaps`, async ({ request, baseURL }) => {
      const res = await getIn(request, locale, '/robots.txt', baseURL!)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8')
      const lines = (await res.text()).split('\n')
      expect(lines).toContain('User-agent: *')
      expect(lines).toContain('Allow: /')
      expect(lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10))).toEqual(disallowed)
      const origin = originFor(locale, baseURL!)
      // The zh host serves only zh; the main host serves the other 13 languages.
      const own = LOCALES.filter((l) => (l.code === 'zh') === (locale === 'zh')).map((l) => `Sitemap: ${origin}/${l.sitemap}`)
      expect(lines.filter((l) => l.startsWith('Sitemap: '))).toEqual([`Sitemap: ${origin}/sitemap.xml`, ...own])
    })
  }
})
