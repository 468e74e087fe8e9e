/**
 * Which request methods a resource serves (ADR 033). Pure: the server entry
 * (`app/server.ts`) asks the route tree what a path is, and this decides the response. A method a
 * resource does not serve gets 405 with `Allow`, never the page the router would render for it.
 */

/** What a page serves: GET, and HEAD, which is GET without the body (RFC 9110 9.3.2). */
export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD']

/**
 * The methods a resource serves, from the handlers its route declares (a server route's
 * `server.handlers`), or a page's when it declares none. HEAD goes with GET, as Start serves a
 * HEAD with the GET handler; `ANY` serves everything (undefined: no method is refused).
 */
export function allowedMethods(declared: readonly string[] | undefined): readonly string[] | undefined {
  if (!declared || declared.length === 0) return PAGE_METHODS
  const methods = new Set(declared.map((m) => m.toUpperCase()))
  if (methods.has('ANY')) return undefined
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/** GET and HEAD first, as people write them; the rest alphabetically. */
function rank(method: string): number {
  return method === 'GET' ? 0 : method === 'HEAD' ? 1 : 2
}

/** The `Allow` header's value for `methods`. */
export function allowHeader(methods: readonly string[]): string {
  return methods.join(', ')
}

/** A 405 as plain data: the server entry makes it a Response, the Node listener writes it. */
export interface MethodRefusal {
  readonly status: 405
  readonly headers: readonly (readonly [string, string])[]
  /** Empty for HEAD. */
  readonly body: string
}

/**
 * The 405 for `method` at a resource that serves `allowed` (from `allowedMethods`), or undefined
 * when it is served. Never stored by a cache: the same URL serves other methods.
 */
export function refuseMethod(method: string, allowed: readonly string[] | undefined): MethodRefusal | undefined {
  const verb = method.toUpperCase()
  if (!allowed || allowed.includes(verb)) return undefined
  return {
    status: 405,
    headers: [
      ['allow', allowHeader(allowed)],
      ['content-type', 'text/plain; charset=utf-8'],
      ['cache-control', 'no-store'],
    ],
    body: verb === 'HEAD' ? '' : 'Method Not Allowed\n',
  }
}
