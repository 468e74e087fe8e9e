import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { z } from 'zod'
import { SEARCH_SECTIONS } from '#src/search/sections'
import type { SearchResults } from '#src/search/results'
import { searchSite } from '#src/search/engine'
import { MAX_QUERY_LENGTH, normalizeQuery } from '#src/search/tokenizer'
import { input, localeInput } from './inputs.server'
import { searchIndexOf, takeSearch } from './search.server'

/** Anything can arrive from a URL: the query is bounded here too (the engine cuts it to MAX_QUERY_LENGTH). */
const searchInput = z.object({
  locale: localeInput,
  q: z.string().max(MAX_QUERY_LENGTH * 8),
  section: z.enum(SEARCH_SECTIONS).optional(),
  page: z.number().int().min(1).max(1e6).optional(),
  /** The header box asks for fewer results and shorter snippets. */
  size: z.enum(['page', 'box']).default('page'),
})

/** What a search responds with: results, or `limited` when the client is over the rate limit (HTTP 429). */
export type SearchResponse = { readonly limited: true } | ({ readonly limited: false } & SearchResults)

/**
 * Site search in one language, for the /search page and the header box: the locale's index,
 * rate-limited per client. An empty query gets no results without touching the limit.
 */
export const searchPages = createServerFn({ method: 'GET' })
  .validator(input(searchInput))
  .handler(async ({ data }): Promise<SearchResponse> => {
    const query = normalizeQuery(data.q)
    // The limit is taken before any work; an empty query costs nothing and is not counted.
    if (query && !takeSearch()) {
      setResponseStatus(429)
      return { limited: true }
    }
    const box = data.size === 'box'
    const options = { section: data.section, page: data.page, ...(box ? { pageSize: 6, snippetLength: 90 } : {}) }
    return { limited: false, ...searchSite(await searchIndexOf(data.locale), query, options) }
  })
