import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SiteOrigins } from '../i18n/hosts'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { alternatesOf, canonicalQuery, canonicalUrl, DEFAULT_CANONICAL_PARAMS, feedPath, pageKey, withoutTrailingSlash, X_DEFAULT } from './urls'

const origins: SiteOrigins = { main: 'https://www.example.com', byLocale: { zh: 'https://www.example.cn' } }
// SPEC 2.4: a Russian host may be configured; ru then owns that host's unprefixed paths.
const withRuHost: SiteOrigins = { main: 'https://www.example.com', byLocale: { zh: 'https://www.example.cn', ru: 'https://www.example.ru' } }

describe('canonicalQuery', () => {
  it('keeps only `page` by default', () => {
    expect(DEFAULT_CANONICAL_PARAMS).toEqual(['page'])
  })

  it.each([
    ['no query', '', ''],
    ['a lone ?', '?', ''],
    ['a later page', '?page=2', '?page=2'],
    ['without the leading ?', 'page=3', '?page=3'],
    ['utm_* parameters', '?utm_source=x&utm_medium=y&utm_campaign=z&page=2', '?page=2'],
    ['bd_vid, gclid and fbclid', '?bd_vid=1&gclid=2&fbclid=3', ''],
    ['unlisted parameters', '?q=proxies&sort=new&lang=ru', ''],
    ['page=1 (the first page is the list itself)', '?page=1', ''],
    ['page=01', '?page=01', ''],
    ['page=02', '?page=02', '?page=2'],
    ['page=abc', '?page=abc', ''],
    ['page=0', '?page=0', ''],
    ['page=-1', '?page=-1', ''],
    ['page=1.5', '?page=1.5', ''],
    ['an empty page', '?page=', ''],
    ['repeated page: first value wins', '?page=3&page=4', '?page=3'],
    ['repeated page: an invalid first value is not replaced by a later one', '?page=abc&page=4', ''],
  ])('%s', (_, search, expected) => {
    expect(canonicalQuery(search)).toBe(expected)
  })

  it.each([
    ['an empty object', {}, ''],
    ['a string page', { page: '2' }, '?page=2'],
    ['a number page', { page: 3 }, '?page=3'],
    ['page 1 as a number', { page: 1 }, ''],
    ['tracking keys', { utm_source: 'x', gclid: 'y', page: 5 }, '?page=5'],
    // The router may hand over arrays, booleans or objects: none of them is a parameter value.
    ['non-scalar values', { page: ['2', '3'] }, ''],
    ['a boolean', { page: true }, ''],
    ['undefined', { page: undefined }, ''],
  ])('object input: %s', (_, search, expected) => {
    expect(canonicalQuery(search)).toBe(expected)
  })

  it.each([
    ['whitelist order, not request order', '?b=2&a=1&page=3', ['a', 'b', 'page'], '?a=1&b=2&page=3'],
    ['reversed whitelist', '?a=1&b=2', ['b', 'a'], '?b=2&a=1'],
    ['only listed ones', '?a=1&b=2&utm_source=x', ['a'], '?a=1'],
    ['an empty value is dropped', '?a=&b=2', ['a', 'b'], '?b=2'],
    ['first value wins for any parameter', '?a=1&a=2', ['a'], '?a=1'],
    ['values are encoded', '?q=a%26b%20c', ['q'], '?q=a%26b+c'],
    ['page is normalised in custom lists too', '?page=07&q=x', ['q', 'page'], '?q=x&page=7'],
    ['an empty whitelist keeps nothing', '?page=2', [], ''],
  ])('custom whitelist: %s', (_, search, whitelist, expected) => {
    expect(canonicalQuery(search, whitelist)).toBe(expected)
  })
})

describe('pageKey', () => {
  it.each([
    ['/blog', '', '/blog'],
    ['/blog', '?page=2', '/blog?page=2'],
    ['/blog', '?page=1', '/blog'],
    ['/blog', { page: 2, utm_source: 'x' }, '/blog?page=2'],
    ['/blog-tutorials/proxies', '?page=02&gclid=z', '/blog-tutorials/proxies?page=2'],
    ['/pricing', '?currency=EUR', '/pricing'],
  ])('%s with %j → %s', (rest, search, expected) => {
    expect(pageKey(rest, search)).toBe(expected)
  })

  it('defaults to no query', () => {
    expect(pageKey('/faq')).toBe('/faq')
  })
})

