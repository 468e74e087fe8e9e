import { getRequest } from '@tanstack/react-start/server'

/**
 * Requests whose response used an upstream fallback (ADR 053): base info that failed drops Sign up
 * and Log in from the header, a failed visitor-IP call falls back to the default chat. Such a
 * response is right for now and wrong once the upstream recovers, so no cache may keep it: the
 * server entry gives it a short, private policy (`DEGRADED_CACHE_CONTROL`), which the HTML cache and
 * any shared cache leave alone. Keyed by Start's request object, so it ends with the request.
 */
const degraded = new WeakSet<Request>()

/** Marks the request being served as having used a fallback (nothing outside a request). */
export function markDegraded(): void {
  try {
    degraded.add(getRequest())
  } catch {
    // Not while serving a request (a warm-up, a timer): nothing to mark.
  }
}

/** Whether `request`'s response used a fallback. */
export function wasDegraded(request: Request): boolean {
  return degraded.has(request)
}
