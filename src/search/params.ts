import { isSearchSection, type SearchSection } from './sections'

/** The search page's query string as the router keeps it: `q`, `section` and `page`, as sent. */
export interface SearchPageSearch {
  q?: string
  section?: string
  page?: string | number
}

/** Keeps `q`, `section` and `page` as sent (never rewritten, so the router never redirects); the loader reads them. */
export function searchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  const out: SearchPageSearch = {}
  // The router parses JSON-looking values (`?q=5`, `?q=true`, `?q=null`, `?q=[1]`): search them as
  // the text they were.
  const q = search.q
  if (typeof q === 'string') out.q = q
  else if (typeof q === 'number' || typeof q === 'boolean') out.q = String(q)
  else if (q === null || typeof q === 'object') out.q = JSON.stringify(q)
  if (typeof search.section === 'string') out.section = search.section
  if (typeof search.page === 'string' || typeof search.page === 'number') out.page = search.page
  return out
}

/** The section filter of a search URL: a known section, else none (all results). */
export function sectionParam(value: unknown): SearchSection | undefined {
  return isSearchSection(value) ? value : undefined
}

/** The query string of a search page URL (`q`, then `section`); pages are added by `listPageHref`. */
export function searchQueryString(query: string, section?: SearchSection): string {
  const params = new URLSearchParams({ q: query })
  if (section) params.set('section', section)
  return params.toString()
}
