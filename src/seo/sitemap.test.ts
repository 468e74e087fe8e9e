import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readContentDir } from '../../scripts/content-plugin'
import { parseContentFiles } from '../content/parse'
import { embeddedSource } from '../content/source'
import { createContentStore } from '../content/store'
import { pageUrl, type SiteOrigins } from '../i18n/hosts'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { indexPages, sitePages, summarizeContent, type ContentSummary, type EntrySummary } from './indexable-pages'
import { SITEMAP_INDEX_PATHS, sitemapIndexXml, sitemapLocale, sitemapUrl, sitemapUrls, urlsetXml, type SitemapUrl } from './sitemap'
import { alternatesOf } from './urls'

const origins: SiteOrigins = { main: 'https://www.example.com', byLocale: { zh: 'https://www.example.cn' } }
const withRuHost: SiteOrigins = { main: 'https://www.example.com', byLocale: { zh: 'https://www.example.cn', ru: 'https://www.example.ru' } }

const item = (slug: string, date?: string, category?: string, tags?: string[]): EntrySummary => ({ slug, date, category, tags })
const posts = (n: number, prefix: string, category: string, tags: string[]) =>
  Array.from({ length: n }, (_, i) => item(`${prefix}-${i + 1}`, `2026-09-${String(30 - i).padStart(2, '0')}`, category, tags))

// A site in the shape of the real one: posts in several categories over two list pages, translated
// in part, table pages that some locales lack, docs in four locales and an undated locale (th).
const summary: ContentSummary = {
  entries: {
    en: {
      blog: [...posts(10, 'post', 'tutorials', ['proxies', 'api']), item('industry-1', '2026-10-12', 'industry', ['ecommerce'])],
      news: posts(3, 'news', 'company', ['team']),
      release: [item('5.2.0', '2026-11-03'), item('5.1.0', '2026-10-01')],
      alternative: [item('gologin', '2026-11-18')],
      docs: [item('index', '2026-11-12'), item('proxies', '2026-11-12')],
      page: [item('about-us', '2026-09-01')],
    },
    zh: { blog: posts(2, 'post', 'tutorials', ['proxies']), alternative: [item('ziniao', '2026-11-20')], page: [item('about-us', '2026-09-02')] },
    ru: { blog: posts(10, 'post', 'tutorials', ['proxies']), docs: [item('index', '2026-11-13')], release: [item('5.2.0', '2026-11-04')] },
    tc: { alternative: [item('ziniao', '2026-11-21')] },
    th: {},
  },
  faq: [...LOCALE_CODES],
  pricing: true,
}
const index = indexPages(sitePages(summary))

const SITEMAP_NAMES: [string, LocaleCode][] = [
  ['/en-US-sitemap.xml', 'en'],
  ['/zh-CN-sitemap.xml', 'zh'],
  ['/ru-RU-sitemap.xml', 'ru'],
  ['/vi-VN-sitemap.xml', 'vn'],
  ['/es-ES-sitemap.xml', 'es'],
  ['/pt-PT-sitemap.xml', 'pt'],
  ['/tr-TR-sitemap.xml', 'tr'],
  ['/th-TH-sitemap.xml', 'th'],
  ['/fr-FR-sitemap.xml', 'fr'],
  ['/uk-UA-sitemap.xml', 'uk'],
  ['/ko-KR-sitemap.xml', 'ko'],
  ['/hi-IN-sitemap.xml', 'hi'],
  ['/ja-JP-sitemap.xml', 'jp'],
  ['/zh-TW-sitemap.xml', 'tc'],
]

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

describe('sitemapLocale', () => {
  it('knows the two index paths', () => {
    expect(SITEMAP_INDEX_PATHS).toEqual(['/sitemap.xml', '/index-sitemap.xml'])
  })

  it.each(SITEMAP_NAMES)('%s is the sitemap of %s', (path, locale) => {
    expect(sitemapLocale(path)).toBe(locale)
  })

  it('covers all 14 locales once', () => {
    expect(SITEMAP_NAMES.map(([, l]) => l).sort()).toEqual([...LOCALE_CODES].sort())
  })

  it.each([
    '/sitemap.xml',
    '/index-sitemap.xml',
    '/en-sitemap.xml',
    '/vn-VN-sitemap.xml',
    '/jp-JP-sitemap.xml',
    '/EN-US-sitemap.xml',
    '/en-us-sitemap.xml',
    'en-US-sitemap.xml',
    '/en-US-sitemap.xml/',
    '/ru/ru-RU-sitemap.xml',
    '/en-US-sitemap.xml.gz',
    '/de-DE-sitemap.xml',
    '',
  ])('%j is no locale sitemap', (path) => {
    expect(sitemapLocale(path)).toBeUndefined()
  })
})

