import { StrictMode, startTransition, type ErrorInfo } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { isLeavingPage } from './lib/page-exit'

/**
 * Start's client entry: Start's own default, with one root option (ADR 054). React logs each error
 * an error boundary caught, as it does by default, unless the page is being left: Firefox and
 * WebKit cut a route's chunk off when the visitor navigates away in the middle of a client
 * navigation, and the route's boundary catches that import's rejection, which is the visitor
 * leaving, not an error (app/lib/page-exit.ts).
 */
function onCaughtError(error: unknown, info: ErrorInfo) {
  if (isLeavingPage()) return
  if (import.meta.env.DEV) console.error(error, info.componentStack)
  else console.error(error)
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    { onCaughtError },
  )
})
