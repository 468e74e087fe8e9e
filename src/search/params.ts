import type { SearchSection } from './sections'

/** The query string of a search page URL (`q`, then `section`); pages are added by `listPageHref`. */
export function searchQueryString(query: string, section?: SearchSection): string {
  const params = new URLSearchParams({ q: query })
  if (section) params.set('section', section)
  return params.toString()
}
