import type { LocaleCode } from '#src/i18n/locales'
import { splitLocalePath } from '#src/i18n/paths'
import { failedCheck } from '#src/routing/checks'
import type { PageKind } from '#src/routing/registry'
import { canonicalQuery, withoutTrailingSlash } from '#src/seo/urls'
import { parsePageParam } from '#src/content/paginate'
import type { PageRequest } from '#src/routing/page-requests'
import type { PageData } from '../server/page-data.server'
import { throwIfCheckFailed, type PageMeta } from './page-meta'
import { requestPage } from './request-page'
import type { SiteContext } from './site-context'

/** The part of a loader's argument this module reads. */
export interface LoaderArgs {
  context: { locale: LocaleCode; site: SiteContext }
  location: { pathname: string; search: unknown }
  /** The params the router parsed for the route (the locale prefix among them). */
  params: Readonly<Record<string, unknown>>
  /** The router runs the loader to preload the page (a link the visitor may follow), not to show it. */
  preload?: boolean
}

/** The router's params as a request names them: strings only (an absent optional param is left out). */
function requestParams(params: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/**
 * A page's loader (ADR 022, 046): one server-function request tells whether the page its route
 * matched exists in its locale (its kind's named route check, on the params the router parsed),
 * with the page's data (`pageDataBuilder` on the server) and its `PageMeta`. A failed check is the
 * not-found page with the check's message. `extra` loads what is not the same for every visitor (the search
 * page's results) beside it.
 */
export async function loadPage<K extends PageKind, E extends object = Record<never, never>>(
  { context, location, params, preload = false }: LoaderArgs,
  kind: K,
  extra?: () => Promise<E>,
): Promise<PageData<K> & E & { pageMeta: PageMeta }> {
  const { rest } = splitLocalePath(withoutTrailingSlash(location.pathname), context.site.hostLocale)
  const search = (location.search ?? {}) as Record<string, unknown>
  const query = canonicalQuery(search, context.site.canonicalParams)
  // A garbled ?page= is a malformed request (400, with the check's message); whether a later page
  // exists is the registry's question.
  if (parsePageParam(search.page) === undefined) throwIfCheckFailed(failedCheck(location.pathname, 400))
  // Both at once: the check decides first, so a missing page is always its not-found response.
  const request: PageRequest = { kind, params: requestParams(params), query }
  const [response, more] = await Promise.allSettled([requestPage(request, preload, context.site), extra ? extra() : Promise.resolve({} as E)])
  if (response.status === 'rejected') throw response.reason
  throwIfCheckFailed(response.value.check)
  if (more.status === 'rejected') throw more.reason
  const { alternates, switchTo, data, dates = {} } = response.value
  // The server built `data` with `pageDataBuilder(kind)` (page-data.server.ts), whose type `PageData` reads from the kind.
  return { ...(data as PageData<K>), ...more.value, pageMeta: { kind, key: rest + query, alternates, switchTo, dates } }
}
