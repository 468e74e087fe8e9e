import { z } from 'zod/mini'
import type { LocaleCode } from '../i18n/locales'
import { alternativesFor, solutionsFor, useCasesFor } from './availability'

/**
 * The named route checks of SPEC 2.2. A check answers `ok`, or the status and message of the 404
 * (or other) page to show. Content-backed checks take the set of ids that exist in the locale.
 */
export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly status: number; readonly message: string }

/** The names of SPEC 2.2's route checks. */
export type CheckName =
  | 'alternative-route'
  | 'blog-route'
  | 'case-route'
  | 'guide-route'
  | 'help-route'
  | 'html-route'
  | 'pre-sales'
  | 'solution'
  | 'solutions'

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
const fail = failedCheck
const ok: CheckResult = { ok: true }

/** Lower-case slug: letters, digits, dots and single hyphens, as ids in content and tables are. */
export const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/), z.maxLength(120))

function oneOf(value: string, allowed: readonly string[], path: string): CheckResult {
  return slugSchema.safeParse(value).success && allowed.includes(value) ? ok : fail(path)
}

/** solution: /solutions/{id} exists in the locale's solution table. */
export function checkSolution(locale: LocaleCode, id: string, path: string): CheckResult {
  return oneOf(id, solutionsFor(locale), path)
}

/** solutions: the solutions list exists where the locale has at least one solution. */
export function checkSolutions(locale: LocaleCode, path: string): CheckResult {
  return solutionsFor(locale).length > 0 ? ok : fail(path)
}

/** alternative-route: /alternatives/{id} exists in the locale's alternatives table. */
export function checkAlternative(locale: LocaleCode, id: string, path: string): CheckResult {
  return oneOf(id, alternativesFor(locale), path)
}

/** case-route: /use-cases/{id} uses the locale's own slugs (zh swaps them). */
export function checkUseCase(locale: LocaleCode, id: string, path: string): CheckResult {
  return oneOf(id, useCasesFor(locale), path)
}

/**
 * blog-route, guide-route, help-route, html-route, pre-sales: the id names content that exists in
 * the locale (`existing` comes from the content source).
 */
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
  if (oneOf(category, available.categories, path).ok === false) return fail(path)
  if (tags === undefined) return ok
  const list = tags.split(',')
  return list.length > 0 && list.every((t) => oneOf(t, available.tags, path).ok) ? ok : fail(path)
}

/** What a named route check looks at. `existing` lists content ids of the locale (content checks). */
export interface RouteCheckContext {
  readonly locale: LocaleCode
  readonly path: string
  readonly params: Readonly<Record<string, string | undefined>>
  readonly existing?: readonly string[]
}

const contentCheck = (ctx: RouteCheckContext): CheckResult => {
  const id = ctx.params.id ?? ctx.params.html
  return id === undefined ? ok : checkContent(id, ctx.existing ?? [], ctx.path)
}

/** The named route checks (route middleware) of SPEC 2.2, by name. */
export const ROUTE_CHECKS: Readonly<Record<CheckName, (ctx: RouteCheckContext) => CheckResult>> = {
  solution: (ctx) => checkSolution(ctx.locale, ctx.params.id ?? '', ctx.path),
  solutions: (ctx) => checkSolutions(ctx.locale, ctx.path),
  'alternative-route': (ctx) => checkAlternative(ctx.locale, ctx.params.id ?? '', ctx.path),
  'case-route': (ctx) => (ctx.params.id === undefined ? ok : checkUseCase(ctx.locale, ctx.params.id, ctx.path)),
  'blog-route': contentCheck,
  'guide-route': contentCheck,
  'help-route': contentCheck,
  'html-route': contentCheck,
  'pre-sales': contentCheck,
}

/**
 * Runs route checks by name, in order, and returns the first failure. A name that is not a check
 * is a programming error (SPEC 8): "Unknown route middleware: '{name}'".
 */
export function runRouteChecks(names: readonly string[], ctx: RouteCheckContext): CheckResult {
  for (const name of names) {
    const check = (ROUTE_CHECKS as Readonly<Record<string, (ctx: RouteCheckContext) => CheckResult>>)[name]
    if (!check) throw new Error(`Unknown route middleware: '${name}'`)
    const result = check(ctx)
    if (!result.ok) return result
  }
  return ok
}
