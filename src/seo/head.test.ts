import { describe, expect, it } from 'vitest'
import type { SiteOrigins } from '../i18n/hosts'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { buildHead, composeTitle, ogLocaleAlternates, pageTitle, titleFromPath, TITLE_SEPARATOR, type HeadInput, type LinkTag, type MetaTag } from './head'
import { organization } from './json-ld'
import { pageKey } from './urls'

const origins: SiteOrigins = { main: 'https://www.example.com', byLocale: { zh: 'https://www.example.cn' } }

function input(extra: Partial<HeadInput> = {}): HeadInput {
  return {
    locale: 'en',
    rest: '/pricing',
    origins,
    siteName: 'ProfileDeck',
    title: 'Pricing',
    description: 'Plans and prices.',
    keywords: 'antidetect, pricing',
    image: 'https://www.example.com/images/og-default.jpg',
    imageAlt: 'ProfileDeck',
    key: '/pricing',
    locales: LOCALE_CODES,
    ...extra,
  }
}

const named = (meta: MetaTag[], name: string) =>
  meta.filter((m): m is { name: string; content: string } => 'name' in m && m.name === name).map((m) => m.content)
const property = (meta: MetaTag[], p: string) =>
  meta.filter((m): m is { property: string; content: string } => 'property' in m && m.property === p).map((m) => m.content)
const titles = (meta: MetaTag[]) => meta.filter((m): m is { title: string } => 'title' in m).map((m) => m.title)
const rel = (links: LinkTag[], r: string) => links.filter((l) => l.rel === r && !l.type)

describe('titleFromPath (SPEC 5 fallback)', () => {
  it.each([
    ['/partner-plan', 'Partner Plan'],
    ['/referral-program', 'Referral Program'],
    ['/faq', 'Faq'],
    // Routes pass locale-free paths: the last segment of a nested path names the page.
    ['/blog-tutorials/proxies', 'Proxies'],
    ['/docs/local-api', 'Local Api'],
    ['/blog/my-post/', 'My Post'],
    ['/', ''],
    ['', ''],
    ['/pre-sales?utm_source=x', 'Pre Sales'],
    ['/pre-sales#contact', 'Pre Sales'],
    ['/hello%20world', 'Hello World'],
    ['/caf%C3%A9-menu', 'Café Menu'],
    ['/snake_case_name', 'Snake Case Name'],
    ['/a--b', 'A B'],
    ['/_hidden', 'Hidden'],
    ['/release/5.2.0', '5.2.0'],
    // A malformed escape is kept as it is rather than throwing.
    ['/bad%E0%A4%A', 'Bad%E0%A4%A'],
    ['/%E0%A4%A', '%E0%A4%A'],
  ])('%j → %j', (path, expected) => {
    expect(titleFromPath(path)).toBe(expected)
  })
})

describe('composeTitle', () => {
  it.each([
    ['Pricing', 'ProfileDeck', `Pricing${TITLE_SEPARATOR}ProfileDeck`],
    ['Pricing', '', 'Pricing'],
    [undefined, 'ProfileDeck', 'ProfileDeck'],
    ['', 'ProfileDeck', 'ProfileDeck'],
    [undefined, '', ''],
  ])('%j + %j → %j', (page, site, expected) => {
    expect(composeTitle(page, site)).toBe(expected)
  })

  it('uses " | " as the separator', () => {
    expect(TITLE_SEPARATOR).toBe(' | ')
  })
})

