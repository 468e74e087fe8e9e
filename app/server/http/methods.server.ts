import { setupI18n } from '@lingui/core'
import { createRouter } from '@tanstack/react-router'
import { allowedMethods, refuseMethod } from '#src/http/methods'
import { serverFnIdOf } from '#src/http/server-fn'
import { fieldOf } from '#src/lang/field-of'
import { routeTree } from '../../routeTree.gen'
import { PENDING_SITE } from '../../router'

/**
 * The 405 of a method a route does not serve (ADR 033). Without it Start renders the page of any
 * route for any method: `GET /api/collect` (a POST endpoint) and `POST /robots.txt` answered 200
 * with a cacheable HTML page. The methods come from the one table there is, the route tree: a
 * server route declares its handlers, everything else is a page (GET and HEAD). A router made
 * once, only to match paths, answers "which route is this" as Start's own would.
 */
// Matching reads no context; the router's type asks for one.
const matcher = createRouter({ routeTree, context: { i18n: setupI18n(), site: PENDING_SITE, baseInfo: new Map() } })

/** The methods the resource at `pathname` answers; undefined: any (server functions check theirs). */
export function allowedMethodsAt(pathname: string): readonly string[] | undefined {
  // Server functions declare their method on the function; the guard refuses the others (405).
  if (serverFnIdOf(pathname) !== undefined) return undefined
  const [, params, found] = matcher.getMatchedRoutes(pathname)
  // A fuzzy match (`**`) is the router's not-found page: a page.
  const exact = found && params['**'] === undefined
  const handlers = exact ? fieldOf(fieldOf(found.options, 'server'), 'handlers') : undefined
  return allowedMethods(handlers && typeof handlers === 'object' ? Object.keys(handlers) : undefined)
}

/** Wraps the server entry's handler: a method the route does not serve gets 405 with `Allow`. */
export function refuseUnservedMethods<A extends unknown[]>(handler: (request: Request, ...rest: A) => Response | Promise<Response>) {
  return (request: Request, ...rest: A): Response | Promise<Response> => {
    const refused = refuseMethod(request.method, allowedMethodsAt(new URL(request.url).pathname))
    if (!refused) return handler(request, ...rest)
    return new Response(refused.body || null, { status: refused.status, statusText: 'Method Not Allowed', headers: refused.headers.map(([n, v]): [string, string] => [n, v]) })
  }
}
