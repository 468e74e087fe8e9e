import { fieldOf } from '#src/lang/field-of'

/**
 * When each request reached this server (ms since the epoch). A call made on a visitor's behalf
 * gets what is left of the upstream timeout (`remainingTimeout`), so time spent in the server
 * before it (queued behind other work, handed to the render thread) does not push the visitor's
 * fallback past the timeout plus 100 ms. The first layer that sees a request records it: the Node
 * listener (node-entry.server.ts), else the front door (Vercel, the dev server); the render thread
 * gets the main thread's with the request. Kept by the object that stands for the request in every
 * layer (`carrierOf`), as the cache's lookup is.
 */
// One map per thread, shared by the bundles in it: nitro's (the listener, the front door, the
// render thread's receiving end) records, Start's (the server functions' upstream calls) reads.
const ARRIVALS = Symbol.for('profiledeck.request-arrivals')
const shared = globalThis as typeof globalThis & { [ARRIVALS]?: WeakMap<object, number> }
const arrivals = (shared[ARRIVALS] ??= new WeakMap<object, number>())

/** Records that `carrier` (Node's IncomingMessage, or a Request) arrived at `at`, unless a layer before did. */
export function markArrival(carrier: object, at = Date.now()): void {
  if (!arrivals.has(carrier)) arrivals.set(carrier, at)
}

/** When `request` reached this server, if a layer recorded it. */
export function arrivalOf(request: Request): number | undefined {
  return arrivals.get(carrierOf(request))
}

/**
 * The object that stands for `request` in every layer: Node's IncomingMessage when srvx made the
 * Request (the listener saw it first), else the Request itself (the render thread's, Vercel's).
 */
export function carrierOf(request: Request): object {
  const node = fieldOf(fieldOf(fieldOf(request, 'runtime'), 'node'), 'req')
  return typeof node === 'object' && node !== null ? node : request
}
