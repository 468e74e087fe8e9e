import { notFound } from '@tanstack/react-router'
import type { LocaleCode } from '#src/i18n/locales'
import { failedCheck, type CheckResult } from '#src/routing/checks'
import type { PageKind } from '#src/routing/registry'

// What a page tells the shell, and how a page says "not found": read by the page loaders, the data
// builders the server runs for them and the shell alike, so it stands apart from both (a module of
// its own keeps them out of an import cycle).

/** What every page's loader data carries for the shell: its kind and key, hreflang locales and switch targets. */
export interface PageMeta {
  /** The registry's page kind (web vitals report by it, ADR 024). */
  readonly kind: PageKind
  /** Locale-free path plus canonical query: what the head and the sitemaps call the page. */
  readonly key: string
  /** Locales the page is indexable in (hreflang); the page's own is missing when it is `noindex`. */
  readonly alternates: readonly LocaleCode[]
  /**
   * Where the language switcher goes, per locale (locale-free paths; SPEC 2.5), for the locales that
   * go elsewhere than this page's own `key`: most go to the same page (`switchTargetOf`).
   */
  readonly switchTo: Partial<Record<LocaleCode, string>>
  /**
   * The page data's dates (YYYY-MM-DD) as the page's language writes them, formatted on the server
   * (`datesIn`): the browser shows them without an Intl.DateTimeFormat, whose first use on a page
   * costs a phone's main thread a long task (`useDateText`).
   */
  readonly dates: Readonly<Record<string, string>>
}

/** The page's `PageMeta`: from the deepest match whose loader data carries one (none on a 404). */
export function pageMetaOf(matches: readonly { loaderData?: unknown }[]): PageMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData
    // Only `loadPage` puts a `pageMeta` into loader data.
    if (typeof data === 'object' && data !== null && 'pageMeta' in data) return data.pageMeta as PageMeta
  }
  return undefined
}

/**
 * Where the language switcher sends `locale` from the page of `meta` (a locale-free path): its
 * `switchTo` entry, else the same page; from a page without meta (a 404), the language's home.
 */
export function switchTargetOf(meta: PageMeta | undefined, locale: LocaleCode): string {
  return meta ? (meta.switchTo[locale] ?? meta.key) : '/'
}

/** Throws the not-found page of a failed check, with the check's status and message (SPEC 2.4/8). */
export function throwIfCheckFailed(result: CheckResult): void {
  if (!result.ok) throw notFound({ data: { message: result.message, status: result.status } })
}

/** Throws the failed-check 404 for `path` ('Page Not Found: {path}'). */
export function notFoundAt(path: string): never {
  throwIfCheckFailed(failedCheck(path))
  throw new Error('unreachable: failedCheck always fails')
}
