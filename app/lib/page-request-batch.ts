import { MAX_PAGES_PER_REQUEST, pageRequestKey, type PageRequest } from '#src/routing/page-requests'
import { PRELOAD_BATCH_MS } from '#src/shell/timings'
import type { PageResponse } from '../server/page-response.server'
import { BUILD_ID } from './build'
import { yieldToMain } from './idle'

// The browser's page requests, batched into `getPages` requests (ADR 022, 039): a navigation's request
// goes at once, preloads wait up to PRELOAD_BATCH_MS for company, a page asked for twice is asked
// once. Only the browser runs it (request-page.ts, prefetch.client.ts), yet it is not a *.client
// module: request-page.ts imports it statically, so that a navigation's request waits for no chunk.

interface Waiting {
  readonly request: PageRequest
  /** Asked for a preload (sent with others within `PRELOAD_BATCH_MS`), not for a page a visitor waits for. */
  readonly preload: boolean
  readonly resolve: (response: PageResponse) => void
  readonly reject: (reason: unknown) => void
}
let waiting: Waiting[] = []
let flushTimer: ReturnType<typeof setTimeout> | undefined
/** Requests on their way, by `pageRequestKey`: a page asked for twice meanwhile is asked once. */
const inFlight = new Map<string, Promise<PageResponse>>()

/** Sends what waits, up to `MAX_PAGES_PER_REQUEST` pages a request (a navigation starting sends it at once). */
export function flushPageRequests(): void {
  clearTimeout(flushTimer)
  flushTimer = undefined
  const queue = waiting
  waiting = []
  while (queue.length) {
    const part = queue.splice(0, MAX_PAGES_PER_REQUEST)
    // The server-function module comes with the first request, not with the page (ADR 039).
    import('../server/pages.functions')
      .then((functions) => functions.getPages({ data: { build: BUILD_ID, pages: part.map((w) => w.request) } }))
      .then(
        (responses) => void resolveWaiting(part, responses),
        (reason: unknown) => part.forEach((w) => w.reject(reason)),
      )
  }
}

/**
 * Resolves the loaders waiting for a request's responses: a page a visitor waits for at once, the
 * preloads one per task. Each response sets off its route's work in the router (the loader's result,
 * the match, the route's code); resolved together, the preloads of a batch were one long task on a
 * phone.
 */
async function resolveWaiting(part: readonly Waiting[], responses: readonly PageResponse[]): Promise<void> {
  part.forEach((w, j) => {
    if (!w.preload) w.resolve(responses[j]!)
  })
  for (const [j, w] of part.entries()) {
    if (!w.preload) continue
    await yieldToMain()
    w.resolve(responses[j]!)
  }
}

/** The response for `request`, asked for now (`preload` false) or with others within `PRELOAD_BATCH_MS`. */
export function askForPage(request: PageRequest, preload: boolean): Promise<PageResponse> {
  const key = pageRequestKey(request)
  const known = inFlight.get(key)
  if (known) {
    // A navigation to a page whose preload waits for company: it goes now.
    if (!preload) queueMicrotask(flushPageRequests)
    return known
  }
  const response = new Promise<PageResponse>((resolve, reject) => waiting.push({ request, preload, resolve, reject }))
  inFlight.set(key, response)
  const forget = () => inFlight.delete(key)
  response.then(forget, forget)
  if (!preload) queueMicrotask(flushPageRequests)
  else flushTimer ??= setTimeout(flushPageRequests, PRELOAD_BATCH_MS)
  return response
}
