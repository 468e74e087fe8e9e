import type { PageKind } from './registry'

/**
 * What one request for page data (ADR 022, 046) names and may carry: the browser batches preloads
 * up to it, the server's input check refuses more. Here, not in `pages.functions.ts`, so the browser
 * can batch without loading the server-function module before its first request (ADR 039).
 */

/** The most pages one `getPages` request may ask for (a burst of preloads travels together, ADR 022). */
export const MAX_PAGES_PER_REQUEST = 16

/**
 * The longest canonical query a request names. No page of this site comes near it (its canonical
 * queries are `?page=N`); the server's input check refuses longer ones, so a full request stays well
 * within what the server takes, whatever the serializer adds.
 */
export const MAX_QUERY_LENGTH = 256

/** The most params a page has (the locale prefix and a route's own), and the longest of them. */
export const MAX_PARAMS = 4
export const MAX_PARAM_LENGTH = 128

/**
 * A page as its route matched it (ADR 046): the kind of the route, the params the router parsed
 * (the locale prefix among them), and the canonical query. The server checks this page and
 * responds with it; it never matches the URL again.
 */
export interface PageRequest {
  readonly kind: PageKind
  readonly params: Readonly<Record<string, string>>
  /** The canonical query (`?page=2`), or ''. */
  readonly query: string
}

/** The string that names a request in the browser's batches and primes (one per page). */
export function pageRequestKey(request: PageRequest): string {
  const params = Object.keys(request.params)
    .sort()
    .map((name) => `${name}=${request.params[name]}`)
    .join('&')
  return `${request.kind}|${params}|${request.query}`
}
