import { defineMiddleware } from 'nitro'
import { addSecurityHeaders } from './security.server'

/**
 * The security headers of every answer of the app (ADR 015): the outermost middleware, so redirects,
 * 304s, errors and server functions carry them too. Pages bring their own nonce policy from the
 * server entry; files in public/ and /assets/* get the static headers from nitro's route rules.
 */
export default defineMiddleware(async (_event, next) => {
  const answer = await next()
  if (!(answer instanceof Response)) return answer
  // The middleware below builds its answers itself, so their headers can be set in place; only an
  // answer with immutable headers (one passed through from a fetch) is copied.
  try {
    addSecurityHeaders(answer.headers, answer.status)
    return answer
  } catch {
    const headers = new Headers(answer.headers)
    addSecurityHeaders(headers, answer.status)
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
  }
})
