import { trace } from '@opentelemetry/api'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { createServerEntry, createStartHandler, defineHandlerCallback, StartServer } from '@tanstack/react-start/server'
import { checkStatusOf, renderErrorOf } from '#src/routing/render-status'
import { inlineScripts } from '#src/http/inline-scripts'
import { guardServerFns } from './server/http/server-fn-guard.server'
import { etagOf } from './server/http/etag.server'
import { reportServerError } from './server/error-reporting.server'
import { publishPageRender } from './server/diagnostics.server'
import { wasDegraded } from './server/degraded.server'
import { DEGRADED_CACHE_CONTROL } from '#src/http/cache'
import { pagePolicy } from './server/http/security-headers.server'
import { log } from './server/log.server'
import { inSpan } from './server/telemetry.server'

const utf8 = new TextEncoder()

/**
 * The server entry: Start's default string renderer (`defaultRenderHandler`), plus the status of a
 * failed render, the page's policy and its ETag.
 * - Not streamed: every loader has finished before React renders (no deferred data, no Suspense on
 *   the server), so a stream only cut the same HTML into chunks, and paid for it: each chunk encoded
 *   by React, decoded and re-encoded by the router's script injector, and piped through web streams.
 *   Rendering to a string used about a quarter less CPU per page (docs/performance.md).
 * - A route check that fails with a status of its own (SPEC 2.4/8: "the status and message the
 *   validation step supplies") gets that status; the router responds to every `notFound()` with 404.
 * - A render that failed with an error (SPEC 8's application error: the error screen) responds 500,
 *   so no cache stores it and no crawler indexes it, and the error is logged here, once (and
 *   reported, with SENTRY_DSN: ADR 026).
 * - Its Content-Security-Policy allows the inline scripts the render wrote, by their hashes (ADR
 *   030, 046). The policy is the page's own, the same for every visitor of this copy of the page.
 * - A page whose render used an upstream fallback gets a short, private policy: no cache keeps it
 *   (ADR 053).
 * - The body is sent as bytes, encoded once, natively (a string body is checked for lone surrogates
 *   and encoded again by undici on every read). A 200 gets its ETag here, from those bytes; the
 *   HTTP cache middleware keeps an ETag it finds.
 */
const renderPage = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  // The request's span is named by the page's route, not its path: one name per kind of page.
  const route = router.state.matches.at(-1)?.routeId
  if (route) trace.getActiveSpan()?.updateName(`${request.method} ${route}`).setAttribute('http.route', route)
  const started = performance.now()
  const html = await inSpan('render', route ? { 'http.route': route } : {}, async () => {
    try {
      return await transformHtmlStringWithRouter(router, renderToString(createElement(StartServer, { router })))
    } finally {
      publishPageRender({ seconds: (performance.now() - started) / 1000 })
      router.serverSsr?.cleanup()
    }
  })
  const matches = router.state.matches
  const failure = renderErrorOf(matches)
  if (failure) {
    const path = new URL(request.url).pathname
    log.error({ err: failure.error, method: request.method, path }, 'the page failed to render')
    reportServerError(failure.error, { kind: 'render', method: request.method, path })
  }
  const status = failure ? 500 : (checkStatusOf(matches) ?? getSsrStatus(router))
  responseHeaders.set(...pagePolicy(inlineScripts(html)))
  // A page made with an upstream fallback is right only until the upstream recovers (ADR 053).
  if (wasDegraded(request)) responseHeaders.set('cache-control', DEGRADED_CACHE_CONTROL)
  const body = utf8.encode(html)
  if (status === 200) responseHeaders.set('etag', etagOf(responseHeaders.get('content-type'), body))
  return new Response(body, { status, headers: responseHeaders })
})

// Malformed server-function requests get a 4xx before or instead of Start's 500. A method a route
// does not serve gets its 405 from the route's own middleware (methods.server.ts).
export default createServerEntry({ fetch: guardServerFns(createStartHandler(renderPage)) })
