import { rateLimitKey } from './client-address.server'
import type { LocaleCode } from '#src/i18n/locales'
import { searchDocuments } from '#src/search/documents'
import { buildSearchIndex, type SearchIndex } from '#src/search/engine'
import { createBuiltCache } from '#src/search/index-cache'
import { createRateLimiter } from '#src/http/rate-limit'
import { contentSource } from './content.server'
import { env } from './env.server'
import { log } from './log.server'
import { contentSummary } from './content-summary.server'

/**
 * Each locale's search index, built on first use from the visible-content layer (the same entries
 * and the same existence rules as the pages). Embedded content never changes in a running server,
 * so it is built once; content from a CMS is re-read after CONTENT_TTL_MS like the pages, and while
 * the new index builds, searches keep using the previous one.
 */
const indexes = createBuiltCache<LocaleCode, SearchIndex>({
  build: async (locale) => buildSearchIndex(locale, await searchDocuments(locale, contentSource(), await contentSummary())),
  ttlMs: env.CONTENT_API_URL ? env.CONTENT_TTL_MS : undefined,
  onError: (error) => log.error({ err: error }, 'search: could not build the index'),
})

/** The search index of a locale. */
export function searchIndexOf(locale: LocaleCode): Promise<SearchIndex> {
  return indexes.get(locale)
}

const limiter = createRateLimiter({ perMinute: env.SEARCH_RATE_LIMIT_PER_MINUTE, burst: env.SEARCH_RATE_LIMIT_BURST })

/** Takes one search from the current request's client; false when it is over the rate limit. */
export function takeSearch(): boolean {
  return limiter.take(rateLimitKey(), Date.now())
}
