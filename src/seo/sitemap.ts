import type { SiteOrigins } from '../i18n/hosts'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import type { PageIndex } from './indexable-pages'
import { alternatesOf, type Alternate } from './urls'
import { originOf, pageUrl } from '../i18n/hosts'

/**
 * Sitemaps (SPEC 2.3): `/sitemap.xml` and `/index-sitemap.xml` are sitemap indexes of the 14
 * per-locale sitemaps named in the locale table; each locale sitemap lists that locale's indexable
 * pages with `lastmod` and the same hreflang alternates as the pages' heads (`xhtml:link`).
 */

/** The paths of the two sitemap indexes. */
export const SITEMAP_INDEX_PATHS = ['/sitemap.xml', '/index-sitemap.xml'] as const

/** The locale whose sitemap is at `path` (`/ru-RU-sitemap.xml` → ru), if any. */
export function sitemapLocale(path: string): LocaleCode | undefined {
  return LOCALE_CODES.find((code) => `/${getLocale(code).sitemap}` === path)
}

/** The absolute URL of a locale's sitemap: on the locale's own host (a sitemap lists URLs of its host). */
export function sitemapUrl(locale: LocaleCode, origins: SiteOrigins): string {
  return `${originOf(locale, origins)}/${getLocale(locale).sitemap}`
}

/**
 * Text made safe inside XML or HTML (text and attribute values): XML 1.0 forbids most control
 * characters and unpaired surrogates outright, so they are removed; the rest of the escaping is the
 * usual five.
 */
export function xml(text: string): string {
  return (
    text
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'

/**
 * A host's sitemap index: the sitemaps of the locales served on that host (sitemaps.org: an index
 * may only list sitemaps of its own host), each with the newest lastmod of its pages. The main host
 * lists the 13 main-domain locales, the zh host the zh-CN sitemap; hreflang still crosses hosts.
 */
export function sitemapIndexXml(index: PageIndex, origins: SiteOrigins, hostLocale: LocaleCode): string {
  const host = originOf(hostLocale, origins)
  const items = LOCALE_CODES.filter((locale) => originOf(locale, origins) === host).map((locale) => {
    const lastmod = index.pagesIn(locale).reduce<string | undefined>((best, p) => (p.lastmod && (!best || p.lastmod > best) ? p.lastmod : best), undefined)
    return `  <sitemap>\n    <loc>${xml(sitemapUrl(locale, origins))}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </sitemap>\n`
  })
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`
}

/** One `<url>` of a locale sitemap. */
export interface SitemapUrl {
  readonly loc: string
  readonly lastmod?: string
  readonly alternates: readonly Alternate[]
}

/** The URLs of a locale sitemap: every indexable page with its hreflang alternates. */
export function sitemapUrls(locale: LocaleCode, index: PageIndex, origins: SiteOrigins): SitemapUrl[] {
  return index.pagesIn(locale).map((page) => ({
    loc: pageUrl(locale, page.key, origins),
    ...(page.lastmod ? { lastmod: page.lastmod } : {}),
    alternates: alternatesOf(page.key, index.localesOf(page.key), origins),
  }))
}

/** A locale sitemap (`urlset` with the XHTML namespace for the alternates). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const items = urls.map((u) => {
    const alternates = u.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>\n`).join('')
    return `  <url>\n    <loc>${xml(u.loc)}</loc>\n${u.lastmod ? `    <lastmod>${u.lastmod}</lastmod>\n` : ''}${alternates}  </url>\n`
  })
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join('')}</urlset>\n`
}