describe('sitemapUrl', () => {
  it.each<[LocaleCode, SiteOrigins, string]>([
    ['en', origins, 'https://www.example.com/en-US-sitemap.xml'],
    ['ru', origins, 'https://www.example.com/ru-RU-sitemap.xml'],
    ['tc', origins, 'https://www.example.com/zh-TW-sitemap.xml'],
    // A sitemap lists URLs of its own host, so zh's lives on the zh origin.
    ['zh', origins, 'https://www.example.cn/zh-CN-sitemap.xml'],
    ['ru', withRuHost, 'https://www.example.ru/ru-RU-sitemap.xml'],
  ])('%s → %s', (locale, o, expected) => {
    expect(sitemapUrl(locale, o)).toBe(expected)
  })
})

describe('sitemapIndexXml', () => {
  const xml = sitemapIndexXml(index, origins, 'en')
  const zhXml = sitemapIndexXml(index, origins, 'zh')

  it("lists the main host's 13 locale sitemaps in table order, all on that host (sitemaps.org host rule)", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true)
    expect(xml.endsWith('</sitemapindex>\n')).toBe(true)
    expect(locs(xml)).toEqual(LOCALE_CODES.filter((l) => l !== 'zh').map((l) => sitemapUrl(l, origins)))
    expect(locs(xml).every((u) => u?.startsWith('https://www.example.com/'))).toBe(true)
    // Any main-domain locale asks for the same index.
    expect(sitemapIndexXml(index, origins, 'ru')).toBe(xml)
  })

  it("lists only the zh-CN sitemap on the zh host's index", () => {
    expect(locs(zhXml)).toEqual(['https://www.example.cn/zh-CN-sitemap.xml'])
    expect(locs(sitemapIndexXml(index, withRuHost, 'ru'))).toEqual(['https://www.example.ru/ru-RU-sitemap.xml'])
  })

  it('dates each sitemap by the newest lastmod of its pages', () => {
    const entries = [...(xml + zhXml).matchAll(/<sitemap>\s*<loc>([^<]*)<\/loc>\s*(?:<lastmod>([^<]*)<\/lastmod>\s*)?<\/sitemap>/g)].map((m) => [m[1], m[2]])
    expect(Object.fromEntries(entries)).toMatchObject({
      'https://www.example.com/en-US-sitemap.xml': '2026-11-18',
      'https://www.example.cn/zh-CN-sitemap.xml': '2026-11-20',
      'https://www.example.com/ru-RU-sitemap.xml': '2026-11-13',
      'https://www.example.com/zh-TW-sitemap.xml': '2026-11-21',
    })
    for (const locale of LOCALE_CODES) {
      const newest =
        index
          .pagesIn(locale)
          .map((p) => p.lastmod ?? '')
          .sort()
          .at(-1) || undefined
      expect(Object.fromEntries(entries)[sitemapUrl(locale, origins)], locale).toBe(newest)
    }
  })

  it('leaves out lastmod for a locale without dated pages', () => {
    expect(xml).toContain('  <sitemap>\n    <loc>https://www.example.com/th-TH-sitemap.xml</loc>\n  </sitemap>\n')
  })
})

describe('sitemapUrls', () => {
  it.each(LOCALE_CODES)('lists every indexable page of %s on its own host, with its lastmod', (locale) => {
    const urls = sitemapUrls(locale, index, origins)
    const pages = index.pagesIn(locale)
    expect(urls.map((u) => u.loc)).toEqual(pages.map((p) => pageUrl(locale, p.key, origins)))
    expect(urls.map((u) => u.lastmod)).toEqual(pages.map((p) => p.lastmod))
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length)
  })

  it.each(LOCALE_CODES)('gives every URL of %s the alternates of its page head', (locale) => {
    for (const [url, page] of sitemapUrls(locale, index, origins).map((u, i) => [u, index.pagesIn(locale)[i]!] as const)) {
      expect(url.alternates).toEqual(alternatesOf(page.key, index.localesOf(page.key), origins))
      // The set names the page itself.
      expect(url.alternates).toContainEqual({ hreflang: getLocale(locale).language, href: url.loc })
    }
  })

  it('is reciprocal: every alternate is listed in its own sitemap with the same alternates', () => {
    const all = new Map<string, SitemapUrl>()
    for (const locale of LOCALE_CODES) for (const u of sitemapUrls(locale, index, origins)) all.set(u.loc, u)
    for (const u of all.values()) {
      for (const alt of u.alternates) {
        const other = all.get(alt.href)
        expect(other, `${u.loc} → ${alt.href}`).toBeDefined()
        expect(other!.alternates).toEqual(u.alternates)
      }
    }
  })

  it('puts list pages, prefixed and zh URLs where they live', () => {
    const ru = sitemapUrls('ru', index, origins).map((u) => u.loc)
    expect(ru).toContain('https://www.example.com/ru')
    expect(ru).toContain('https://www.example.com/ru/blog?page=2')
    expect(ru).toContain('https://www.example.com/ru/blog-tutorials/proxies?page=2')
    expect(ru).toContain('https://www.example.com/ru/docs')
    const zh = sitemapUrls('zh', index, origins).map((u) => u.loc)
    expect(zh).toContain('https://www.example.cn/')
    expect(zh).toContain('https://www.example.cn/alternatives/ziniao')
    expect(zh.every((l) => l.startsWith('https://www.example.cn/'))).toBe(true)
    const ziniao = sitemapUrls('zh', index, origins).find((u) => u.loc.endsWith('/alternatives/ziniao'))!
    expect(ziniao.alternates).toEqual([
      { hreflang: 'zh-CN', href: 'https://www.example.cn/alternatives/ziniao' },
      { hreflang: 'zh-TW', href: 'https://www.example.com/tc/alternatives/ziniao' },
    ])
  })
})

