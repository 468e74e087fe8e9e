import { PAGE_SIZE } from '../content/paginate'
import { entriesIn, type ContentSummary, type EntrySummary } from '../content/summary'
import type { Collection } from '../content/collection-schemas'
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import { caseSectionFor, swapUseCase, USE_CASE_IDS, type UseCaseId } from './availability'
import { failedCheck, postsOfList, runRouteChecks, type CheckResult } from './checks'
import { entryIdOf, asPageKind, PAGE_KINDS, pagePath, paramNames, rowOf, type PageKind, type PageRef } from './registry'
import { isOneOf } from '../lang/one-of'

/**
 * Questions about pages, answered from the registry and the visible content: does a page exist in
 * a locale (the one answer every consumer asks), which pages a locale has, where the language
 * switcher goes, and the breadcrumb trail of a page.
 */

/** The items a list page shows (all of them; pagination cuts pages out of these). */
export function listItems(ref: PageRef, locale: LocaleCode, content: ContentSummary): readonly EntrySummary[] {
  const row = rowOf(ref.kind)
  if (!row.collection) return []
  return postsOfList(entriesIn(content, locale, row.collection), ref.params.category, ref.params.tags)
}

/** The number of `?page=N` pages of a paginated list (at least 1). */
export function pageCount(items: readonly unknown[]): number {
  return Math.max(1, Math.ceil(items.length / PAGE_SIZE))
}

/**
 * Whether `ref` exists in `locale`: the kind's rule (a named SPEC 2.2 check or a plain rule), then,
 * for later pages of a list, that the list is that long. `path` names the page in the failure message.
 */
export function checkPage(ref: PageRef, locale: LocaleCode, content: ContentSummary, path = pagePath(ref)): CheckResult {
  const row = rowOf(ref.kind)
  const result = runRouteChecks([row.rule], { locale, path, params: ref.params, row, content })
  if (!result.ok || !ref.page || ref.page === 1) return result
  return row.paginated && ref.page <= pageCount(listItems(ref, locale, content)) ? result : failedCheck(path)
}

/** THE answer to "does this page exist in this locale". */
export function pageExists(ref: PageRef, locale: LocaleCode, content: ContentSummary): boolean {
  return checkPage(ref, locale, content).ok
}

/** Every page (first pages of lists) that could exist in a locale, before the rules decide. */
function candidates(kind: PageKind, locale: LocaleCode, content: ContentSummary): PageRef[] {
  const row = rowOf(kind)
  const names = paramNames(row.path)
  if (names.length === 0) return [{ kind, params: {} }]
  const items = row.collection ? entriesIn(content, locale, row.collection) : []
  if (names.length === 1 && names[0] === 'category') {
    return [...new Set(items.flatMap((p) => (p.category ? [p.category] : [])))].map((category) => ({ kind, params: { category } }))
  }
  if (names.join() === 'category,tags') {
    const categories = [...new Set(items.flatMap((p) => (p.category ? [p.category] : [])))]
    // One page per single tag; combinations are served but never listed.
    return categories.flatMap((category) =>
      [...new Set(items.filter((p) => p.category === category).flatMap((p) => p.tags ?? []))].sort().map((tags) => ({ kind, params: { category, tags } })),
    )
  }
  return items.map((e) => ({ kind, params: { [names[0]!]: e.slug } }))
}

/** A page of a locale, with the content dates it shows (sitemap `lastmod`). */
export interface ExistingPage {
  readonly ref: PageRef
  /** The items the page shows: a list page's items, or the entry itself. */
  readonly items: readonly EntrySummary[]
}

/** Collections whose newest date dates a page without entries of its own (home, download). */
const COLLECTIONS_SHOWN_ON: Partial<Record<PageKind, readonly Collection[]>> = { home: ['blog', 'news', 'release'], download: ['release'] }

/**
 * The pages a locale has (every later `?page=N` of paginated lists when `paginated`), in registry
 * order, each with the items it shows.
 */
export function existingPages(locale: LocaleCode, content: ContentSummary, options: { paginated: boolean } = { paginated: true }): ExistingPage[] {
  const out: ExistingPage[] = []
  for (const kind of PAGE_KINDS) {
    const row = rowOf(kind)
    for (const ref of candidates(kind, locale, content)) {
      if (!pageExists(ref, locale, content)) continue
      const id = entryIdOf(row, ref.params)
      const own = id !== undefined && row.collection ? entriesIn(content, locale, row.collection).filter((e) => e.slug === id) : undefined
      const shown = COLLECTIONS_SHOWN_ON[kind]?.flatMap((c) => entriesIn(content, locale, c))
      const items = own ?? shown ?? listItems(ref, locale, content)
      if (!row.paginated) {
        out.push({ ref, items })
        continue
      }
      const pages = options.paginated ? pageCount(items) : 1
      for (let page = 1; page <= pages; page++) {
        out.push({ ref: page === 1 ? ref : { ...ref, page }, items: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) })
      }
    }
  }
  return out
}

