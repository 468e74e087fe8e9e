import { isOneOf } from '../lang/one-of'

/** The sections results are grouped and filtered by: the collections with pages, and the FAQ. */
export const SEARCH_SECTIONS = ['help', 'docs', 'guide', 'blog', 'news', 'solution', 'use-case', 'alternative', 'partner', 'release', 'faq', 'page'] as const

/** A section of search results. */
export type SearchSection = (typeof SEARCH_SECTIONS)[number]

/** True for one of the search sections. */
export function isSearchSection(value: unknown): value is SearchSection {
  return isOneOf(SEARCH_SECTIONS, value)
}
