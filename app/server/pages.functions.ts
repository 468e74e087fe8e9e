import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { isNotFound } from '@tanstack/react-router'
import { z } from 'zod'
import { LOCALE_CODES, type LocaleCode } from '#src/i18n/locales'
import { failedCheck, type CheckResult } from '#src/routing/checks'
import { checkPage, switchTarget } from '#src/routing/pages'
import { matchPath, pagePath, type PageKind } from '#src/routing/registry'
import { parsePageParam } from '#src/content/paginate'
import { datesIn } from '#src/format/date'
import { splitLocalePath } from '#src/i18n/paths'
import { pageKey } from '#src/seo/urls'
import type { SiteContext } from '../lib/site-context'
import { siteContextForRequest } from './site-context.server'
import { notePublicAnswer } from './http/server-fn-guard.server'
import { menuSlotsIn } from '#src/routing/nav'
import { MAX_PAGES_PER_CALL } from '#src/routing/page-requests'
import { input, localeInput } from './inputs.server'
import { pageDataBuilder } from './page-data.server'
import { contentSummary, pageIndex } from './pages.server'

/** The longest page target a call names (`/ru/blog?page=2`): longer ones are not pages of this site. */
const MAX_TARGET_LENGTH = 2048

/**
 * A call for pages, bounded: anything can arrive from a URL. Each page is named by its target as
 * the browser shows it (path and canonical query): the server finds its locale, kind and params the
 * way it does for the request of a whole page, so the answer depends on nothing but the URL.
 */
const pagesInput = z.object({
  /**
   * The caller's build (ADR 010). Not checked: it only makes the URL of the request differ per build,
   * so a browser or a shared cache never answers one build's request with another build's data.
   */
  build: z.string().max(64),
  pages: z.array(z.string().startsWith('/').max(MAX_TARGET_LENGTH)).min(1).max(MAX_PAGES_PER_CALL),
})

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

/** Everything the loader of the page at `target` needs (see `getPages`). */
async function answerPage(target: string, site: SiteContext): Promise<PageAnswer> {
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

/**
 * Everything the loaders of one or more pages need, in one call (ADR 022): for each page, whether
 * it exists in its locale (its kind's named check), its alternates and switch targets, and its
 * data. A client navigation asks for one page; a burst of preloads for several at once. The answer
 * is the same for every visitor of a build and language, so it is public: browsers, shared caches
 * and the in-process cache keep it, and a second visitor's identical request runs no loader.
 */
export const getPages = createServerFn({ method: 'GET' })
  .validator(input(pagesInput))
  .handler(async ({ data }): Promise<PageAnswer[]> => {
    // The same for every visitor of a build and language: the front door makes a call's answer
    // public (a page that renders runs this in place and keeps its own Cache-Control).
    notePublicAnswer(getRequest())
    const site = siteContextForRequest()
    return Promise.all(data.pages.map((target) => answerPage(target, site)))
  })

/** Which menu slots (indexes into `MENU_SLOTS`) name a page that exists in the locale. */
export const getMenuSlots = createServerFn({ method: 'GET' })
  .validator(input(z.object({ locale: localeInput })))
  .handler(async ({ data }) => menuSlotsIn(data.locale, await contentSummary()))