/** Whether search engines get the page (tag combinations and later pages of non-canonical lists do not). */
export function isIndexable(ref: PageRef): boolean {
  const { indexable } = rowOf(ref.kind)
  return indexable === 'single' ? !(ref.params.tags ?? '').includes(',') : indexable
}

/** The parent of a page (breadcrumbs, switch fallback): the row's parent, with the params it takes. */
export function parentOf(ref: PageRef): PageRef | undefined {
  const name = rowOf(ref.kind).parent
  if (!name) return undefined
  const parent = asPageKind(name)
  const params = Object.fromEntries(paramNames(rowOf(parent).path).map((n) => [n, ref.params[n] ?? '']))
  return { kind: parent, params }
}

/** The pages above `ref`, from the section down (home excluded): the breadcrumb trail. */
export function trailOf(ref: PageRef): PageRef[] {
  const trail: PageRef[] = []
  for (let p = parentOf(ref); p; p = parentOf(p)) trail.unshift(p)
  return trail
}

const HOME: PageRef = { kind: 'home', params: {} }

function isUseCaseId(id: string): id is UseCaseId {
  return isOneOf(USE_CASE_IDS, id)
}

/** SPEC 2.5's solutions/use-cases rename: the target's section, keeping the id where it can. */
function caseSectionTarget(ref: PageRef, target: LocaleCode): PageRef {
  const section = caseSectionFor(target)
  if (!section) return HOME
  const index: PageRef = { kind: section === 'solutions' ? 'solutionIndex' : 'useCaseIndex', params: {} }
  const id = ref.params.id
  if (id === undefined) return index
  // Chinese use-case slugs name the same pages as their global counterparts.
  const globalId = isUseCaseId(id) ? (swapUseCase(id, DEFAULT_LOCALE) ?? id) : id
  if (section === 'solutions') return { kind: 'solution', params: { id: globalId } }
  const slug = isUseCaseId(globalId) ? swapUseCase(globalId, target) : undefined
  return slug ? { kind: 'useCase', params: { id: slug } } : index
}

/** The page the kind's switch rule picks in `target`, before existence is checked. */
function switchCandidate(ref: PageRef, target: LocaleCode): PageRef {
  const rule = rowOf(ref.kind).switchTo
  switch (rule.to) {
    case 'same':
      return { kind: ref.kind, params: ref.params }
    case 'page':
      return { kind: asPageKind(rule.page), params: {} }
    case 'by-locale':
      return { kind: asPageKind(rule.pages[target] ?? rule.otherwise), params: {} }
    case 'case-section':
      return caseSectionTarget(ref, target)
  }
}

/**
 * Where the language switcher links from `ref` to `target` (SPEC 2.5): the page the kind's rule
 * picks when the target has it, else the nearest parent the target has (a category list falls back
 * to the section's index), else the target's home. Never a page that does not exist.
 */
export function switchTarget(ref: PageRef, target: LocaleCode, content: ContentSummary): PageRef {
  for (let p: PageRef | undefined = switchCandidate(ref, target); p; p = parentOf(p)) {
    if (pageExists(p, target, content)) return p
  }
  return HOME
}

/**
 * The page of a content entry (`blog`/`x` → /blog/x, `page`/`about-us` → /about-us, `docs`/`index`
 * → /docs), or undefined for collections without pages (features).
 */
export function entryRef(collection: Collection, slug: string): PageRef | undefined {
  const fixed = PAGE_KINDS.find((k) => rowOf(k).collection === collection && rowOf(k).slug === slug)
  if (fixed) return { kind: fixed, params: {} }
  const detail = detailKind(collection)
  return detail ? { kind: detail, params: { [paramNames(rowOf(detail).path)[0]!]: slug } } : undefined
}

/** The kind of a collection's entry pages (`/blog/$id`), named by one param. */
function detailKind(collection: Collection): PageKind | undefined {
  return PAGE_KINDS.find((k) => {
    const row = rowOf(k)
    return row.collection === collection && !row.slug && paramNames(row.path).length === 1 && !row.path.includes('{')
  })
}

/**
 * The index of a collection's section (`help` → /helps, `docs` → /docs): the page above its entry
 * pages, if they have one (the generic pages have none).
 */
export function sectionRef(collection: Collection): PageRef | undefined {
  const detail = detailKind(collection)
  return detail && parentOf({ kind: detail, params: {} })
}
