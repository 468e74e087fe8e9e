import { isNotFound } from '@tanstack/react-router'
import { LOCALE_CODES, type LocaleCode } from '#src/i18n/locales'
import { failedCheck, type CheckResult } from '#src/routing/checks'
import { checkPage, switchTarget } from '#src/routing/pages'
import { matchPath, pagePath, type PageKind } from '#src/routing/registry'
import { parsePageParam } from '#src/content/paginate'
import { datesIn } from '#src/format/date'
import { splitLocalePath } from '#src/i18n/paths'
import { pageKey } from '#src/seo/urls'
import type { SiteContext } from '../lib/site-context'
import { pageDataBuilder } from './page-data.server'
import { contentSummary, pageIndex } from './pages.server'

/** What a page's loader gets from the server, in one answer. */
export interface PageAnswer {
  /** The kind's named check: a failed one is the page's not-found (or 400) answer. */
  readonly check: CheckResult
  /** Locales the page is indexable in (hreflang, the same set the sitemaps list). */
  readonly alternates: readonly LocaleCode[]
  /** Where the language switcher goes, per locale, where that is not this page's own path (`PageMeta.switchTo`). */
  readonly switchTo: Partial<Record<LocaleCode, string>>
  /** The kind the server found at the target (the loader's own, unless the two disagree: a bug). */
  readonly kind?: PageKind
  /** The page's own data (`pageDataBuilder`), absent when the check failed or the kind has none. */
  readonly data?: object
  /** The data's dates, formatted for the page's locale (`PageMeta.dates`). */
  readonly dates?: Readonly<Record<string, string>>
}

/**
 * Everything the loader of the page at `target` needs: what `getPages` answers a browser, and what a
 * render's loader gets in place, without a call (ADR 040).
 */
export async function answerPage(target: string, site: SiteContext): Promise<PageAnswer> {
  const [path = '/', query = ''] = target.split('?', 2)
  const search = Object.fromEntries(new URLSearchParams(query))
  const { locale, rest } = splitLocalePath(path, site.hostLocale)
  const key = pageKey(rest, search, site.canonicalParams)
  const matched = matchPath(key)
  const page = parsePageParam(search.page)
  if (!matched || page === undefined) return { check: failedCheck(path, matched ? 400 : 404), alternates: [], switchTo: {} }
  const [summary, index] = await Promise.all([contentSummary(), pageIndex()])
  const ref = { kind: matched.kind, params: matched.params, page }
  const check = checkPage(ref, locale, summary, path)
  if (!check.ok) return { check, alternates: [], switchTo: {} }
  const switchTo: Partial<Record<LocaleCode, string>> = {}
  // Only where a language goes elsewhere: most go to the same page, and every answer and page
  // carries this (ADR 036).
  for (const to of LOCALE_CODES) {
    const target = pagePath(switchTarget(ref, to, summary))
    if (target !== key) switchTo[to] = target
  }
  const answer = { check, alternates: [...index.localesOf(key)], switchTo, kind: ref.kind }
  const build = pageDataBuilder(ref.kind)
  if (!build) return answer
  try {
    const data = await build({ locale, params: ref.params, page, path })
    return { ...answer, data, dates: datesIn(data, locale) }
  } catch (error) {
    // An entry the check allowed but the content source lacks (content changed in between): the
    // same not-found answer, told as a failed check rather than thrown across the wire.
    if (isNotFound(error)) return { check: failedCheck(path), alternates: [], switchTo: {} }
    throw error
  }
}