describe('pageTitle', () => {
  it.each([
    ['fullTitle wins over everything', { fullTitle: 'ProfileDeck — antidetect browser', title: 'Home', rest: '/x' }, 'ProfileDeck — antidetect browser'],
    ['title with the site name', { title: 'Pricing', rest: '/pricing' }, 'Pricing | ProfileDeck'],
    ['title wins over the path', { title: 'Our plans', rest: '/pricing' }, 'Our plans | ProfileDeck'],
    ['path fallback', { rest: '/partner-plan' }, 'Partner Plan | ProfileDeck'],
    ['an empty title falls back to the path', { title: '', rest: '/partner-plan' }, 'Partner Plan | ProfileDeck'],
    ['an empty fullTitle is ignored', { fullTitle: '', title: 'Pricing', rest: '/pricing' }, 'Pricing | ProfileDeck'],
    ['home without a title is the site name', { rest: '/' }, 'ProfileDeck'],
  ])('%s', (_, fields, expected) => {
    expect(pageTitle({ siteName: 'ProfileDeck', ...fields })).toBe(expected)
  })

  it('has no separator without a site name', () => {
    expect(pageTitle({ siteName: '', rest: '/partner-plan' })).toBe('Partner Plan')
  })
})

describe('ogLocaleAlternates', () => {
  it.each<[LocaleCode, LocaleCode[], string[]]>([
    ['en', ['en', 'ru', 'zh'], ['ru_RU', 'zh_CN']],
    ['ru', ['en', 'ru', 'vn', 'jp', 'tc'], ['en_US', 'vi_VN', 'ja_JP', 'zh_TW']],
    ['en', ['en'], []],
    // A page that is not indexable in its own locale announces no alternates.
    ['ru', ['en', 'zh'], []],
  ])('%s in %j → %j', (locale, locales, expected) => {
    expect(ogLocaleAlternates(locale, locales)).toEqual(expected)
  })

  it('names every other locale with its table ogLocale', () => {
    expect(ogLocaleAlternates('zh', LOCALE_CODES)).toEqual(LOCALE_CODES.filter((c) => c !== 'zh').map((c) => getLocale(c).ogLocale))
  })
})

