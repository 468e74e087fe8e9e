import { normalizeSsrResponse } from '@tanstack/react-router/ssr/server'
import { createServerEntry, createStartHandler, defaultStreamHandler, defineHandlerCallback } from '@tanstack/react-start/server'
import { checkStatusOf, renderErrorOf } from '#src/routing/render-status'
import { guardServerFns } from './server/server-fn-guard.server'

/**
 * The server entry: Start's default, plus the status of a failed render.
 * - A route check that fails with a status of its own (SPEC 2.4/8: "the status and message the
 *   validation step supplies") gets that status; the router answers every `notFound()` with 404.
 * - A render that failed with an error (SPEC 8's application error: the error screen) answers 500,
 *   so no cache keeps it and no crawler indexes it, and the error is logged here, once.
 * The body still streams: only the status line changes.
 */
const renderWithStatus = defineHandlerCallback(async (ctx) => {
  const result = normalizeSsrResponse(await defaultStreamHandler(ctx))
  const matches = ctx.router.state.matches
  const failure = renderErrorOf(matches)
  if (failure) console.error(`[render] ${ctx.request.method} ${new URL(ctx.request.url).pathname}:`, failure.error)
  const status = failure ? 500 : checkStatusOf(matches)
  if (status === undefined || status === result.response.status) return result
  const { body, headers, statusText } = result.response
  return { ...result, response: new Response(body, { status, statusText: status === 404 ? statusText : '', headers }) }
})

// Malformed server-function requests get a 4xx before or instead of Start's 500.
export default createServerEntry({ fetch: guardServerFns(createStartHandler(renderWithStatus)) })
