import { notFound } from '@tanstack/react-router'
import type { LocaleCode } from '#src/i18n/locales'
import { splitLocalePath } from '#src/i18n/paths'
import { failedCheck, type CheckResult } from '#src/routing/checks'
import type { PageKind } from '#src/routing/registry'
import { pageKey, withoutTrailingSlash } from '#src/seo/urls'
import { parsePageParam } from '#src/content/paginate'
import { getPageInfo } from '../server/pages.functions'
import type { SiteContext } from './site-context'

/** The part of a loader's argument this module reads. */
export interface LoaderArgs {
  context: { locale: LocaleCode; site: SiteContext }
  location: { pathname: string; search: unknown }
}

/** What every page's loader data carries for the shell: its kind and key, hreflang locales and switch targets. */
export interface PageMeta {
  /** The registry's page kind (web vitals report by it, ADR 028). */
  readonly kind: PageKind
  /** Locale-free path plus canonical query: what the head and the sitemaps call the page. */
  readonly key: string
  /** Locales the page is indexable in (hreflang); the page's own is missing when it is `noindex`. */
  readonly alternates: readonly LocaleCode[]
  /** Where the language switcher goes, per locale (locale-free paths; SPEC 2.5). */
  readonly switchTo: Partial<Record<LocaleCode, string>>
}

/** The page's `PageMeta`: from the deepest match whose loader data carries one (none on a 404). */
export function pageMetaOf(matches: readonly { loaderData?: unknown }[]): PageMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData
    // Only `withPage` puts a `pageMeta` into loader data.
    if (typeof data === 'object' && data !== null && 'pageMeta' in data) return data.pageMeta as PageMeta
  }
  return undefined
}

/** Throws the not-found page of a failed check, with the check's status and message (SPEC 2.4/8). */
export function enforce(result: CheckResult): void {
  if (!result.ok) throw notFound({ data: { message: result.message, status: result.status } })
}

/** Throws the failed-check 404 for `path` ('Page Not Found: {path}'). */
export function notFoundAt(path: string): never {
  enforce(failedCheck(path))
  throw new Error('unreachable: failedCheck always fails')
}

/**
 * A page's loader: asks the registry (through one server call) whether the page of `kind` exists in
 * the URL's locale — running the kind's named route check — alongside the page's own data. A failed
 * check is the not-found page with the check's message; otherwise the data goes out with the page's
 * `PageMeta`. If the registry lookup itself fails (a network error on a client navigation) the page
 * still renders, without alternates, and the switcher falls back to each locale's home.
 */
export async function withPage<T extends object>(
  { context, location }: LoaderArgs,
  kind: PageKind,
  params: Readonly<Record<string, string>>,
  body: () => Promise<T> | T,
): Promise<T & { pageMeta: PageMeta }> {
  const { rest } = splitLocalePath(withoutTrailingSlash(location.pathname), context.site.hostLocale)
  const search = (location.search ?? {}) as Record<string, unknown>
  const key = pageKey(rest, search, context.site.canonicalParams)
  // A garbled ?page= is a malformed request (400, with the check's message); whether a later page
  // exists is the registry's question.
  const page = parsePageParam(search.page)
  if (page === undefined) enforce(failedCheck(location.pathname, 400))
  // Both at once: the check decides first, so a missing page is always its not-found answer.
  const [info, data] = await Promise.allSettled([
    getPageInfo({ data: { kind, params: { ...params }, page, locale: context.locale, path: location.pathname, key } }),
    Promise.resolve().then(body),
  ])
  if (info.status === 'fulfilled') enforce(info.value.check)
  if (data.status === 'rejected') throw data.reason
  const meta = info.status === 'fulfilled' ? info.value : undefined
  return { ...data.value, pageMeta: { kind, key, alternates: meta?.alternates ?? [], switchTo: meta?.switchTo ?? {} } }
}