describe('buildHead', () => {
  it('has the title, description and keywords', () => {
    const { meta } = buildHead(input())
    expect(meta[0]).toEqual({ title: 'Pricing | ProfileDeck' })
    expect(titles(meta)).toHaveLength(1)
    expect(named(meta, 'description')).toEqual(['Plans and prices.'])
    expect(named(meta, 'keywords')).toEqual(['antidetect, pricing'])
  })

  it("carries none of the page's phrase marks: titles, descriptions, feeds and structured data are read elsewhere", () => {
    const mark = '\u200B'
    const { meta, links } = buildHead(
      input({
        locale: 'jp',
        title: `料金${mark}プラン`,
        description: `多数の${mark}アカウント`,
        imageAlt: `画像${mark}です`,
        feeds: [{ title: `ブログ${mark}です`, href: '/jp/blog/rss.xml' }],
        jsonLd: [{ '@type': 'Thing', name: `名前${mark}です` }],
      }),
    )
    expect(JSON.stringify({ meta, links })).not.toContain(mark)
    expect(meta[0]).toEqual({ title: '料金プラン | ProfileDeck' })
    expect(named(meta, 'description')).toEqual(['多数のアカウント'])
  })

  it.each([
    ['missing', { description: undefined, keywords: undefined }],
    ['empty', { description: '', keywords: '' }],
  ])('omits description and keywords when %s', (_, extra) => {
    const { meta } = buildHead(input(extra))
    expect(named(meta, 'description')).toEqual([])
    expect(named(meta, 'keywords')).toEqual([])
    expect(property(meta, 'og:description')).toEqual([])
    expect(named(meta, 'twitter:description')).toEqual([])
  })

  it('has the Open Graph tags', () => {
    const { meta } = buildHead(input({ locale: 'ru' }))
    expect(property(meta, 'og:type')).toEqual(['website'])
    expect(property(meta, 'og:site_name')).toEqual(['ProfileDeck'])
    expect(property(meta, 'og:title')).toEqual(['Pricing'])
    expect(property(meta, 'og:description')).toEqual(['Plans and prices.'])
    expect(property(meta, 'og:url')).toEqual(['https://www.example.com/ru/pricing'])
    expect(property(meta, 'og:locale')).toEqual(['ru_RU'])
    expect(property(meta, 'og:image')).toEqual(['https://www.example.com/images/og-default.jpg'])
    expect(property(meta, 'og:image:alt')).toEqual(['ProfileDeck'])
    // The router would merge repeated properties: the shell renders these from ogLocaleAlternates.
    expect(property(meta, 'og:locale:alternate')).toEqual([])
  })

  it.each(LOCALE_CODES)('gives %s its og:locale from the table', (locale) => {
    expect(property(buildHead(input({ locale })).meta, 'og:locale')).toEqual([getLocale(locale).ogLocale])
  })

  it('uses fullTitle for the title, og:title and twitter:title', () => {
    const { meta } = buildHead(input({ rest: '/', key: '/', fullTitle: 'ProfileDeck — antidetect browser', title: 'ignored' }))
    expect(titles(meta)).toEqual(['ProfileDeck — antidetect browser'])
    expect(property(meta, 'og:title')).toEqual(['ProfileDeck — antidetect browser'])
    expect(named(meta, 'twitter:title')).toEqual(['ProfileDeck — antidetect browser'])
  })

  it('omits og:image, og:image:alt and twitter:image without an image', () => {
    const { meta } = buildHead(input({ image: undefined }))
    expect(property(meta, 'og:image')).toEqual([])
    expect(property(meta, 'og:image:alt')).toEqual([])
    expect(named(meta, 'twitter:image')).toEqual([])
  })

  it('has the Twitter card tags', () => {
    const { meta } = buildHead(input())
    expect(named(meta, 'twitter:card')).toEqual(['summary_large_image'])
    expect(named(meta, 'twitter:title')).toEqual(['Pricing'])
    expect(named(meta, 'twitter:description')).toEqual(['Plans and prices.'])
    expect(named(meta, 'twitter:image')).toEqual(['https://www.example.com/images/og-default.jpg'])
  })

  it('links the canonical URL, one hreflang per locale and x-default for an indexable page', () => {
    const { meta, links } = buildHead(input({ locale: 'zh' }))
    expect(named(meta, 'robots')).toEqual([])
    expect(rel(links, 'canonical')).toEqual([{ rel: 'canonical', href: 'https://www.example.cn/pricing' }])
    const alternates = rel(links, 'alternate')
    expect(alternates.map((l) => l.hrefLang)).toEqual([...LOCALE_CODES.map((c) => getLocale(c).language), 'x-default'])
    expect(alternates.find((l) => l.hrefLang === 'zh-CN')?.href).toBe('https://www.example.cn/pricing')
    expect(alternates.find((l) => l.hrefLang === 'ru-RU')?.href).toBe('https://www.example.com/ru/pricing')
    expect(alternates.find((l) => l.hrefLang === 'x-default')?.href).toBe('https://www.example.com/pricing')
  })

  it('keeps the list page in canonical, og:url and hreflang', () => {
    const { meta, links } = buildHead(input({ locale: 'ru', rest: '/blog', key: pageKey('/blog', { page: '02', utm_campaign: 'z' }), locales: ['en', 'ru'] }))
    expect(rel(links, 'canonical')[0]?.href).toBe('https://www.example.com/ru/blog?page=2')
    expect(property(meta, 'og:url')).toEqual(['https://www.example.com/ru/blog?page=2'])
    expect(rel(links, 'alternate').map((l) => [l.hrefLang, l.href])).toEqual([
      ['en-US', 'https://www.example.com/blog?page=2'],
      ['ru-RU', 'https://www.example.com/ru/blog?page=2'],
      ['x-default', 'https://www.example.com/blog?page=2'],
    ])
  })

  it('names only the locales that have the page, without x-default when en lacks it', () => {
    const { links } = buildHead(input({ locale: 'zh', rest: '/alternatives/ziniao', key: '/alternatives/ziniao', locales: ['tc', 'zh'] }))
    expect(rel(links, 'alternate').map((l) => l.hrefLang)).toEqual(['zh-CN', 'zh-TW'])
  })

  it.each<[string, Partial<HeadInput>]>([
    ['its locale lacks the page', { locale: 'ru', locales: ['en', 'zh'] }],
    ['no locale has it', { locales: [] }],
  ])('marks a page noindex without canonical, hreflang or og:url when %s', (_, extra) => {
    const { meta, links } = buildHead(input(extra))
    expect(named(meta, 'robots')).toEqual(['noindex, follow'])
    expect(rel(links, 'canonical')).toEqual([])
    expect(rel(links, 'alternate')).toEqual([])
    expect(property(meta, 'og:url')).toEqual([])
    // The rest of the head is still there for people sharing the link.
    expect(titles(meta)).toEqual(['Pricing | ProfileDeck'])
    expect(named(meta, 'twitter:card')).toEqual(['summary_large_image'])
  })

  it('adds article tags for an article, the modified time defaulting to the published one', () => {
    const a = buildHead(input({ type: 'article', published: '2026-10-02', modified: '2026-11-01', section: 'Tutorials' })).meta
    expect(property(a, 'og:type')).toEqual(['article'])
    expect(property(a, 'article:published_time')).toEqual(['2026-10-02'])
    expect(property(a, 'article:modified_time')).toEqual(['2026-11-01'])
    expect(property(a, 'article:section')).toEqual(['Tutorials'])
    const b = buildHead(input({ type: 'article', published: '2026-10-02' })).meta
    expect(property(b, 'article:modified_time')).toEqual(['2026-10-02'])
    expect(property(b, 'article:section')).toEqual([])
  })

  it('has no article tags for a website page', () => {
    const { meta } = buildHead(input({ published: '2026-10-02', section: 'Tutorials' }))
    expect(meta.some((m) => 'property' in m && m.property.startsWith('article:'))).toBe(false)
  })

  it('announces feeds as RSS alternates, indexable or not', () => {
    const feeds = [
      { title: 'Blog', href: 'https://www.example.com/ru/blog/rss.xml' },
      { title: 'News', href: 'https://www.example.com/ru/news/rss.xml' },
    ]
    for (const locales of [['en', 'ru'], []] as LocaleCode[][]) {
      const { links } = buildHead(input({ locale: 'ru', rest: '/blog', key: '/blog', locales, feeds }))
      expect(links.filter((l) => l.type)).toEqual([
        { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: 'https://www.example.com/ru/blog/rss.xml' },
        { rel: 'alternate', type: 'application/rss+xml', title: 'News', href: 'https://www.example.com/ru/news/rss.xml' },
      ])
    }
  })

  it('passes JSON-LD nodes through in order', () => {
    const org = organization({
      name: 'ProfileDeck',
      origin: 'https://www.example.com',
      homeUrl: 'https://www.example.com/',
      logo: 'https://www.example.com/logo.png',
    })
    const other = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'x' }
    const { meta } = buildHead(input({ jsonLd: [org, other] }))
    expect(meta.filter((m) => 'script:ld+json' in m)).toEqual([{ 'script:ld+json': org }, { 'script:ld+json': other }])
  })

  it('has no JSON-LD, feeds or article tags unless given', () => {
    const { meta, links } = buildHead(input())
    expect(meta.some((m) => 'script:ld+json' in m)).toBe(false)
    expect(links.some((l) => l.type)).toBe(false)
  })

  it('uses a configured canonical whitelist through the page key', () => {
    const { links } = buildHead(input({ rest: '/pricing', key: pageKey('/pricing', '?currency=EUR&utm_source=x', ['currency', 'utm_source']) }))
    expect(rel(links, 'canonical')[0]?.href).toBe('https://www.example.com/pricing?currency=EUR')
  })
})

describe('share titles', () => {
  it('name the page alone, also when the title comes from the path', () => {
    const { meta } = buildHead(input({ title: undefined, rest: '/partner-plan', key: '/partner-plan' }))
    expect(titles(meta)).toEqual(['Partner Plan | ProfileDeck'])
    expect(property(meta, 'og:title')).toEqual(['Partner Plan'])
    expect(named(meta, 'twitter:title')).toEqual(['Partner Plan'])
  })
})
