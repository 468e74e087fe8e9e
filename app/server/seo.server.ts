import { indexPages, sitePages, summarizeContent, type PageIndex } from '../../src/seo/pages'
import { sitemapIndexXml, sitemapLocale, sitemapUrls, urlsetXml } from '../../src/seo/sitemap'
import { contentSource } from './content.server'
import { env } from './env.server'

let cached: { at: number; index: Promise<PageIndex> } | undefined

/**
 * The indexable pages of the whole site. Embedded content never changes in a running server, so
 * the index is built once; content from a CMS is re-read after CONTENT_TTL_MS like the content itself.
 */
export function pageIndex(now = Date.now()): Promise<PageIndex> {
  const fresh = cached && (!env.CONTENT_API_URL || now - cached.at < env.CONTENT_TTL_MS)
  if (!fresh) {
    const options = { paginated: env.canonicalParams.includes('page') }
    const index = summarizeContent(contentSource()).then((summary) => indexPages(sitePages(summary, options)))
    // A failed build of the index must not stick: the next request tries again.
    index.catch(() => {
      if (cached?.index === index) cached = undefined
    })
    cached = { at: now, index }
  }
  return cached!.index
}

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' }

/** `/sitemap.xml` and `/index-sitemap.xml`: the index of the 14 locale sitemaps. */
export async function sitemapIndexResponse(): Promise<Response> {
  return new Response(sitemapIndexXml(await pageIndex(), env.origins), { headers: XML_HEADERS })
}

/** `/{language}-sitemap.xml`: one locale's pages; any other name is a 404. */
export async function localeSitemapResponse(pathname: string): Promise<Response> {
  const locale = sitemapLocale(pathname)
  if (!locale) {
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return new Response(urlsetXml(sitemapUrls(locale, await pageIndex(), env.origins)), { headers: XML_HEADERS })
}
