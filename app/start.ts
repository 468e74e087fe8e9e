import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { noteServerFnDecoded } from './server/server-fn-guard.server'
import { serverRenderedAdapter } from './lib/server-rendered'

// Runs once Start has decoded a server function's payload, before the function's input check: it
// lets the guard (app/server/server-fn-guard.server.ts) tell a payload Start could not decode (the
// caller's, 400) from a failure after it (ours). The browser build drops `.server()` and its imports.
const payloadDecoded = createMiddleware({ type: 'function' }).server(({ next }) => {
  noteServerFnDecoded(getRequest())
  return next()
})

// Defining start.ts turns off Start's automatic CSRF protection for server functions: put it back.
export const startInstance = createStart(() => ({
  requestMiddleware: [createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })],
  functionMiddleware: [payloadDecoded],
  // Loader data the page only shows stays out of the hydration payload (ADR 017).
  serializationAdapters: [serverRenderedAdapter],
}))
