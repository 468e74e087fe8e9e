import { defineMiddleware, serverFetch } from 'nitro'
import { personalValue } from '#src/http/cache'
import { hostLocaleFor } from '#src/i18n/hosts'
import { decideRequest } from '#src/routing/request'
import { env } from '../env.server'
import { editHeaders } from './edit-headers.server'
import { requestHost } from '#src/http/request-host'

/**
 * The nitro middleware's first step (middleware.server.ts): SPEC 2.4's normalisation and SPEC 4's root
 * redirect (`src/routing/request.ts`) before anything else responds, so the HTML cache and Start see
 * the canonical URL. It is in nitro, not a Start request middleware, because Start responds to
 * `//host/x` with its own 308 before its middleware runs, and a protocol-relative URL must be
 * refused (400), never redirected. Static files in `public/` are served before this runs.
 */
export const requestRules = defineMiddleware(async (event, next) => {
  const url = event.url
  // The request line's path, still encoded: `new URL()` has already resolved `%2e%2e` and `..`, so
  // prefer the raw request target where the runtime exposes it (srvx's Node request, `runtime.node`).
  const nodeTarget = event.req.runtime?.node?.req.url
  const rawPath = rawPathOf(nodeTarget?.startsWith('/') ? `http://x${nodeTarget}` : event.req.url)
  const decision = decideRequest({
    method: event.req.method,
    path: rawPath,
    search: url.search,
    hostLocale: hostLocaleFor(
      requestHost((name) => event.req.headers.get(name)),
      env.origins,
    ),
    cookie: event.req.headers.get('cookie'),
    acceptLanguage: event.req.headers.get('accept-language'),
  })
  switch (decision.kind) {
    case 'reject':
      return new Response(`Bad request: ${decision.reason}\n`, {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      })
    case 'redirect':
      return new Response(null, {
        status: decision.status,
        headers: { location: decision.location, ...(decision.headers ?? { 'cache-control': 'public, max-age=3600' }) },
      })
    case 'rewrite':
      // The app's response for the canonical path, as if it had been asked for (nitro's own fetch).
      return serverFetch(decision.path + url.search, { method: event.req.method, headers: event.req.headers })
    case 'serve':
      break
  }
  const personal = decision.headers
  if (!personal) return next()
  // Decided once per request: the HTML cache sends a cached `/` with these (html-cache.server.ts).
  event.context.personalHeaders = personal
  // The root's personal headers (Cache-Control private, Vary: Cookie, Accept-Language) are this
  // visitor's only, so they go on the response on its way out, after the HTML cache: the page is the
  // language's home, the same for everyone it is shown to, so the cache stores it as a public page
  // and the next such visitor's request is a lookup, not a render (ADR 035).
  const response = await next()
  // A cached `/` was sent with them already.
  if (event.context.htmlCacheHit) return response
  return response instanceof Response ? editHeaders(response, (headers) => personalize(headers, personal)) : response
})

/** `personal`'s headers on a response: Cache-Control replaced, its Vary added to the response's own. */
function personalize(headers: Headers, personal: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(personal)) headers.set(name, personalValue(name, value, headers.get(name)))
}

/** The path part of a request URL exactly as sent (no dot-segment or slash resolution). */
export function rawPathOf(requestUrl: string): string {
  const afterScheme = requestUrl.indexOf('://')
  const start = afterScheme < 0 ? 0 : requestUrl.indexOf('/', afterScheme + 3)
  if (start < 0) return '/'
  const end = requestUrl.search(/[?#]/)
  return requestUrl.slice(start, end < start ? undefined : end)
}
