import type { LocaleCode } from '#src/i18n/locales'
import { splitLocalePath } from '#src/i18n/paths'
import { failedCheck } from '#src/routing/checks'
import type { PageKind } from '#src/routing/registry'
import { canonicalQuery, withoutTrailingSlash, type SearchInput } from '#src/seo/urls'
import { parsePageParam } from '#src/content/paginate'
import { PRELOAD_BATCH_MS } from '#src/shell/timings'
import { DATA_MAX_AGE_S } from '#src/http/cache'
import { createIsomorphicFn } from '@tanstack/react-start'
import { MAX_PAGES_PER_CALL } from '#src/routing/page-requests'
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
  /** The router runs the loader to preload the page (a link the visitor may follow), not to show it. */
  preload?: boolean
}


/**
 * How long a request for page data may grow: its query carries each target escaped in Start's
 * serialization (about 40 characters of wrapping each) plus the build id, and the server takes
 * queries of up to 2048 characters.
 */
const MAX_BATCH_QUERY = 1600
/** What a target adds to the query of a request. */
const queryCost = (target: string) => 40 + encodeURIComponent(target).length

/** How long data fetched ahead for a page is used by its loader: as long as a browser reuses it. */
const PRIMED_MS = DATA_MAX_AGE_S * 1000

interface Primed {
  readonly answer: Promise<PageAnswer>
  readonly at: number
}

/** Answers fetched ahead (`primePage`) or asked for together, by target. */
const primed = new Map<string, Primed>()
interface Waiting {
  readonly target: string
  /** Asked for a preload (sent with others within `PRELOAD_BATCH_MS`), not for a page a visitor waits for. */
  readonly soon: boolean
  readonly resolve: (answer: PageAnswer) => void
  readonly reject: (reason: unknown) => void
}
let waiting: Waiting[] = []
let flushTimer: ReturnType<typeof setTimeout> | undefined

/** Sends what waits, in as few requests as the limits allow (a navigation starting sends it at once). */
export function flushPageRequests(): void {
  clearTimeout(flushTimer)
  flushTimer = undefined
  const queue = waiting
  waiting = []
  while (queue.length) {
    const part = [queue.shift()!]
    let cost = queryCost(part[0]!.target)
    while (queue.length && part.length < MAX_PAGES_PER_CALL && cost + queryCost(queue[0]!.target) <= MAX_BATCH_QUERY) {
      cost += queryCost(queue[0]!.target)
      part.push(queue.shift()!)
    }
    // The server-function module comes with the first request, not with the page (ADR 039).
    import('../server/pages.functions')
      .then((functions) => functions.getPages({ data: { build: BUILD_ID, pages: part.map((w) => w.target) } }))
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
 * phone (issue 24, goal 3).
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

/** The answer for `target`, asked for now (`soon` false) or with others within `PRELOAD_BATCH_MS`. */
function ask(target: string, soon: boolean): Promise<PageAnswer> {
  const answer = new Promise<PageAnswer>((resolve, reject) => waiting.push({ target, soon, resolve, reject }))
  if (!soon) queueMicrotask(flushPageRequests)
  else flushTimer ??= setTimeout(flushPageRequests, PRELOAD_BATCH_MS)
  return answer
}

/** A fetched-ahead answer for `target` that is still fresh. */
function primedAnswer(target: string): Promise<PageAnswer> | undefined {
  const found = primed.get(target)
  if (found && Date.now() - found.at < PRIMED_MS) return found.answer
  primed.delete(target)
  return undefined
}

/**
 * Fetches the data of a page the visitor may open next (SPEC 4's prefetch: a link in view for a
 * second, a link hovered). Pages that become due together travel in one request (`ask` batches
 * them), whatever the order in which their routes' code arrives; their loaders then use these
 * answers instead of asking again. `now` (a link the visitor shows intent for, who may click it
 * next) asks without waiting for others.
 */
export function primePage(target: string, { now = false } = {}): void {
  if (!primedAnswer(target)) {
    const answer = ask(target, !now)
    const entry = { answer, at: Date.now() }
    // A failure is the loader's to report, if it ever runs, and is not kept: the next asks again.
    answer.catch(() => primed.get(target) === entry && primed.delete(target))
    primed.set(target, entry)
  }
  // Stale answers go when new ones come, so a long visit keeps no more than a minute's worth.
  for (const [target, { at }] of primed) if (Date.now() - at >= PRIMED_MS) primed.delete(target)
}

/**
 * The answer for the page at `target`. On the server it is made in place, with no call (ADR 040);
 * in the browser, a navigation asks at once, a preload uses what `primePage` fetched or travels with
 * other preloads made within `PRELOAD_BATCH_MS`.
 */
const requestPage = createIsomorphicFn()
  .server((target: string, _preload: boolean, site: SiteContext): Promise<PageAnswer> => answerPage(target, site))
  .client((target: string, preload: boolean, _site: SiteContext): Promise<PageAnswer> => {
    const answer = primedAnswer(target) ?? ask(target, preload)
    // A navigation waits for nobody: what waits to travel with preloads (its own page's data,
    // perhaps) goes now.
    if (!preload) queueMicrotask(flushPageRequests)
    return answer
  })

/** What names a page in a call for its data: its path and canonical query, as every visitor's browser shows it. */
export function pageTarget(pathname: string, search: SearchInput, site: Pick<SiteContext, 'canonicalParams'>): string {
  return pathname + canonicalQuery(search, site.canonicalParams)
}

/**
 * A page's loader (ADR 022): one server call, named by the page's URL, answers whether the page
 * exists in its locale — running its kind's named route check — with the page's data (`pageDataBuilder`
 * on the server) and its `PageMeta`. A failed check is the not-found page with the check's message.
 * `extra` loads what is not the same for every visitor (the search page's results) beside it.
 */
export async function loadPage<K extends PageKind, E extends object = Record<never, never>>(
  { context, location, preload = false }: LoaderArgs,
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
  const [answer, more] = await Promise.allSettled([requestPage(pageTarget(location.pathname, search, context.site), preload, context.site), extra ? extra() : Promise.resolve({} as E)])
  if (answer.status === 'rejected') throw answer.reason
  enforce(answer.value.check)
  if (more.status === 'rejected') throw more.reason
  const { alternates, switchTo, data, dates = {} } = answer.value
  if (answer.value.kind !== kind) throw new Error(`The server found a ${answer.value.kind} page at ${location.pathname}, the route a ${kind} page`)
  // The server built `data` with `pageDataBuilder(kind)` (page-data.server.ts), whose type `PageData` reads from the kind.
  return { ...(data as PageData<K>), ...more.value, pageMeta: { kind, key: rest + query, alternates, switchTo, dates } }
}
