import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { pageUrl, type SiteOrigins } from '../i18n/hosts'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { buildFeed, feedPath, type FeedInput, type FeedPost } from './feed'

const origins: SiteOrigins = { main: 'https://www.example.com', byLocale: { zh: 'https://www.example.cn' } }
const parser = new Parser<{ language?: string; lastBuildDate?: string; copyright?: string }>()
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/

function post(locale: LocaleCode, slug: string, date: string, extra: Partial<FeedPost> = {}): FeedPost {
  return {
    slug,
    title: `Title ${slug}`,
    description: `About ${slug}`,
    date,
    author: 'Mira Kovac',
    category: 'Tutorials',
    tags: ['Proxies'],
    url: pageUrl(locale, `/blog/${slug}`, origins),
    ...extra,
  }
}

function input(locale: LocaleCode, posts: readonly FeedPost[]): FeedInput {
  return {
    locale,
    channel: { title: 'Blog | ProfileDeck', description: 'Run many accounts.', copyright: '© ProfileDeck' },
    link: pageUrl(locale, '/blog', origins),
    self: pageUrl(locale, feedPath('blog'), origins),
    posts,
  }
}

describe('feedPath and pageUrl', () => {
  it('give each locale its feed on its own origin', () => {
    expect(feedPath('blog')).toBe('/blog/rss.xml')
    expect(feedPath('news')).toBe('/news/rss.xml')
    expect(pageUrl('en', feedPath('blog'), origins)).toBe('https://www.example.com/blog/rss.xml')
    expect(pageUrl('ru', feedPath('news'), origins)).toBe('https://www.example.com/ru/news/rss.xml')
    expect(pageUrl('zh', feedPath('blog'), origins)).toBe('https://www.example.cn/blog/rss.xml')
  })
})

describe('buildFeed', () => {
  it('writes an RSS 2.0 channel with link, description, copyright and an atom self link', async () => {
    const xml = buildFeed(input('ru', [post('ru', 'a', '2026-10-02')]))
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain('<atom:link href="https://www.example.com/ru/blog/rss.xml" rel="self" type="application/rss+xml"/>')
    const feed = await parser.parseString(xml)
    expect(feed.title).toBe('Blog | ProfileDeck')
    expect(feed.link).toBe('https://www.example.com/ru/blog')
    expect(feed.description).toBe('Run many accounts.')
    expect(feed.copyright).toBe('© ProfileDeck')
    expect(feed.feedUrl).toBe('https://www.example.com/ru/blog/rss.xml')
  })

  it.each(LOCALE_CODES)('names the language of %s with its tag from the locale table', async (locale) => {
    const feed = await parser.parseString(buildFeed(input(locale, [post(locale, 'a', '2026-10-02')])))
    expect(feed.language).toBe(getLocale(locale).language)
  })

  it('gives each item its link as a permalink guid, its description, category labels and author', async () => {
    const xml = buildFeed(input('zh', [post('zh', 'a', '2026-10-02', { tags: ['Proxies', 'Tutorials', 'API'] })]))
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.cn/blog/a</guid>')
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"')
    const [item] = (await parser.parseString(xml)).items
    expect(item).toMatchObject({
      title: 'Title a',
      link: 'https://www.example.cn/blog/a',
      guid: 'https://www.example.cn/blog/a',
      content: 'About a',
      creator: 'Mira Kovac',
      // The category label first, then the tags, each once.
      categories: ['Tutorials', 'Proxies', 'API'],
    })
  })

  it('keeps the list order, ties included, and dates the channel by its newest post', async () => {
    // The list order comes from the one sort rule (newest first, then slug); the feed restates none.
    const posts = [post('en', 'b-same-day', '2026-01-05'), post('en', 'a-same-day', '2026-01-05'), post('en', 'old', '2025-12-31')]
    const feed = await parser.parseString(buildFeed(input('en', posts)))
    expect(feed.items.map((i) => i.guid)).toEqual(['b-same-day', 'a-same-day', 'old'].map((s) => `https://www.example.com/blog/${s}`))
    expect(feed.lastBuildDate).toBe('Mon, 05 Jan 2026 00:00:00 GMT')
  })

  it('dates items and the channel in RFC 822 from the content dates', async () => {
    const posts = [post('en', 'new', '2026-01-05'), post('en', 'mid', '2026-01-02'), post('en', 'old', '2025-12-31')]
    const xml = buildFeed(input('en', posts))
    const feed = await parser.parseString(xml)
    expect(feed.items.map((i) => i.guid)).toEqual(['new', 'mid', 'old'].map((s) => `https://www.example.com/blog/${s}`))
    expect(feed.items.map((i) => i.pubDate)).toEqual(['Mon, 05 Jan 2026 00:00:00 GMT', 'Fri, 02 Jan 2026 00:00:00 GMT', 'Wed, 31 Dec 2025 00:00:00 GMT'])
    for (const item of feed.items) expect(item.pubDate).toMatch(RFC_822)
    expect(feed.lastBuildDate).toBe('Mon, 05 Jan 2026 00:00:00 GMT')
  })

  it('escapes & and < in channel and item texts', async () => {
    const nasty = 'Proxies & <script>alert(1)</script> "quotes"'
    const xml = buildFeed({
      ...input('en', [post('en', 'a', '2026-10-02', { title: nasty, description: 'a < b && c > d', author: 'Tom & Jerry <tj>', category: 'R&D' })]),
      channel: { title: 'Q&A <Blog>', description: 'x & y' },
    })
    expect(xml).toContain('<title>Q&amp;A &lt;Blog&gt;</title>')
    expect(xml).toContain('<dc:creator>Tom &amp; Jerry &lt;tj&gt;</dc:creator>')
    // Item texts are CDATA: the markup inside is text, not elements.
    expect(xml).toContain(`<title><![CDATA[${nasty}]]></title>`)
    const feed = await parser.parseString(xml)
    expect(feed.title).toBe('Q&A <Blog>')
    expect(feed.description).toBe('x & y')
    expect(feed.items[0]).toMatchObject({ title: nasty, content: 'a < b && c > d', creator: 'Tom & Jerry <tj>', categories: ['R&D', 'Proxies'] })
  })

  it('stays well-formed with CDATA terminators and control characters in a title', async () => {
    const xml = buildFeed(input('en', [post('en', 'a', '2026-10-02', { title: 'a ]]> b ]]> c\u0007' })]))
    const feed = await parser.parseString(xml)
    expect(feed.items[0]!.title!.replaceAll('\u200B', '')).toBe('a ]]> b ]]> c')
  })

  it('escapes & in item URLs', async () => {
    const xml = buildFeed(input('en', [post('en', 'a', '2026-10-02', { url: 'https://www.example.com/blog/a?x=1&y=2' })]))
    expect(xml).toContain('<link>https://www.example.com/blog/a?x=1&amp;y=2</link>')
    expect((await parser.parseString(xml)).items[0]!.link).toBe('https://www.example.com/blog/a?x=1&y=2')
  })

  it('gives a locale without posts a valid empty channel with a fixed build date', async () => {
    const xml = buildFeed(input('vn', []))
    expect(xml).not.toContain('<item>')
    expect(xml).not.toContain('xmlns:dc')
    const feed = await parser.parseString(xml)
    expect(feed.items).toEqual([])
    expect(feed.language).toBe('vi-VN')
    expect(feed.lastBuildDate).toBe('Thu, 01 Jan 1970 00:00:00 GMT')
    // The same input always gives the same bytes (stable ETags).
    expect(buildFeed(input('vn', []))).toBe(xml)
  })
})
