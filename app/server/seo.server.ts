import { sitemapIndexXml, sitemapLocale, sitemapUrls, urlsetXml } from '#src/seo/sitemap'
import { env } from './env.server'
import { pageIndex } from './content-summary.server'
import { siteContextForRequest } from './site-context.server'

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' }

/** `/sitemap.xml` and `/index-sitemap.xml`: the index of the locale sitemaps on the asked host. */
export async function sitemapIndexResponse(): Promise<Response> {
  const { hostLocale } = siteContextForRequest()
  return new Response(sitemapIndexXml(await pageIndex(), env.origins, hostLocale), { headers: XML_HEADERS })
}

/** `/{language}-sitemap.xml`: one locale's pages; any other name is a 404. */
export async function localeSitemapResponse(pathname: string): Promise<Response> {
  const locale = sitemapLocale(pathname)
  if (!locale) {
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return new Response(urlsetXml(sitemapUrls(locale, await pageIndex(), env.origins)), { headers: XML_HEADERS })
}
