import { isLeavingPage } from './page-exit'

/**
 * Buffers the page's first errors (uncaught errors, unhandled rejections, chunk-load failures) until
 * error reporting (ADR 026), which loads after idle, takes them: a page that fails while it
 * hydrates fails before the reporter exists. At most a few are buffered. Runs only in the browser
 * (app/router.tsx calls it from its client-only start); the events themselves are buffered, their
 * reading is the reporter's. Nothing is buffered while the page is being left
 * (app/lib/page-exit.ts): its cut-off requests are no errors.
 */
const MAX_BUFFERED = 10
let early: Event[] | undefined

/** Starts buffering errors; the router calls it once, as it is made. */
export function bufferEarlyErrors(): void {
  early = []
  const buffer = (event: Event) => {
    if (early && early.length < MAX_BUFFERED && !isLeavingPage()) early.push(event)
  }
  for (const type of ['error', 'unhandledrejection', 'vite:preloadError']) window.addEventListener(type, buffer)
}

/** The errors buffered so far; buffering stops (the reporter's own handlers take over). */
export function takeEarlyErrors(): Event[] {
  const taken = early ?? []
  early = undefined
  return taken
}
