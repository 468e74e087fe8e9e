import { summarizeContent, type ContentSummary } from '#src/content/summary'
import { indexPages, sitePages, type PageIndex } from '#src/seo/indexable-pages'
import { contentSource } from './content.server'
import { env } from './env.server'

let cached: { at: number; value: Promise<{ summary: ContentSummary; index: PageIndex }> } | undefined

/**
 * The visible content reduced to what decides which pages exist, and the indexable pages built from
 * it by the registry. Embedded content never changes in a running server, so both are built once;
 * content from a CMS is re-read after CONTENT_TTL_MS like the content itself.
 */
function site(now = Date.now()) {
  const fresh = cached && (!env.CONTENT_API_URL || now - cached.at < env.CONTENT_TTL_MS)
  if (!fresh) {
    const options = { paginated: env.canonicalParams.includes('page') }
    const value = summarizeContent(contentSource()).then((summary) => ({ summary, index: indexPages(sitePages(summary, options)) }))
    // A failed build must not stick: the next request tries again.
    value.catch(() => {
      if (cached?.value === value) cached = undefined
    })
    cached = { at: now, value }
  }
  return cached!.value
}

/** The content summary every "does this page exist" question is answered from. */
export async function contentSummary(): Promise<ContentSummary> {
  return (await site()).summary
}

/** The indexable pages of the whole site (sitemaps, hreflang). */
export async function pageIndex(): Promise<PageIndex> {
  return (await site()).index
}
