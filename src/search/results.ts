import type { PageKind } from '../routing/registry'
import type { SearchSection } from './sections'
import type { TextPart } from './snippet'

// What a search returns, apart from the engine that makes it: the browser's search page imports
// these without MiniSearch.

/** One result as the search page and the header box show it. */
export interface SearchHit {
  readonly id: string
  readonly section: SearchSection
  readonly kind: PageKind
  readonly params: Readonly<Record<string, string>>
  readonly hash?: string
  readonly title: readonly TextPart[]
  readonly snippet: readonly TextPart[]
}

/** What one search returns. */
export interface SearchResults {
  /** The query as searched (normalised and capped): shown back to the visitor as text. */
  readonly query: string
  /** Matches per section, over all results (the section filter's counts). */
  readonly sections: readonly { readonly section: SearchSection; readonly count: number }[]
  /** Results of the filtered section (or all), before pagination. */
  readonly total: number
  readonly page: number
  readonly pages: number
  readonly hits: readonly SearchHit[]
}

/**
 * The results of a query with nothing to search for (empty, or only spaces): no results, one empty
 * page. Known without an index, so the search page's loader makes no server-function request for
 * it.
 */
export function emptySearch(page = 1): SearchResults {
  return { query: '', sections: [], total: 0, page, pages: 1, hits: [] }
}
