import { normalizeSsrResponse } from '@tanstack/react-router/ssr/server'
import { createServerEntry, createStartHandler, defaultStreamHandler, defineHandlerCallback } from '@tanstack/react-start/server'
import { checkStatusOf } from '#src/routing/render-status'

/**
 * The server entry: Start's default, plus the status of a failed route check. The router answers a
 * `notFound()` with 404 whatever it carries; a check that fails with a status of its own (SPEC 2.4/8:
 * "the status and message the validation step supplies") gets that status on the response. The body
 * still streams: only the status line changes.
 */
const renderWithCheckStatus = defineHandlerCallback(async (ctx) => {
  const result = normalizeSsrResponse(await defaultStreamHandler(ctx))
  const status = checkStatusOf(ctx.router.state.matches)
  if (status === undefined || status === result.response.status) return result
  const { body, headers, statusText } = result.response
  return { ...result, response: new Response(body, { status, statusText: status === 404 ? statusText : '', headers }) }
})

export default createServerEntry({ fetch: createStartHandler(renderWithCheckStatus) })
