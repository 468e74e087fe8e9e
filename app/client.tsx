import { StrictMode, startTransition, type ErrorInfo } from 'react'
import { isLeavingPage } from './lib/page-exit'
import { yieldToMain } from './lib/idle'
import { leaveNativeControlsToTheBrowser } from './lib/native-controls'

/**
 * Start's client entry (ADR 058): Start's own default, `hydrateRoot(document, <StartClient />)`,
 * taken apart into the steps it runs anyway, each a task of its own, so that a phone's main thread
 * is never blocked by all of them at once and a tap between two steps is handled:
 * 1. React DOM's code is evaluated;
 * 2. the router's code, then the app's (its routes, components, catalogs' loader), each evaluated;
 * 3. Start makes the router and hydrates its state from the page (`hydrateStart`);
 * 4. React hydrates the document, in a transition, so its render yields to input too.
 * Until it has, a tap on a native control (a menu's summary, the search box) is left to the
 * browser: React would otherwise hydrate the whole page at once before letting it through
 * (app/lib/native-controls.ts).
 * Every step's code is already on its way: the page preloads each chunk (`bootChunkHrefs`), so the
 * steps wait for no request. Between steps the browser may paint and run input handlers.
 *
 * One root option besides (ADR 054): React logs each error an error boundary caught, as it does by
 * default, unless the page is being left: Firefox and WebKit cut a route's chunk off when the
 * visitor navigates away in the middle of a client navigation, and the route's boundary catches
 * that import's rejection, which is the visitor leaving, not an error (app/lib/page-exit.ts).
 */
function onCaughtError(error: unknown, info: ErrorInfo) {
  if (isLeavingPage()) return
  if (import.meta.env.DEV) console.error(error, info.componentStack)
  else console.error(error)
}

async function hydrate() {
  const { hydrateRoot } = await import('react-dom/client')
  await yieldToMain()
  const { RouterProvider } = await import('@tanstack/react-router')
  await yieldToMain()
  await import('./router')
  await yieldToMain()
  const { hydrateStart } = await import('@tanstack/react-start/client')
  await yieldToMain()
  const router = await hydrateStart()
  await yieldToMain()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      { onCaughtError },
    )
  })
}

leaveNativeControlsToTheBrowser()
void hydrate()

// Development only: edits to the stylesheet the server writes into the page show at once.
if (import.meta.env.DEV) void import('./lib/stylesheet-hot-update.client')
