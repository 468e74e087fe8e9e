import { originOf } from '#src/i18n/hosts'
import { LOCALE_CODES } from '#src/i18n/locales'
import { buildRobots } from '#src/seo/robots'
import { sitemapUrl } from '#src/seo/sitemap'
import { siteContextForRequest } from './site-context.server'

/** The robots.txt of the requesting host, naming its sitemap index and its languages' sitemaps. */
export function robotsResponse(): Response {
  const { hostLocale, origins } = siteContextForRequest()
  const origin = originOf(hostLocale, origins)
  const own = LOCALE_CODES.filter((code) => originOf(code, origins) === origin).map((code) => sitemapUrl(code, origins))
  const body = buildRobots({ sitemapUrls: [`${origin}/sitemap.xml`, ...own] })
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
