import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { getSsrStatus, normalizeSsrResponse, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { createServerEntry, createStartHandler, defineHandlerCallback, StartServer } from '@tanstack/react-start/server'
import { checkStatusOf, renderErrorOf } from '#src/routing/render-status'
import { guardServerFns } from './server/server-fn-guard.server'
import { pagePolicy } from './server/security.server'

/**
 * The server entry: Start's default, plus the status of a failed render.
 * - A route check that fails with a status of its own (SPEC 2.4/8: "the status and message the
 *   validation step supplies") gets that status; the router answers every `notFound()` with 404.
 * - A render that failed with an error (SPEC 8's application error: the error screen) answers 500,
 *   so no cache keeps it and no crawler indexes it, and the error is logged here, once.
 * - Its Content-Security-Policy names the nonce the render put on every script (ADR 015).
 */
const renderWithStatus = defineHandlerCallback(async (ctx) => {
  const result = normalizeSsrResponse(await renderPage(ctx))
  const matches = ctx.router.state.matches
  const failure = renderErrorOf(matches)
  if (failure) console.error(`[render] ${ctx.request.method} ${new URL(ctx.request.url).pathname}:`, failure.error)
  const status = failure ? 500 : checkStatusOf(matches) ?? result.response.status
  const { body, statusText } = result.response
  const headers = new Headers(result.response.headers)
  // The page's scripts carry this render's nonce; its policy names it (ADR 015).
  const nonce = ctx.router.options.ssr?.nonce
  if (nonce) headers.set(...pagePolicy(nonce))
  return { ...result, response: new Response(body, { status, statusText: status === 404 || status === result.response.status ? statusText : '', headers }) }
})

const utf8 = new TextEncoder()

/**
 * The page rendered to one string (Start's `defaultRenderHandler`, sent as bytes).
 * - Not streamed: every loader has finished before React renders (no deferred data, no Suspense on
 *   the server), so a stream only cut the same HTML into chunks, and paid for it: each chunk encoded
 *   by React, decoded and re-encoded by the router's script injector, and piped through web streams.
 *   Rendering to a string used about a quarter less CPU per page (README, "Performance").
 * - Bytes, not the string: a string body is checked for lone surrogates and encoded by undici on
 *   every read; `TextEncoder` does it once, natively.
 */
const renderPage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const html = await transformHtmlStringWithRouter(router, renderToString(createElement(StartServer, { router })))
    return new Response(utf8.encode(html), { status: getSsrStatus(router), headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

// Malformed server-function requests get a 4xx before or instead of Start's 500.
export default createServerEntry({ fetch: guardServerFns(createStartHandler(renderWithStatus)) })