describe('urlsetXml', () => {
  it('writes a urlset with the sitemap and XHTML namespaces', () => {
    const xml = urlsetXml([{ loc: 'https://www.example.com/', alternates: [] }])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '  <url>\n    <loc>https://www.example.com/</loc>\n  </url>\n' +
        '</urlset>\n',
    )
  })

  it('writes lastmod only when present, before the alternates', () => {
    const xml = urlsetXml([
      { loc: 'https://www.example.com/a', lastmod: '2026-10-02', alternates: [{ hreflang: 'en-US', href: 'https://www.example.com/a' }] },
      { loc: 'https://www.example.com/b', alternates: [] },
    ])
    expect(xml).toContain(
      '  <url>\n    <loc>https://www.example.com/a</loc>\n    <lastmod>2026-10-02</lastmod>\n' +
        '    <xhtml:link rel="alternate" hreflang="en-US" href="https://www.example.com/a"/>\n  </url>\n',
    )
    expect(xml).toContain('  <url>\n    <loc>https://www.example.com/b</loc>\n  </url>\n')
    expect(xml.match(/<lastmod>/g)).toHaveLength(1)
  })

  it.each([
    ['&', 'https://x.test/a?b=1&c=2', 'https://x.test/a?b=1&amp;c=2'],
    ['<', 'https://x.test/<a>', 'https://x.test/&lt;a&gt;'],
    ['"', 'https://x.test/"a"', 'https://x.test/&quot;a&quot;'],
    ["'", "https://x.test/'a'", 'https://x.test/&apos;a&apos;'],
    ['& already escaped', 'https://x.test/?a=&amp;', 'https://x.test/?a=&amp;amp;'],
  ])('escapes %s in loc and in alternates', (_, raw, escaped) => {
    const xml = urlsetXml([{ loc: raw, alternates: [{ hreflang: 'en-US', href: raw }] }])
    expect(xml).toContain(`<loc>${escaped}</loc>`)
    expect(xml).toContain(`href="${escaped}"/>`)
  })

  it('escapes the hreflang too', () => {
    expect(urlsetXml([{ loc: 'https://x.test/', alternates: [{ hreflang: 'a"b', href: 'https://x.test/' }] }])).toContain('hreflang="a&quot;b"')
  })

  it('strips characters XML 1.0 forbids and keeps tab, newline and carriage return', () => {
    const bad = '\u0000\u0001\u0008\u000b\u000c\u000e\u001f\ufffe\uffff'
    const xml = urlsetXml([{ loc: `https://x.test/a${bad}b\tc`, alternates: [{ hreflang: `en${bad}-US`, href: `https://x.test/${bad}` }] }])
    expect(xml).toContain('<loc>https://x.test/ab\tc</loc>')
    expect(xml).toContain('hreflang="en-US" href="https://x.test/"')
    // eslint-disable-next-line no-control-regex -- the check is that no control character survives
    expect(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(xml)).toBe(false)
  })

  it('keeps non-ASCII text as it is (the file is UTF-8)', () => {
    expect(urlsetXml([{ loc: 'https://x.test/café', alternates: [] }])).toContain('<loc>https://x.test/café</loc>')
  })

  it('writes one xhtml:link per alternate of a real page, in order', () => {
    const url = sitemapUrls('en', index, origins).find((u) => u.loc === 'https://www.example.com/blog/post-1')!
    const xml = urlsetXml([url])
    const links = [...xml.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({ hreflang: m[1], href: m[2] }))
    expect(links).toEqual(url.alternates)
    expect(links.map((l) => l.hreflang)).toEqual(['en-US', 'zh-CN', 'ru-RU', 'x-default'])
  })
})

