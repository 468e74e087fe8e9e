import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as httpTest, type APIRequestContext } from '@playwright/test'
import { getLocale, LOCALES } from '#src/i18n/locales'
import { expect, getIn, LOCALE_CODES, localizePath, test, type LocaleCode } from './fixtures'

/**
 * What crawlers see (docs/seo.md). The sitemaps are read from the running server and every URL they
 * list is requested: it must respond 200 without a redirect, name itself as canonical, and carry
 * exactly the hreflang set the sitemap gives it — the same set on every language of the page.
 */

interface SitemapEntry {
  loc: string
  lastmod?: string
  alternates: Map<string, string>
}

/** GET an absolute URL of the site; the zh host is reached on 127.0.0.1 with its Host header. */
function getUrl(request: APIRequestContext, href: string, headers: Record<string, string> = {}) {
  const url = new URL(href)
  if (url.hostname === 'zh.localhost') {
    const host = url.host
    url.hostname = '127.0.0.1'
    return request.get(url.href, { maxRedirects: 0, headers: { ...headers, host } })
  }
  return request.get(url.href, { maxRedirects: 0, headers })
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

function parseUrlset(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: new Map(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, decode(href!)]),
    ),
  }))
}

/** An HTML page's head: the tags as a crawler reads them. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'))
}

/** The head's canonical and hreflang links of an HTML page. */
function headLinks(html: string) {
  const head = headOf(html)
  const links = [...head.matchAll(/<link ([^>]+?)\/?>/g)].map(([, attrs]) =>
    Object.fromEntries([...attrs!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), decode(v!)])),
  )
  return {
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates: new Map(links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang!, l.href!])),
  }
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))
}

const sorted = (m: Map<string, string>) => [...m].sort(([a], [b]) => a.localeCompare(b))

let sitemaps: Map<LocaleCode, SitemapEntry[]> | undefined
async function allSitemaps(request: APIRequestContext, baseURL: string) {
  if (sitemaps) return sitemaps
  const out = new Map<LocaleCode, SitemapEntry[]>()
  for (const code of LOCALE_CODES) {
    const res = await request.get(`${baseURL}/${getLocale(code).sitemap}`)
    expect(res.status(), getLocale(code).sitemap).toBe(200)
    out.set(code, parseUrlset(await res.text()))
  }
  return (sitemaps = out)
}

