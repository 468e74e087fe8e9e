import { originOf } from '../../src/i18n/hosts'
import { buildRobots } from '../../src/seo/robots'
import { siteContextForRequest } from './site-context.server'

/** The robots.txt of the requesting host, naming that host's own sitemap index. */
export function robotsResponse(): Response {
  const { hostLocale, origins } = siteContextForRequest()
  const body = buildRobots({ sitemapUrl: `${originOf(hostLocale, origins)}/sitemap.xml` })
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
