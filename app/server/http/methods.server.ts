import { createMiddleware } from '@tanstack/react-start'
import { allowedMethods, refuseMethod } from '#src/http/methods'

/** The methods each `onlyMethods` middleware lets through, for the route tree's contract test. */
const declared = new WeakMap<object, readonly string[]>()

/**
 * A route's server middleware (Start's `server.middleware` route option) that responds 405 with
 * `Allow` for every method but `methods` (ADR 033, 046). Without it Start renders the page of any
 * route for any method: `GET /api/collect` (a POST endpoint) and `POST /robots.txt` responded 200
 * with a cacheable HTML page. Every server route names the methods of its handlers here, and the
 * locale layout names GET for every page under it; `tests/unit/route-methods.test.ts` checks the
 * route tree: each server route's middleware names exactly its handlers.
 */
export function onlyMethods(...methods: readonly string[]) {
  const allowed = allowedMethods(methods) ?? []
  const middleware = createMiddleware().server(({ request, next }) => {
    const refused = refuseMethod(request.method, allowed)
    if (!refused) return next()
    return new Response(refused.body || null, {
      status: refused.status,
      statusText: 'Method Not Allowed',
      headers: refused.headers.map(([n, v]): [string, string] => [n, v]),
    })
  })
  declared.set(middleware, allowed)
  return middleware
}

/** The methods an `onlyMethods` middleware lets through (undefined for any other middleware). */
export function methodsOf(middleware: object): readonly string[] | undefined {
  return declared.get(middleware)
}
