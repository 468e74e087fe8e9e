/**
 * Whether the page is being left: the one signal every reporter of the browser asks before it calls
 * a failure a failure (ADR 010, 026; SPEC 8).
 *
 * Firefox and WebKit cut off the page's requests when the visitor navigates away or closes the tab,
 * and tell the page while it still runs: a lazy chunk's import rejects (Vite raises
 * `vite:preloadError`), its `<link rel="modulepreload">` fires `error`, a call's fetch rejects.
 * Chromium tears the page down without a word. Such a failure is the visitor leaving, not a broken
 * page: nothing of it is reported (the console, Sentry, the tracked errors) and nothing reloads.
 *
 * The page is being left from `beforeunload` (the first thing a navigation away or a closing tab
 * does, before any request is cut off) or `pagehide`. It stays after all when it shows again
 * (`pageshow`, back from the back/forward cache), when it becomes visible again, or when the visitor
 * uses it again (a pointer or a key pressed): a navigation that turned into a download, was stopped
 * or was answered with no content left it in place.
 *
 * `watchPageExit` is called once, as the browser's router is made (app/router.tsx); the reporters
 * (app/lib/early-chunk-errors.ts, app/lib/early-errors.ts, app/lib/report.ts, app/client/*, the
 * error screen and React's root in app/client.tsx) ask `isLeavingPage`. Runs only in the browser.
 */

/** The events that say the page is being left, and those that say it stays after all. */
const LEAVE = ['beforeunload', 'pagehide'] as const
const STAY = ['pageshow', 'pointerdown', 'keydown'] as const

/** A page's exit state, on the window it watches: separate from the module's one for tests. */
export function pageExitState(target: Pick<Window, 'addEventListener'>, doc: Pick<Document, 'addEventListener' | 'visibilityState'>) {
  let leaving = false
  for (const type of LEAVE) target.addEventListener(type, () => (leaving = true), { capture: true })
  for (const type of STAY) target.addEventListener(type, () => (leaving = false), { capture: true })
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') leaving = false
  })
  return { isLeaving: () => leaving }
}

let state: ReturnType<typeof pageExitState> | undefined

/** Starts watching this page's exit (once). */
export function watchPageExit(): void {
  state ??= pageExitState(window, document)
}

/** Whether the visitor is leaving this page (navigating away, closing the tab). False before `watchPageExit`. */
export function isLeavingPage(): boolean {
  return state?.isLeaving() ?? false
}

/**
 * The end of a promise chain nobody awaits (`void import(…).then(…).catch(unlessLeaving)`): its
 * failure stays an unhandled rejection, which the console and the reporters see, unless the page
 * is being left. Firefox reports an unhandled rejection even when its event is cancelled, so a
 * chunk cut off by leaving is handled where it is asked for.
 */
export function unlessLeaving(error: unknown): void {
  if (!isLeavingPage()) throw error
}
