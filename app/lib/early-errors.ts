import { isLeavingPage } from './page-exit'

/**
 * Keeps the page's first errors (uncaught errors, unhandled rejections, chunk-load failures) until
 * error reporting (ADR 026), which loads after idle, takes them: a page that fails while it
 * hydrates fails before the reporter exists. At most a few are kept. Runs only in the browser
 * (app/router.tsx calls it from its client-only start); the events themselves are kept, their
 * reading is the reporter's. Nothing is kept while the page is being left (app/lib/page-exit.ts):
 * its cut-off requests are no errors.
 */
const KEEP = 10
let early: Event[] | undefined

/** Starts keeping errors; the router calls it once, as it is made. */
export function keepEarlyErrors(): void {
  early = []
  const keep = (event: Event) => {
    if (early && early.length < KEEP && !isLeavingPage()) early.push(event)
  }
  for (const type of ['error', 'unhandledrejection', 'vite:preloadError']) window.addEventListener(type, keep)
}

/** The errors kept so far; keeping stops (the reporter's own handlers take over). */
export function takeEarlyErrors(): Event[] {
  const taken = early ?? []
  early = undefined
  return taken
}