describe('canonicalUrl', () => {
  it.each<[string, LocaleCode, string, string, SiteOrigins, string]>([
    ['en on the main host', 'en', '/pricing', '?utm_source=x', origins, 'https://www.example.com/pricing'],
    ['en home', 'en', '/', '', origins, 'https://www.example.com/'],
    ['ru prefixed', 'ru', '/blog', '?page=2&fbclid=1', origins, 'https://www.example.com/ru/blog?page=2'],
    ['ru home without a trailing slash', 'ru', '/', '', origins, 'https://www.example.com/ru'],
    ['tc prefixed', 'tc', '/faq', '', origins, 'https://www.example.com/tc/faq'],
    ['zh on its own origin, unprefixed', 'zh', '/blog', '?page=3', origins, 'https://www.example.cn/blog?page=3'],
    ['zh home', 'zh', '/', '', origins, 'https://www.example.cn/'],
    ['ru with its own origin configured', 'ru', '/blog', '?page=2', withRuHost, 'https://www.example.ru/blog?page=2'],
    ['en unaffected by a ru origin', 'en', '/blog', '', withRuHost, 'https://www.example.com/blog'],
  ])('%s', (_, locale, rest, search, o, expected) => {
    expect(canonicalUrl(locale, rest, search, o)).toBe(expected)
  })

  it('uses a custom whitelist', () => {
    expect(canonicalUrl('en', '/search', '?q=x&page=2&utm_source=y', origins, ['q'])).toBe('https://www.example.com/search?q=x')
  })
})

