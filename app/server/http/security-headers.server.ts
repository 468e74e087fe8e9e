import { defineMiddleware } from 'nitro'
import { editHeaders } from './edit-headers'
import { addSecurityHeaders } from './security.server'

/**
 * The security headers of every answer of the app (ADR 015): the outermost middleware, so redirects,
 * 304s, errors and server functions carry them too. Pages bring their own nonce policy from the
 * server entry; files in public/ and /assets/* get the static headers from nitro's route rules.
 */
export default defineMiddleware(async (_event, next) => {
  const answer = await next()
  if (!(answer instanceof Response)) return answer
  return editHeaders(answer, (headers) => addSecurityHeaders(headers, answer.status))
})
