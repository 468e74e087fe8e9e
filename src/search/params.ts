import type { SearchSection } from './sections'

/** The query string of a search page URL (`q`, then `section`; page 1 has no `page`). */
export function searchQueryString(query: string, section?: SearchSection, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (section) params.set('section', section)
  if (page > 1) params.set('page', String(page))
  return params.toString()
}
