import { isOneOf } from '../lang/one-of'
import { PAGE_COLLECTIONS, type PageCollection } from '../routing/registry'

/** A section of search results: a collection with pages, or the FAQ. */
export type SearchSection = PageCollection | 'faq'

/** The sections results are grouped and filtered by: the registry's collections with pages, and the FAQ. */
export const SEARCH_SECTIONS: readonly SearchSection[] = [...PAGE_COLLECTIONS, 'faq']

/** True for one of the search sections. */
export function isSearchSection(value: unknown): value is SearchSection {
  return isOneOf(SEARCH_SECTIONS, value)
}