httpTest.describe('sitemaps', () => {
  httpTest("both indexes list the main host's 13 locale sitemaps, all on that host", async ({ request, baseURL }) => {
    for (const path of ['/sitemap.xml', '/index-sitemap.xml']) {
      const res = await request.get(`${baseURL}${path}`)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('xml')
      const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
      // sitemaps.org: an index lists sitemaps of its own host; the zh host's index lists zh-CN.
      expect(locs).toEqual(LOCALES.filter((l) => l.code !== 'zh').map((l) => `${baseURL}/${l.sitemap}`))
    }
  })

  httpTest('every sitemap validates against the sitemaps.org schemas (xmllint)', async ({ request, baseURL }) => {
    const dir = mkdtempSync(join(tmpdir(), 'sitemaps-'))
    const check = (file: string, schema: string) =>
      execFileSync('xmllint', ['--noout', '--nonet', '--schema', `tests/fixtures/schemas/${schema}`, file], { stdio: 'pipe' })
    const index = join(dir, 'sitemap.xml')
    writeFileSync(index, await (await request.get(`${baseURL}/sitemap.xml`)).text())
    check(index, 'siteindex.xsd')
    for (const { sitemap } of LOCALES) {
      const file = join(dir, sitemap)
      writeFileSync(file, await (await request.get(`${baseURL}/${sitemap}`)).text())
      check(file, 'sitemap-with-xhtml.xsd')
    }
  })

  httpTest('unknown sitemap names are 404s', async ({ request, baseURL }) => {
    for (const path of ['/xx-XX-sitemap.xml', '/en-sitemap.xml', '/EN-US-sitemap.xml', '/en-us-sitemap.xml']) {
      expect((await request.get(`${baseURL}${path}`, { maxRedirects: 0 })).status(), path).toBe(404)
    }
  })

  httpTest('the alternates in the sitemaps are reciprocal and include the page itself', async ({ request, baseURL }) => {
    const all = await allSitemaps(request, baseURL!)
    const byLoc = new Map([...all.values()].flat().map((e) => [e.loc, e]))
    // Problems are collected and compared once: thousands of single expects would dominate the run.
    const problems: string[] = []
    for (const [code, entries] of all) {
      for (const entry of entries) {
        const set = JSON.stringify(sorted(entry.alternates))
        if (entry.alternates.get(getLocale(code).language) !== entry.loc) problems.push(`${entry.loc} does not list itself`)
        for (const [lang, href] of entry.alternates) {
          if (lang === 'x-default') continue
          const other = byLoc.get(href)
          if (!other) problems.push(`${entry.loc} → ${href} is in no sitemap`)
          else if (JSON.stringify(sorted(other.alternates)) !== set) problems.push(`${href} lists another set than ${entry.loc}`)
        }
        if (entry.alternates.get('x-default') !== entry.alternates.get('en-US')) problems.push(`${entry.loc}: x-default is not the en URL`)
      }
    }
    expect(problems).toEqual([])
  })

  httpTest('locales list what they have: zh has no crypto solution, en no ziniao comparison, docs only in en/ru/pt/vn', async ({ request, baseURL }) => {
    const all = await allSitemaps(request, baseURL!)
    const paths = (code: LocaleCode) => all.get(code)!.map((e) => new URL(e.loc).pathname + new URL(e.loc).search)
    expect(paths('zh')).not.toContain('/solutions/crypto')
    expect(paths('en')).toContain('/solutions/crypto')
    expect(paths('en')).not.toContain('/alternatives/ziniao')
    expect(paths('tc')).toContain('/tc/alternatives/ziniao')
    expect(paths('vn')).toContain('/vn/docs')
    expect(paths('fr')).not.toContain('/fr/docs')
    expect(paths('en')).toContain('/blog?page=2')
    for (const code of LOCALE_CODES) {
      expect(paths(code)).not.toContain(localizePath(code, '/error/404'))
      for (const e of all.get(code)!) if (e.lastmod) expect(e.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})

// Every URL of every sitemap, one test per locale so that the two workers share the crawl.
for (const code of LOCALE_CODES) {
  httpTest(`crawl ${getLocale(code).sitemap}: 200, canonical is itself, hreflang equals the sitemap`, async ({ request, baseURL }) => {
    const entries = (await allSitemaps(request, baseURL!)).get(code)!
    expect(entries.length).toBeGreaterThan(20)
    const problems: string[] = []
    for (const entry of entries) {
      const res = await getUrl(request, entry.loc)
      if (res.status() !== 200) {
        problems.push(`${entry.loc}: status ${res.status()}`)
        continue
      }
      const html = await res.text()
      const { canonical, alternates } = headLinks(html)
      if (JSON.stringify(canonical) !== JSON.stringify([entry.loc])) problems.push(`${entry.loc}: canonical ${JSON.stringify(canonical)}`)
      if (JSON.stringify(sorted(alternates)) !== JSON.stringify(sorted(entry.alternates))) problems.push(`${entry.loc}: hreflang differs from the sitemap`)
      if (/<meta name="robots" content="noindex/.test(html)) problems.push(`${entry.loc}: noindex`)
      if (!html.includes(`<html lang="${getLocale(code).language}"`)) problems.push(`${entry.loc}: wrong <html lang>`)
    }
    expect(problems).toEqual([])
  })
}

httpTest.describe('head tags', () => {
  httpTest('canonical keeps whitelisted parameters and drops tracking ones', async ({ request, baseURL }) => {
    const cases: [string, string][] = [
      ['/blog?page=2&utm_source=x&utm_medium=y&bd_vid=123', '/blog?page=2'],
      ['/pricing?utm_campaign=spring&gclid=abc', '/pricing'],
      ['/ru/blog?bd_vid=1&page=1', '/ru/blog'],
      ['/ru/?utm_source=x', '/ru'],
    ]
    for (const [path, canonical] of cases) {
      const res = await request.get(`${baseURL}${path}`, { maxRedirects: 0 })
      expect(res.status(), path).toBe(200)
      expect(headLinks(await res.text()).canonical, path).toEqual([`${baseURL}${canonical}`])
    }
    const zh = await getIn(request, 'zh', '/pricing?utm_source=wechat', baseURL!)
    expect(headLinks(await zh.text()).canonical).toEqual([`${baseURL!.replace('localhost', 'zh.localhost')}/pricing`])
  })

  httpTest('title template, description, Open Graph and Twitter tags in every locale', async ({ request, baseURL }) => {
    for (const code of LOCALE_CODES) {
      const res = await getIn(request, code, localizePath(code, '/pricing'), baseURL!)
      const head = headOf(await res.text())
      expect(head).toMatch(/<title>[^<]+ \| ProfileDeck<\/title>/)
      expect(head).toMatch(/<meta name="description" content="[^"]+"/)
      expect(head).toContain(`<meta property="og:locale" content="${getLocale(code).ogLocale}"/>`)
      const alternatesOg = [...head.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])
      expect(alternatesOg.sort()).toEqual(
        LOCALES.filter((l) => l.code !== code)
          .map((l) => l.ogLocale)
          .sort(),
      )
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      expect(head).toMatch(/<meta property="og:image" content="http[^"]+\/images\/og-default\.jpg"/)
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/)
    }
  })

  httpTest('a page without a title of its own falls back to its last path segment', async ({ request, baseURL }) => {
    const html = headOf(await (await request.get(`${baseURL}/_icons`)).text())
    expect(html).toMatch(/<title>Icons \| ProfileDeck<\/title>/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  httpTest('JSON-LD: Organization and WebSite everywhere, and the page kind', async ({ request, baseURL }) => {
    const types = async (path: string) => jsonLd(await (await request.get(`${baseURL}${path}`)).text()).map((n) => n['@type'])
    for (const path of ['/', '/pricing', '/download', '/blog', '/faq', '/ru/helps/import-proxies-in-bulk', '/nope']) {
      expect(await types(path), path).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
    }
    expect(await types('/')).toContain('SoftwareApplication')
    expect(await types('/download')).toContain('SoftwareApplication')
    expect(await types('/ru/pricing')).toContain('SoftwareApplication')
    expect(await types('/blog/browser-fingerprinting-explained')).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
    const post = headOf(await (await request.get(`${baseURL}/ru/blog/browser-fingerprinting-explained`)).text())
    expect(post).toMatch(/<meta property="og:type" content="article"\/>/)
    expect(post).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}"\/>/)
    expect(post).toMatch(/<meta property="article:section" content="[^"a-zA-Z]+"\/>/)
    expect(await types('/news/profiledeck-5-2-released')).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']))
    expect(await types('/guide/create-first-profile')).toContain('Article')
    expect(await types('/jp/helps/import-proxies-in-bulk')).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
    expect(await types('/solutions/e-commerce')).toContain('BreadcrumbList')
    expect(await types('/alternatives/gologin')).toContain('BreadcrumbList')
    expect(await types('/about-us')).not.toContain('BreadcrumbList')
    expect(await types('/blog-tutorials/proxies')).toContain('BreadcrumbList')
    expect(await types('/pricing')).not.toContain('BreadcrumbList')
    expect(await types('/fr/faq')).toContain('FAQPage')

    const app = jsonLd(await (await request.get(`${baseURL}/pricing`)).text()).find((n) => n['@type'] === 'SoftwareApplication')!
    const offers = app.offers as { price: string; priceCurrency: string }[]
    expect(offers.length).toBe(4)
    expect(offers.every((o) => o.priceCurrency === 'USD' && /^\d+\.\d{2}$/.test(o.price))).toBe(true)

    const faq = jsonLd(await (await request.get(`${baseURL}/ru/faq`)).text()).find((n) => n['@type'] === 'FAQPage')!
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
    expect(questions.length).toBeGreaterThanOrEqual(10)
    expect(questions[0]!.acceptedAnswer.text.length).toBeGreaterThan(10)

    const crumbs = jsonLd(await (await request.get(`${baseURL}/ru/blog/browser-fingerprinting-explained`)).text()).find((n) => n['@type'] === 'BreadcrumbList')!
    const items = crumbs.itemListElement as { position: number; item: string }[]
    expect(items.map((i) => i.item)).toEqual([`${baseURL}/ru`, `${baseURL}/ru/blog`, `${baseURL}/ru/blog/browser-fingerprinting-explained`])
  })

  httpTest('blog and news pages announce their RSS feed', async ({ request, baseURL }) => {
    const cases: [string, string][] = [
      ['/blog', '/blog/rss.xml'],
      ['/ru/news', '/ru/news/rss.xml'],
      ['/blog-tutorials', '/blog/rss.xml'],
      ['/jp/blog/browser-fingerprinting-explained', '/jp/blog/rss.xml'],
    ]
    for (const [path, feed] of cases) {
      const html = await (await request.get(`${baseURL}${path}`)).text()
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${baseURL}${feed.replace(/\./g, '\\.')}"`))
    }
  })

  httpTest('404s, error pages and multi-tag lists are noindex without canonical or hreflang', async ({ request, baseURL }) => {
    for (const path of ['/does-not-exist', '/ru/blog/nope', '/error/404', '/ru/error/502', '/blog-tutorials/proxies,fingerprints']) {
      const res = await request.get(`${baseURL}${path}`)
      const html = await res.text()
      expect(html, path).toMatch(/<meta name="robots" content="noindex/)
      expect(headLinks(html).canonical, path).toEqual([])
      expect(headLinks(html).alternates.size, path).toBe(0)
    }
  })
})

test('client navigation updates canonical and hreflang', async ({ tab: page, baseURL }) => {
  await page.goto('/blog')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog`)
  await page.locator('a[href="/blog/browser-fingerprinting-explained"]').first().click()
  await expect(page).toHaveURL(/browser-fingerprinting-explained/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/browser-fingerprinting-explained`)
  await expect(page.locator('link[rel="alternate"][hreflang="ru-RU"]')).toHaveAttribute('href', `${baseURL}/ru/blog/browser-fingerprinting-explained`)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
})

httpTest('sample pages are valid HTML (Nu Html Checker)', async ({ request, baseURL }) => {
  httpTest.setTimeout(120_000)
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
  const samples = [
    '/',
    '/ru/blog/browser-fingerprinting-explained',
    '/pricing',
    '/jp/faq',
    '/blog-tutorials',
    '/docs/local-api',
    '/solutions/e-commerce',
    '/alternatives/gologin',
    '/nope',
  ]
  const files = await Promise.all(
    samples.map(async (path, i) => {
      const file = join(dir, `page-${i}.html`)
      writeFileSync(file, await (await request.get(`${baseURL}${path}`)).text())
      return file
    }),
  )
  const zh = join(dir, 'zh-home.html')
  writeFileSync(zh, await (await getIn(request, 'zh', '/', baseURL!)).text())
  let report = ''
  try {
    execFileSync('java', ['-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only', '--format', 'json', ...files, zh], { stdio: 'pipe' })
  } catch (error) {
    report = String((error as { stderr?: Buffer }).stderr ?? error)
  }
  const messages = report ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages : []
  expect(messages.map((m) => `${samples[Number(/page-(\d+)/.exec(m.url)?.[1])] ?? 'zh /'}: ${m.message} — ${m.extract ?? ''}`)).toEqual([])
})

httpTest("a page's own SEO object wins over its title and description", async ({ request, baseURL }) => {
  const cases: [string, string, string][] = [
    ['/about-us', 'About the ProfileDeck team and multi-account browser', 'ProfileDeck team, about ProfileDeck'],
    ['/ru/about-us', 'О команде ProfileDeck и мультиаккаунт-браузере', 'команда ProfileDeck'],
  ]
  for (const [path, title, keywords] of cases) {
    const head = headOf(await (await request.get(`${baseURL}${path}`)).text())
    expect(head).toContain(`<title>${title} | ProfileDeck</title>`)
    expect(head).toContain(`<meta property="og:title" content="${title}"/>`)
    expect(head).toMatch(new RegExp(`<meta name="keywords" content="${keywords}`))
  }
  // Without an SEO object the entry's own title is used.
  expect(await (await request.get(`${baseURL}/links`)).text()).toMatch(/<title>[^<|]+ \| ProfileDeck<\/title>/)
})
