/**
 * When each request reached the app (ms since the epoch). A call made on a visitor's behalf gets
 * what is left of the upstream timeout (`remainingTimeout`), so time spent in the server before it
 * (the request rules, a wait for the HTML cache, other work on the event loop) does not push the
 * visitor's fallback past the timeout plus 100 ms. Recorded by Start's first request middleware
 * (app/start.ts), read by the upstream calls of the same request (`getRequest()`).
 */
const arrivals = new WeakMap<Request, number>()

/** Records that `request` arrived at `at`, unless it was recorded before. */
export function markArrival(request: Request, at = Date.now()): void {
  if (!arrivals.has(request)) arrivals.set(request, at)
}

/** When `request` reached the app, if it was recorded. */
export function arrivalOf(request: Request): number | undefined {
  return arrivals.get(request)
}
