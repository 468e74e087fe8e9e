import { isNotFound } from '@tanstack/react-router'
import { LOCALE_CODES, localeFromPrefix, type LocaleCode } from '#src/i18n/locales'
import { failedCheck, type CheckResult } from '#src/routing/checks'
import { checkPage, switchTarget } from '#src/routing/existing-pages'
import { fillPattern, pagePath, rowOf, type PageRef } from '#src/routing/registry'
import type { PageRequest } from '#src/routing/page-requests'
import { pageParamSchemas } from '#src/routing/route-schemas'
import { parsePageParam } from '#src/content/paginate'
import { datesIn } from '#src/format/date'
import { localizePath } from '#src/i18n/paths'
import { pageKey } from '#src/seo/urls'
import type { SiteContext } from '../lib/site-context'
import { pageDataBuilder } from './page-data.server'
import { contentSummary, pageIndex } from './content-summary.server'

/** What a page's loader gets from the server, in one response. */
export interface PageResponse {
  /** The kind's named check: a failed one is the page's not-found (or 400) response. */
  readonly check: CheckResult
  /** Locales the page is indexable in (hreflang, the same set the sitemaps list). */
  readonly alternates: readonly LocaleCode[]
  /** Where the language switcher goes, per locale, where that is not this page's own path (`PageMeta.switchTo`). */
  readonly switchTo: Partial<Record<LocaleCode, string>>
  /** The page's own data (`pageDataBuilder`), absent when the check failed or the kind has none. */
  readonly data?: object
  /** The data's dates, formatted for the page's locale (`PageMeta.dates`). */
  readonly dates?: Readonly<Record<string, string>>
}

/** The page a request names, its params checked as its route checks them; undefined when they fail. */
function refOf(request: PageRequest, hostLocale: LocaleCode): { ref: PageRef; locale: LocaleCode; rest: string } | undefined {
  const parsed = pageParamSchemas(request.kind).parse(request.params)
  if (!parsed.ok) return undefined
  const { locale: prefix, ...params } = parsed.params as Readonly<Record<string, string | undefined>>
  const locale = prefix === undefined ? hostLocale : localeFromPrefix(prefix)
  if (!locale) return undefined
  const own = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined))
  return { ref: { kind: request.kind, params: own }, locale, rest: fillPattern(rowOf(request.kind).path, own) }
}

/**
 * Everything the loader of a page needs: what `getPages` responds to a browser with, and what a
 * render's loader gets in place, without a server-function request (ADR 040). The page is the one
 * its route matched (ADR 046): the server checks its params and its existence in the locale, and
 * never matches the URL again.
 */
export async function pageResponse(request: PageRequest, site: SiteContext): Promise<PageResponse> {
  const search = Object.fromEntries(new URLSearchParams(request.query))
  const found = refOf(request, site.hostLocale)
  const page = parsePageParam(search.page)
  const path = found ? localizePath(found.locale, found.rest) : rowOf(request.kind).path
  if (!found || page === undefined) return { check: failedCheck(path, found ? 400 : 404), alternates: [], switchTo: {} }
  const { locale } = found
  const key = pageKey(found.rest, search, site.canonicalParams)
  // A later page of a list is part of the page; elsewhere `?page=` names nothing.
  const ref: PageRef = rowOf(request.kind).paginated && page > 1 ? { ...found.ref, page } : found.ref
  const [summary, index] = await Promise.all([contentSummary(), pageIndex()])
  const check = checkPage(ref, locale, summary, path)
  if (!check.ok) return { check, alternates: [], switchTo: {} }
  const switchTo: Partial<Record<LocaleCode, string>> = {}
  // Only where a language goes elsewhere: most go to the same page, and every response and page
  // carries this (ADR 036).
  for (const to of LOCALE_CODES) {
    const target = pagePath(switchTarget(ref, to, summary))
    if (target !== key) switchTo[to] = target
  }
  const response = { check, alternates: [...index.localesOf(key)], switchTo }
  const build = pageDataBuilder(ref.kind)
  if (!build) return response
  try {
    const data = await build({ locale, params: ref.params, page, path })
    return { ...response, data, dates: datesIn(data, locale) }
  } catch (error) {
    // An entry the check allowed but the content source lacks (content changed in between): the
    // same not-found response, told as a failed check rather than thrown across the wire.
    if (isNotFound(error)) return { check: failedCheck(path), alternates: [], switchTo: {} }
    throw error
  }
}
