/**
 * Catches chunk-load failures (`vite:preloadError`) from the first moment in the browser, before
 * the deploy module (`app/client/deploy.client.ts`, a chunk of its own) has arrived: a page whose
 * HTML came from a CDN after a deploy fails while hydrating, i.e. right away. Each failure is marked
 * as handled for TanStack Router (which would otherwise reload once per module for the whole
 * session, new build or not) and kept until the deploy module takes over and decides (ADR 010).
 * Not a `.client.ts` file because `app/router.tsx` imports it statically; it runs only in the browser.
 */
export function catchEarlyChunkErrors(): { takeOver: (handle: (event: Event) => void) => void } {
  const early: Event[] = []
  let handler = (event: Event) => {
    early.push(event)
  }
  const listener = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (error instanceof Error) {
      try {
        sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
      } catch {
        // No storage: TanStack's own guard cannot work either.
      }
    }
    handler(event)
  }
  window.addEventListener('vite:preloadError', listener)
  return {
    takeOver(handle) {
      handler = handle
      for (const event of early.splice(0)) handle(event)
    },
  }
}
