import { entriesIn, type ContentSummary, type EntrySummary } from '../content/summary'
import type { LocaleCode } from '../i18n/locales'
import { alternativesFor, solutionsFor, useCasesFor } from './availability'
import { entryIdOf, isHtmlSegment, PAGE_KINDS, rowOf, type PageRow, type Rule } from './registry'

/**
 * The rules that decide whether a page exists, among them SPEC 2.2's named route checks. A rule
 * returns `ok`, or the status and message of the page to show instead (SPEC 2.4/8: status 404 and
 * 'Page Not Found: {path}' unless the check says otherwise). Each page kind of the registry names
 * its rule; `existing-pages.ts` runs it for routes, the switcher, hreflang, sitemaps and content
 * links alike.
 */
export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly status: number; readonly message: string }

/** The names of SPEC 2.2's route checks. */
export type CheckName = Extract<
  Rule,
  'alternative-route' | 'blog-route' | 'case-route' | 'guide-route' | 'help-route' | 'html-route' | 'pre-sales' | 'solution' | 'solutions'
>

/** The message of a failed check (SPEC 2.4: 'Page Not Found: {path}'). */
export function checkFailedMessage(path: string): string {
  return `Page Not Found: ${path}`
}

/** The message of an unmatched route (SPEC 2.4: 'Page not found: {path}'). */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`
}

/** A failed check for `path`: status 404 and SPEC 2.4's message unless told otherwise. */
export const failedCheck = (path: string, status = 404): CheckResult => ({ ok: false, status, message: checkFailedMessage(path) })
/** A passed check. */
const PASSED: CheckResult = { ok: true }

/** Lower-case slug: letters, digits, dots and single hyphens, as ids in content and tables are. */
export const SLUG = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/
/** The longest id a slug may be. */
export const MAX_SLUG_LENGTH = 120

/**
 * True for a value shaped like a content id (checked before any lookup). The routes' `slugParam`
 * (`route-schemas.ts`) is the same rule as a schema; this plain form serves the server's checks.
 */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG.test(value)
}

function oneOf(value: string, allowed: readonly string[], path: string): CheckResult {
  return isSlug(value) && allowed.includes(value) ? PASSED : failedCheck(path)
}

/** solution: /solutions/{id} exists in the locale's solution table. */
export function checkSolution(locale: LocaleCode, id: string, path: string): CheckResult {
  return oneOf(id, solutionsFor(locale), path)
}

/** solutions: the solutions list exists where the locale has at least one solution. */
export function checkSolutions(locale: LocaleCode, path: string): CheckResult {
  return solutionsFor(locale).length > 0 ? PASSED : failedCheck(path)
}

/** alternative-route: /alternatives/{id} exists in the locale's alternatives table. */
export function checkAlternative(locale: LocaleCode, id: string, path: string): CheckResult {
  return oneOf(id, alternativesFor(locale), path)
}

/** case-route: /use-cases/{id} uses the locale's own slugs (zh swaps them). */
export function checkUseCase(locale: LocaleCode, id: string, path: string): CheckResult {
  return oneOf(id, useCasesFor(locale), path)
}

/** A content id among the ids that exist in the locale. */
export function checkContent(id: string, existing: readonly string[], path: string): CheckResult {
  return oneOf(id, existing, path)
}

/** blog-route for list pages: a category (and optional tags, comma-separated) that the locale uses. */
export function checkTaxonomy(
  category: string,
  tags: string | undefined,
  available: { readonly categories: readonly string[]; readonly tags: readonly string[] },
  path: string,
): CheckResult {
  if (oneOf(category, available.categories, path).ok === false) return failedCheck(path)
  if (tags === undefined) return PASSED
  const list = tags.split(',')
  return list.length > 0 && list.every((t) => oneOf(t, available.tags, path).ok) ? PASSED : failedCheck(path)
}

/** What a rule looks at: the page's row and params, its locale, and the visible content. */
export interface CheckContext {
  readonly locale: LocaleCode
  /** The request path, for the failure message. */
  readonly path: string
  readonly params: Readonly<Record<string, string | undefined>>
  readonly row: PageRow
  readonly content: ContentSummary
}

const entries = (ctx: CheckContext): readonly EntrySummary[] => (ctx.row.collection ? entriesIn(ctx.content, ctx.locale, ctx.row.collection) : [])

/** Entries that a fixed row owns (`/about-us`, the docs root) have no second, generic page. */
function ownedByFixedRow(row: PageRow, id: string): boolean {
  return !row.slug && PAGE_KINDS.some((k) => rowOf(k).slug === id && rowOf(k).collection === row.collection)
}

const listRule = (ctx: CheckContext): CheckResult => (entries(ctx).length > 0 ? PASSED : failedCheck(ctx.path))

function entryRule(ctx: CheckContext): CheckResult {
  const id = entryIdOf(ctx.row, ctx.params)
  if (id === undefined) return listRule(ctx)
  if (ownedByFixedRow(ctx.row, id)) return failedCheck(ctx.path)
  return checkContent(
    id,
    entries(ctx).map((e) => e.slug),
    ctx.path,
  )
}

/** Category (and tag) lists: used by the locale's posts, and at least one post combines them. */
function taxonomyRule(ctx: CheckContext, category: string): CheckResult {
  const posts = entries(ctx)
  const used = { categories: [...new Set(posts.flatMap((p) => (p.category ? [p.category] : [])))], tags: [...new Set(posts.flatMap((p) => p.tags ?? []))] }
  const checked = checkTaxonomy(category, ctx.params.tags, used, ctx.path)
  if (!checked.ok) return checked
  return postsOfList(posts, category, ctx.params.tags).length > 0 ? PASSED : failedCheck(ctx.path)
}

/**
 * The posts of a category list and, with `tags` (comma-separated), of a tag list. `fields` reads a
 * post's category and tags (summaries hold them, list items keep them in `data`).
 */
export function postsOfList<T>(
  posts: readonly T[],
  category: string | undefined,
  tags: string | undefined,
  fields: (post: T) => { readonly category?: string; readonly tags?: readonly string[] } = (post) => post as EntrySummary,
): readonly T[] {
  if (category === undefined) return posts
  const tagList = tags?.split(',')
  return posts.filter((p) => {
    const f = fields(p)
    return f.category === category && (!tagList || tagList.every((t) => (f.tags ?? []).includes(t)))
  })
}

/** The first check's failure, else the second's result: the second runs only when the first passes. */
const firstFailure = (first: CheckResult, second: () => CheckResult): CheckResult => (first.ok ? second() : first)

/** Every rule by name: SPEC 2.2's named checks (route middleware) and the plain rules. */
export const ROUTE_CHECKS: Readonly<Record<Rule, (ctx: CheckContext) => CheckResult>> = {
  solution: (ctx) => firstFailure(checkSolution(ctx.locale, ctx.params.id ?? '', ctx.path), () => entryRule(ctx)),
  solutions: (ctx) => firstFailure(checkSolutions(ctx.locale, ctx.path), () => listRule(ctx)),
  'alternative-route': (ctx) =>
    ctx.params.id === undefined
      ? firstFailure(alternativesFor(ctx.locale).length > 0 ? PASSED : failedCheck(ctx.path), () => listRule(ctx))
      : firstFailure(checkAlternative(ctx.locale, ctx.params.id, ctx.path), () => entryRule(ctx)),
  'case-route': (ctx) => (ctx.params.id === undefined ? listRule(ctx) : firstFailure(checkUseCase(ctx.locale, ctx.params.id, ctx.path), () => entryRule(ctx))),
  'blog-route': (ctx) => (ctx.params.category !== undefined ? taxonomyRule(ctx, ctx.params.category) : entryRule(ctx)),
  'guide-route': entryRule,
  'help-route': entryRule,
  'html-route': (ctx) => (isHtmlSegment(ctx.params.html ?? '') ? entryRule(ctx) : failedCheck(ctx.path)),
  'pre-sales': entryRule,
  always: () => PASSED,
  faq: (ctx) => (ctx.content.faq.includes(ctx.locale) ? PASSED : failedCheck(ctx.path)),
  pricing: (ctx) => (ctx.content.pricing ? PASSED : failedCheck(ctx.path)),
  list: listRule,
  entry: entryRule,
}

/**
 * Runs rules by name, in order, and returns the first failure. A name that is not a rule is a
 * programming error (SPEC 8): "Unknown route middleware: '{name}'".
 */
export function runRouteChecks(names: readonly string[], ctx: CheckContext): CheckResult {
  for (const name of names) {
    const check = (ROUTE_CHECKS as Readonly<Record<string, (ctx: CheckContext) => CheckResult>>)[name]
    if (!check) throw new Error(`Unknown route middleware: '${name}'`)
    const result = check(ctx)
    if (!result.ok) return result
  }
  return PASSED
}
