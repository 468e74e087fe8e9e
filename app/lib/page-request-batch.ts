import { MAX_PAGES_PER_CALL, pageRequestKey, type PageRequest } from '#src/routing/page-requests'
import { PRELOAD_BATCH_MS } from '#src/shell/timings'
import type { PageAnswer } from '../server/page-answer.server'
import { BUILD_ID } from './build'
import { yieldToMain } from './idle'

// The browser's page requests, batched into `getPages` calls (ADR 022, 039): a navigation's request
// goes at once, preloads wait up to PRELOAD_BATCH_MS for company, a page asked for twice is asked
// once. Only the browser runs it (request-page.ts, prefetch.client.ts), yet it is not a *.client
// module: request-page.ts imports it statically, so that a navigation's call waits for no chunk.

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
export function askForPage(request: PageRequest, soon: boolean): Promise<PageAnswer> {
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
