import MiniSearch, { type SearchResult } from 'minisearch'

import { paginate, PAGE_SIZE } from '../content/paginate'
import type { LocaleCode } from '../i18n/locales'
import type { SearchDocument } from './documents'
import type { SearchSection } from './sections'
import { emptySearch, type SearchResults, type SearchHit } from './results'
import { highlightAll, matchRanges, snippet } from './snippet'
import { foldTerm, foldWithMap, isSegmented, MAX_QUERY_TERMS, normalizeQuery, tokenize, typoTolerance, type FoldedText } from './tokenizer'
import { keysOf } from '../lang/keys-of'

/** Field boosts: a match in the title counts most, then headings, then the description, then the body. */
export const FIELD_BOOSTS = { title: 6, headings: 3, description: 2, body: 1 } as const
const FIELDS = keysOf(FIELD_BOOSTS)

/** One language's search index: MiniSearch over its documents, plus the documents for snippets. */
export interface SearchIndex {
  readonly locale: LocaleCode
  readonly mini: MiniSearch<SearchDocument>
  readonly docs: ReadonlyMap<string, SearchDocument>
  /** Each document's fields folded once (snippets and highlights search these). */
  readonly folded: ReadonlyMap<string, FoldedFields>
}

/** The folded fields of a document. */
interface FoldedFields {
  readonly title: FoldedText
  readonly headings: FoldedText
  readonly description: FoldedText
  readonly body: FoldedText
}

/** The MiniSearch options of a locale: Intl.Segmenter words, folded terms. */
function indexOptions(locale: LocaleCode) {
  return {
    idField: 'id',
    fields: FIELDS,
    storeFields: [] as string[],
    tokenize: (text: string) => tokenize(text, locale),
    processTerm: (term: string) => foldTerm(term, locale) || null,
  }
}

/** Builds the index of one locale's documents. */
export function buildSearchIndex(locale: LocaleCode, documents: readonly SearchDocument[]): SearchIndex {
  const mini = new MiniSearch<SearchDocument>(indexOptions(locale))
  mini.addAll(documents)
  const fold = (text: string) => foldWithMap(text, locale)
  const folded = new Map(
    documents.map((d) => [d.id, { title: fold(d.title), headings: fold(d.headings), description: fold(d.description), body: fold(d.body) }]),
  )
  return { locale, mini, docs: new Map(documents.map((d) => [d.id, d])), folded }
}

/** Options of one search. */
export interface SearchOptions {
  /** Only results of this section. */
  readonly section?: SearchSection
  /** The results page (1-based, `PAGE_SIZE` per page). */
  readonly page?: number
  readonly pageSize?: number
  readonly snippetLength?: number
}

/** The query's words as the index holds them (segmented, folded, bounded to `MAX_QUERY_TERMS`). */
export function queryTerms(query: string, locale: LocaleCode): string[] {
  return tokenize(query, locale)
    .map((t) => foldTerm(t, locale))
    .filter(Boolean)
    .slice(0, MAX_QUERY_TERMS)
}

/**
 * Results for `query`: every word must match (prefix matches count; words of 4+ letters in spaced
 * languages may be a typo off), falling back to any word when no page has them all. In segmented
 * languages a page holding the query's words side by side ranks above one with them apart.
 */
function rank(index: SearchIndex, terms: readonly string[], phrase: string): SearchResult[] {
  const { locale, mini } = index
  const run = (combineWith: 'AND' | 'OR') =>
    mini.search(terms.join(' '), {
      // The terms are already segmented and folded: split them back on the spaces just added.
      tokenize: (q: string) => q.split(' '),
      processTerm: (t: string) => t,
      boost: { ...FIELD_BOOSTS },
      prefix: true,
      fuzzy: (term: string) => typoTolerance(term, locale) || false,
      combineWith,
    })
  let results = run('AND')
  if (results.length === 0 && terms.length > 1) results = run('OR')
  if (isSegmented(locale) && terms.length > 1) {
    const adjacent = (r: SearchResult) => {
      const f = index.folded.get(String(r.id))!
      return [f.title, f.headings, f.description, f.body].some((t) => t.folded.includes(phrase))
    }
    results = results.map((r) => (adjacent(r) ? { ...r, score: r.score * 3 } : r)).sort((a, b) => b.score - a.score)
  }
  return results
}

/** Searches one locale's index (pure: the caller bounds the rate). An empty query finds nothing. */
export function searchSite(index: SearchIndex, rawQuery: string, options: SearchOptions = {}): SearchResults {
  const query = normalizeQuery(rawQuery)
  if (!query) return emptySearch(options.page ?? 1)
  const terms = queryTerms(query, index.locale)
  const results = terms.length ? rank(index, terms, terms.join('')) : []
  // Sections in the order their best hit ranks (a Map keeps first insertion), each with its count.
  const counts = new Map<SearchSection, number>()
  for (const r of results) {
    const section = index.docs.get(String(r.id))!.section
    counts.set(section, (counts.get(section) ?? 0) + 1)
  }
  const sections = [...counts].map(([section, count]) => ({ section, count }))
  const filtered = options.section ? results.filter((r) => index.docs.get(String(r.id))!.section === options.section) : results
  const page = paginate(filtered, options.page ?? 1, options.pageSize ?? PAGE_SIZE)
  if (!page)
    return {
      query,
      sections,
      total: filtered.length,
      page: options.page ?? 1,
      pages: Math.max(1, Math.ceil(filtered.length / (options.pageSize ?? PAGE_SIZE))),
      hits: [],
    }
  const hits = page.items.map((r): SearchHit => {
    const doc = index.docs.get(String(r.id))!
    // Mark the words the page matched (prefix and typo matches included) and the query's own.
    const marked = [...new Set([...r.terms, ...terms])]
    const fields = index.folded.get(doc.id)!
    // The passage from the first field that shows a match (the body, usually).
    let source = doc.description || doc.body
    let ranges: [number, number][] | undefined
    for (const field of [fields.body, fields.description, fields.headings]) {
      const found = matchRanges(field, marked, index.locale)
      if (found.length) {
        source = field.text
        ranges = found
        break
      }
    }
    return {
      id: doc.id,
      section: doc.section,
      kind: doc.kind,
      params: doc.params,
      ...(doc.hash ? { hash: doc.hash } : {}),
      title: highlightAll(fields.title, marked, index.locale),
      snippet: snippet(source, marked, index.locale, options.snippetLength, ranges),
    }
  })
  return { query, sections, total: filtered.length, page: page.page, pages: page.pages, hits }
}