describe('alternatesOf', () => {
  it('lists every locale in table order with its language tag, then x-default on the en URL', () => {
    const alts = alternatesOf('/pricing', LOCALE_CODES, origins)
    expect(alts).toHaveLength(LOCALE_CODES.length + 1)
    expect(alts.slice(0, -1).map((a) => a.hreflang)).toEqual(LOCALE_CODES.map((c) => getLocale(c).language))
    expect(alts.at(-1)).toEqual({ hreflang: X_DEFAULT, href: 'https://www.example.com/pricing' })
    expect(X_DEFAULT).toBe('x-default')
  })

  it('orders by the table, not by the given list', () => {
    const alts = alternatesOf('/blog', ['tc', 'ru', 'en', 'zh'], origins)
    expect(alts).toEqual([
      { hreflang: 'en-US', href: 'https://www.example.com/blog' },
      { hreflang: 'zh-CN', href: 'https://www.example.cn/blog' },
      { hreflang: 'ru-RU', href: 'https://www.example.com/ru/blog' },
      { hreflang: 'zh-TW', href: 'https://www.example.com/tc/blog' },
      { hreflang: 'x-default', href: 'https://www.example.com/blog' },
    ])
  })

  it.each<[LocaleCode, string, string]>([
    ['vn', 'vi-VN', 'https://www.example.com/vn/docs'],
    ['jp', 'ja-JP', 'https://www.example.com/jp/docs'],
    ['tc', 'zh-TW', 'https://www.example.com/tc/docs'],
    ['uk', 'uk-UA', 'https://www.example.com/uk/docs'],
    ['ko', 'ko-KR', 'https://www.example.com/ko/docs'],
    ['hi', 'hi-IN', 'https://www.example.com/hi/docs'],
  ])('tags %s as %s (the table language, not the code)', (code, tag, href) => {
    expect(alternatesOf('/docs', [code], origins)).toEqual([{ hreflang: tag, href }])
  })

  it('has no x-default when en lacks the page', () => {
    const alts = alternatesOf('/alternatives/ziniao', ['zh', 'tc'], origins)
    expect(alts.map((a) => a.hreflang)).toEqual(['zh-CN', 'zh-TW'])
  })

  it('is empty for a page no locale has', () => {
    expect(alternatesOf('/nowhere', [], origins)).toEqual([])
  })

  it('lists nothing for locales outside the set', () => {
    const hrefs = alternatesOf('/docs', ['en', 'ru', 'pt', 'vn'], origins).map((a) => a.href)
    expect(hrefs.some((h) => h.includes('/jp/') || h.includes('example.cn'))).toBe(false)
  })

  it('carries the list page into every URL, prefixed and on other hosts', () => {
    expect(alternatesOf('/blog?page=2', ['en', 'zh', 'ru'], withRuHost)).toEqual([
      { hreflang: 'en-US', href: 'https://www.example.com/blog?page=2' },
      { hreflang: 'zh-CN', href: 'https://www.example.cn/blog?page=2' },
      { hreflang: 'ru-RU', href: 'https://www.example.ru/blog?page=2' },
      { hreflang: 'x-default', href: 'https://www.example.com/blog?page=2' },
    ])
  })

  it('ignores duplicates in the given list', () => {
    expect(alternatesOf('/faq', ['ru', 'ru', 'en'], origins)).toEqual(alternatesOf('/faq', ['en', 'ru'], origins))
  })

  // Reciprocity: each page of a set must name every other one and itself, so every member of the set
  // must compute the same list; and each member's own URL must be in it.
  it('is reciprocal: every locale of a set gets the same list, which holds its own URL', () => {
    const locales = fc.subarray([...LOCALE_CODES], { minLength: 1 })
    const segment = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    // List pages after the first are the only keys with a query; the home page has none.
    const key = fc.oneof(
      fc.constant('/'),
      fc
        .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.option(fc.integer({ min: 2, max: 99 }), { nil: undefined }))
        .map(([parts, page]) => `/${parts.join('/')}${page ? `?page=${page}` : ''}`),
    )
    const originSets = fc.constantFrom(origins, withRuHost)
    fc.assert(
      fc.property(locales, key, originSets, (set, k, o) => {
        const lists = set.map((locale) =>
          alternatesOf(
            k,
            [...set]
              .reverse()
              .filter((l) => l !== locale)
              .concat(locale),
            o,
          ),
        )
        for (const list of lists) expect(list).toEqual(lists[0])
        const list = lists[0]!
        expect(list.length).toBe(set.length + (set.includes('en') ? 1 : 0))
        for (const locale of set) {
          const own = list.filter((a) => a.hreflang === getLocale(locale).language)
          expect(own).toHaveLength(1)
          expect(own[0]!.href).toBe(canonicalUrl(locale, k.split('?')[0]!, k.includes('?') ? k.slice(k.indexOf('?')) : '', o))
        }
        expect(new Set(list.map((a) => a.href)).size).toBe(set.length)
      }),
      { numRuns: 300 },
    )
  })
})

describe('feedPath', () => {
  it.each([
    ['blog', '/blog/rss.xml'],
    ['news', '/news/rss.xml'],
  ] as const)('%s → %s', (section, path) => {
    expect(feedPath(section)).toBe(path)
  })
})

describe('tracking parameters and trailing slashes', () => {
  it.each(['utm_source', 'UTM_Medium', 'bd_vid', 'gclid', 'fbclid', 'msclkid', 'yclid'])('never keeps %s, even when whitelisted', (name) => {
    expect(canonicalQuery(`?${name}=x&page=2`, [name, 'page'])).toBe('?page=2')
  })

  it('keeps a whitelisted parameter in the page key, so canonical and sitemap key agree', () => {
    expect(pageKey('/blog', '?page=2&sort=new&utm_source=x', ['page', 'sort'])).toBe('/blog?page=2&sort=new')
    expect(canonicalUrl('ru', '/blog', '?sort=new&page=2', origins, ['page', 'sort'])).toBe(`${origins.main}/ru/blog?page=2&sort=new`)
    // Without `page` in the whitelist every list page points at the first one.
    expect(pageKey('/blog', '?page=2', [])).toBe('/blog')
  })

  it.each([
    ['/blog/', '/blog'],
    ['/ru/blog//', '/ru/blog'],
    ['/', '/'],
    ['', ''],
    ['/pricing', '/pricing'],
  ])('withoutTrailingSlash(%j) = %j', (input, expected) => {
    expect(withoutTrailingSlash(input)).toBe(expected)
  })
})