// The real xmllint against the sitemaps.org schemas (copies kept in tests/fixtures/schemas),
// offline: sitemap-with-xhtml.xsd imports sitemap.xsd and xhtml1-strict.xsd (which imports xml.xsd)
// by relative schemaLocation, so --nonet proves nothing is fetched.
const SCHEMAS = join(process.cwd(), 'tests/fixtures/schemas')
const hasXmllint = spawnSync('which', ['xmllint']).status === 0
if (!hasXmllint) console.warn('sitemap XSD validation skipped: xmllint is not installed (Debian package libxml2-utils)')

describe.skipIf(!hasXmllint)('XSD validation with xmllint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-xsd-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  let n = 0

  function validate(xml: string, schema: string): { ok: boolean; output: string } {
    const file = join(dir, `${n++}.xml`)
    writeFileSync(file, xml)
    const r = spawnSync('xmllint', ['--noout', '--nonet', '--schema', join(SCHEMAS, schema), file], { encoding: 'utf8' })
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` }
  }

  // The repository's own content, through the same source and inventory as the server; parsed once.
  let real: Promise<ReturnType<typeof indexPages>> | undefined
  function realIndex() {
    real ??= (async () => {
      const { markdown, data } = readContentDir(process.cwd())
      const { entries, sites, faqs, pricing } = parseContentFiles(markdown, data)
      return indexPages(sitePages(await summarizeContent(embeddedSource(createContentStore(entries, sites), { faqs, pricing }))))
    })()
    return real
  }

  it('accepts the sitemap index', async () => {
    const real = await realIndex()
    for (const o of [origins, withRuHost]) {
      const result = validate(sitemapIndexXml(real, o, 'en'), 'siteindex.xsd')
      expect(result.output).toContain('validates')
      expect(result.ok, result.output).toBe(true)
    }
  })

  it('accepts every locale sitemap with its xhtml:link alternates', async () => {
    const real = await realIndex()
    for (const locale of LOCALE_CODES) {
      const urls = sitemapUrls(locale, real, origins)
      expect(urls.length, locale).toBeGreaterThan(10)
      expect(
        urls.some((u) => u.alternates.length > 1),
        locale,
      ).toBe(true)
      const result = validate(urlsetXml(urls), 'sitemap-with-xhtml.xsd')
      expect(result.ok, `${locale}: ${result.output}`).toBe(true)
    }
  })

  it('accepts the hand-built summary, escapes and all', () => {
    const urls = sitemapUrls('en', index, origins)
    urls.push({
      loc: 'https://www.example.com/a?b=1&c=\'<"d">\'\u0001',
      lastmod: '2026-10-02',
      alternates: [{ hreflang: 'en-US', href: 'https://www.example.com/a?b=1&c=2' }],
    })
    const result = validate(urlsetXml(urls), 'sitemap-with-xhtml.xsd')
    expect(result.ok, result.output).toBe(true)
  })

  // Guards against a schema set that accepts anything (a missing import makes xmllint lax or fail).
  it.each([
    ['an unknown attribute on xhtml:link', (x: string) => x.replace('rel="alternate"', 'rel="alternate" bogus="1"')],
    ['a url without loc', (x: string) => x.replace(/<loc>[^<]*<\/loc>/, '')],
    ['a bad lastmod', (x: string) => x.replace(/<lastmod>[^<]*<\/lastmod>/, '<lastmod>yesterday</lastmod>')],
    ['an element the sitemap schema does not declare', (x: string) => x.replace('</url>', '<extra/></url>')],
  ])('rejects %s', (_, spoil) => {
    const good = urlsetXml(sitemapUrls('en', index, origins))
    expect(validate(good, 'sitemap-with-xhtml.xsd').ok).toBe(true)
    const result = validate(spoil(good), 'sitemap-with-xhtml.xsd')
    expect(result.ok, result.output).toBe(false)
  })

  it('rejects a sitemap index against the urlset schema and a urlset against the index schema', () => {
    expect(validate(sitemapIndexXml(index, origins, 'en'), 'sitemap-with-xhtml.xsd').ok).toBe(false)
    expect(validate(urlsetXml(sitemapUrls('en', index, origins)), 'siteindex.xsd').ok).toBe(false)
  })
})

describe('urlsetXml and broken text', () => {
  it('drops unpaired surrogates, which XML forbids, and keeps whole astral characters', () => {
    const xml = urlsetXml([{ loc: 'https://www.example.com/a\ud83d-b-😀', alternates: [] }])
    expect(xml).toContain('<loc>https://www.example.com/a-b-😀</loc>')
    expect(xml).not.toMatch(LONE_SURROGATE)
  })
})

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
