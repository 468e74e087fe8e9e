import { mayReload, RELOAD_GUARD_KEY, reloadGuardEntry } from '#src/shell/reload-guard'
import { fieldOf } from '#src/lang/field-of'
import { isLeavingPage } from './page-exit'

/**
 * Catches chunk-load failures (`vite:preloadError`) from the first moment in the browser, before
 * the deploy module (`app/client/deploy.client.ts`, a chunk of its own) has arrived: a page whose
 * HTML came from a CDN after a deploy fails while hydrating, i.e. right away. Each failure is marked
 * as handled for TanStack Router (which would otherwise reload once per module for the whole
 * session, new build or not) and held until the deploy module takes over and decides (ADR 010).
 * A chunk cut off because the page is being left (app/lib/page-exit.ts) is marked, and that is all:
 * it is no failure to recover from.
 * Not a `.client.ts` file because `app/router.tsx` imports it statically; it runs only in the browser.
 */
export function catchEarlyChunkErrors() {
  const early: Event[] = []
  let handler = (event: Event) => {
    early.push(event)
  }
  const listener = (event: Event) => {
    const error = fieldOf(event, 'payload') // vite:preloadError carries the failure here
    if (error instanceof Error) {
      try {
        sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
      } catch {
        // No storage: TanStack's own guard cannot work either.
      }
    }
    if (!isLeavingPage()) handler(event)
  }
  window.addEventListener('vite:preloadError', listener)
  return {
    /** Hands the failures seen so far, and all later ones, to the deploy module. */
    takeOver(handle: (event: Event) => void) {
      handler = handle
      for (const event of early.splice(0)) handle(event)
    },
    /**
     * The deploy module itself did not load: this build's files are gone, so a newer build is
     * live. Reload into it, with the same 10 s guard as the deploy module (SPEC 4/9).
     */
    deployModuleMissing(error: unknown) {
      if (isLeavingPage()) return
      console.error('[deploy] the deploy module did not load: reloading into the live build', error)
      const now = Date.now()
      try {
        if (!mayReload(sessionStorage.getItem(RELOAD_GUARD_KEY), now)) {
          console.warn('[deploy] not reloading: the page reloaded less than 10 s ago (nuxt:reload)')
          return
        }
        sessionStorage.setItem(RELOAD_GUARD_KEY, reloadGuardEntry(window.location.pathname + window.location.search, now))
      } catch {
        return
      }
      window.location.reload()
    },
  }
}
