import { isNotFound, isRedirect } from '@tanstack/react-router'
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { SERVER_FN_PREFIX } from '#src/http/cache'
import { reportServerError } from './server/error-reporting.server'
import { isInvalidInput, noteServerFnDecoded } from './server/http/server-fn-guard.server'
import { serverRenderedAdapter } from './lib/server-rendered'
import { markArrival } from './server/http/arrival.server'
import { inSpan } from './server/telemetry.server'

// Runs once Start has decoded a server function's payload, before the function's input check: it
// lets the guard (app/server/http/server-fn-guard.server.ts) tell a payload Start could not decode (the
// caller's, 400) from a failure after it (ours). The browser build drops `.server()` and its imports.
const payloadDecoded = createMiddleware({ type: 'function' }).server(({ next }) => {
  noteServerFnDecoded(getRequest())
  return next()
})

// A server function the browser called that fails is reported (ADR 026), unless the failure is a
// response: a redirect, a "not found", or input that failed its check (the caller's, 400). One called
// by a page's render is the render's: a failure that breaks the page is reported as the render's
// (app/server.ts), once; Sentry would drop the second report of the same error anyway. The browser
// still gets the error Start serializes, as before.
const reportFailures = createMiddleware({ type: 'function' }).server(async ({ next, serverFnMeta }) => {
  try {
    return await next()
  } catch (error) {
    const request = getRequest()
    const called = new URL(request.url).pathname.startsWith(SERVER_FN_PREFIX)
    if (called && !isRedirect(error) && !isNotFound(error) && !isInvalidInput(request)) {
      reportServerError(error, { kind: 'server function', method: request.method, path: new URL(request.url).pathname, fn: serverFnMeta?.name })
    }
    throw error
  }
})

// Each server function runs in a span of its own, a child of the request's or the render's (ADR 056).
const traceServerFns = createMiddleware({ type: 'function' }).server(({ next, serverFnMeta }) =>
  inSpan(`server function ${serverFnMeta?.name ?? 'anonymous'}`, serverFnMeta?.name ? { 'code.function.name': serverFnMeta.name } : {}, () => next()),
)

// When the request reached the app: a call made on the visitor's behalf gets what is left of the
// upstream timeout (arrival.server.ts).
const recordArrival = createMiddleware().server(({ request, next }) => {
  markArrival(request)
  return next()
})

// Defining start.ts turns off Start's automatic CSRF protection for server functions: put it back.
export const startInstance = createStart(() => ({
  requestMiddleware: [recordArrival, createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })],
  functionMiddleware: [traceServerFns, payloadDecoded, reportFailures],
  // Loader data the page only shows stays out of the hydration payload (ADR 017).
  serializationAdapters: [serverRenderedAdapter],
}))
