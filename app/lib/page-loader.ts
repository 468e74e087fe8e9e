import type { LocaleCode } from '#src/i18n/locales'
import { splitLocalePath } from '#src/i18n/paths'
import { failedCheck } from '#src/routing/checks'
import type { PageKind } from '#src/routing/registry'
import { canonicalQuery, withoutTrailingSlash } from '#src/seo/urls'
import { parsePageParam } from '#src/content/paginate'
import { PRELOAD_BATCH_MS } from '#src/shell/timings'
import { createIsomorphicFn } from '@tanstack/react-start'
import { MAX_PAGES_PER_CALL, pageRequestKey, type PageRequest } from '#src/routing/page-requests'
import { answerPage, type PageAnswer } from '../server/page-answer.server'
import type { PageData } from '../server/page-data.server'
import { BUILD_ID } from './build'
import { yieldToMain } from './idle'
import { enforce, type PageMeta } from './page-meta'
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

interface Waiting {
  readonly request: PageRequest
  /** Asked for a preload (sent with others within `PRELOAD_BATCH_MS`), not for a page a visitor waits for. */
  readonly soon: boolean
  readonly resolve: (answer: PageAnswer) => void
  readonly reject: (reason: unknown) => void
}
let waiting: Waiting[] = []
let flushTimer: ReturnType<typeof setTimeout> | undefined
/** Requests on their way, by `pageRequestKey`: a page asked for twice meanwhile is asked once. */
const inFlight = new Map<string, Promise<PageAnswer>>()

/** Sends what waits, up to `MAX_PAGES_PER_CALL` pages a request (a navigation starting sends it at once). */
export function flushPageRequests(): void {
  clearTimeout(flushTimer)
  flushTimer = undefined
  const queue = waiting
  waiting = []
  while (queue.length) {
    const part = queue.splice(0, MAX_PAGES_PER_CALL)
    // The server-function module comes with the first request, not with the page (ADR 039).
    import('../server/pages.functions')
      .then((functions) => functions.getPages({ data: { build: BUILD_ID, pages: part.map((w) => w.request) } }))
      .then(
        (answers) => void handOut(part, answers),
        (reason: unknown) => part.forEach((w) => w.reject(reason)),
      )
  }
}

/**
 * Hands a request's answers to the loaders waiting for them: a page a visitor waits for at once, the
 * preloads one per task. Each answer sets off its route's work in the router (the loader's result,
 * the match, the route's code); resolved together, the preloads of a batch were one long task on a
 * phone.
 */
async function handOut(part: readonly Waiting[], answers: readonly PageAnswer[]): Promise<void> {
  part.forEach((w, j) => {
    if (!w.soon) w.resolve(answers[j]!)
  })
  for (const [j, w] of part.entries()) {
    if (!w.soon) continue
    await yieldToMain()
    w.resolve(answers[j]!)
  }
}

/** The answer for `request`, asked for now (`soon` false) or with others within `PRELOAD_BATCH_MS`. */
function ask(request: PageRequest, soon: boolean): Promise<PageAnswer> {
  const key = pageRequestKey(request)
  const known = inFlight.get(key)
  if (known) {
    // A navigation to a page whose preload waits for company: it goes now.
    if (!soon) queueMicrotask(flushPageRequests)
    return known
  }
  const answer = new Promise<PageAnswer>((resolve, reject) => waiting.push({ request, soon, resolve, reject }))
  inFlight.set(key, answer)
  const forget = () => inFlight.delete(key)
  answer.then(forget, forget)
  if (!soon) queueMicrotask(flushPageRequests)
  else flushTimer ??= setTimeout(flushPageRequests, PRELOAD_BATCH_MS)
  return answer
}

/**
 * The answer for the page `request` names. On the server it is made in place, with no call (ADR
 * 040); in the browser, a navigation asks at once, a preload travels with the other preloads made
 * within `PRELOAD_BATCH_MS` (the router caches what a preload loaded for its navigation).
 */
const requestPage = createIsomorphicFn()
  .server((request: PageRequest, _preload: boolean, site: SiteContext): Promise<PageAnswer> => answerPage(request, site))
  .client((request: PageRequest, preload: boolean, _site: SiteContext): Promise<PageAnswer> => ask(request, preload))

/** The router's params as a request names them: strings only (an absent optional param is left out). */
function requestParams(params: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/**
 * A page's loader (ADR 022, 046): one server call answers whether the page its route matched
 * exists in its locale (its kind's named route check, on the params the router parsed) with the
 * page's data (`pageDataBuilder` on the server) and its `PageMeta`. A failed check is the not-found
 * page with the check's message. `extra` loads what is not the same for every visitor (the search
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
  if (parsePageParam(search.page) === undefined) enforce(failedCheck(location.pathname, 400))
  // Both at once: the check decides first, so a missing page is always its not-found answer.
  const request: PageRequest = { kind, params: requestParams(params), query }
  const [answer, more] = await Promise.allSettled([requestPage(request, preload, context.site), extra ? extra() : Promise.resolve({} as E)])
  if (answer.status === 'rejected') throw answer.reason
  enforce(answer.value.check)
  if (more.status === 'rejected') throw more.reason
  const { alternates, switchTo, data, dates = {} } = answer.value
  // The server built `data` with `pageDataBuilder(kind)` (page-data.server.ts), whose type `PageData` reads from the kind.
  return { ...(data as PageData<K>), ...more.value, pageMeta: { kind, key: rest + query, alternates, switchTo, dates } }
}
