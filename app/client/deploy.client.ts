import { DEFAULT_LOCALE } from '#src/i18n/locales'
import {
  appManifestPath,
  isNewBuild,
  latestBuildUrl,
  NO_RULES,
  parseAppManifest,
  parseLatestBuild,
  redirectFor,
  type LatestBuild,
  type RouteRuleMatcher,
} from '#src/shell/build-manifest'
import { mayReload, RELOAD_GUARD_KEY, reloadGuardEntry } from '#src/shell/reload-guard'
import { BUILD_POLL_MS, BUILD_RECHECK_HIDDEN_MS } from '#src/shell/timings'
import { BUILD_ID } from '../lib/build'
import type { catchEarlyChunkErrors } from '../lib/early-chunk-errors'
import { whenIdle } from '../lib/idle'
import { isLeavingPage, unlessLeaving } from '../lib/page-exit'
import type { RegisteredRouter } from '@tanstack/react-router'
import { fieldOf } from '#src/lang/field-of'

/**
 * Deploy-safe navigation in the browser (SPEC 4, 7, 8; ADR 010):
 * - polls `/builds/latest.json` every hour and when the tab comes back after a while; an id other
 *   than this page's build means a new deploy, and the next navigation becomes a full page load;
 * - a chunk that fails to load (Vite's `vite:preloadError`, raised before the error is rethrown)
 *   makes it ask for the latest build: with a new build the page reloads, at most once per 10 s
 *   (`nuxt:reload` in session storage); without one the error reaches the route's error screen;
 * - applies the route rules of this build's app manifest (`/builds/meta/{id}.json`) to client
 *   navigations: a path the server redirects is loaded as a document at its target.
 * Loaded by `app/router.tsx` right after the router exists; chunk errors from before it arrived
 * are held for it by `app/lib/early-chunk-errors.ts`. The rest waits for an idle moment.
 */

type AppRouter = RegisteredRouter

let router: AppRouter | undefined
let rules: RouteRuleMatcher = NO_RULES
let updateAvailable = false
let checking: Promise<LatestBuild | undefined> | undefined
let unblock: (() => void) | undefined
let pollTimer: number | undefined
let prefetching = 0

/** Whether a build newer than this page's is live (prefetching old chunks is then pointless). */
export function isUpdateAvailable(): boolean {
  return updateAvailable
}

/** Marks a prefetch as started; call the returned function when it settles. */
export function trackPrefetch(): () => void {
  prefetching++
  let done = false
  return () => {
    if (!done) prefetching--
    done = true
  }
}

/** Asks which build is live; one request at a time. Failures are logged and return undefined. */
export function checkForUpdate(): Promise<LatestBuild | undefined> {
  checking ??= (async () => {
    try {
      const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store', headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const latest = parseLatestBuild(await response.json())
      if (!latest) throw new Error('not a build manifest')
      if (isNewBuild(BUILD_ID, latest)) signalUpdate(latest)
      return latest
    } catch (error) {
      console.warn('[deploy] checking the latest build failed', error)
      return undefined
    } finally {
      checking = undefined
    }
  })()
  return checking
}

function signalUpdate(latest: LatestBuild) {
  if (updateAvailable) return
  updateAvailable = true
  console.info(`[deploy] build ${latest.id} is live (this page runs ${BUILD_ID}): the next navigation loads a full page`)
  window.clearInterval(pollTimer)
  installBlocker()
}

/**
 * Reloads the page unless it already did so less than `RELOAD_GUARD_TTL_MS` ago in this tab, so a
 * broken deploy cannot cause a reload loop. Without session storage there is no guard, so no reload.
 * A page being left is not reloaded: the visitor is already going elsewhere.
 */
export function reloadOnce(): boolean {
  if (isLeavingPage()) return false
  const now = Date.now()
  try {
    if (!mayReload(sessionStorage.getItem(RELOAD_GUARD_KEY), now)) {
      console.warn('[deploy] not reloading: the page reloaded less than 10 s ago (nuxt:reload)')
      return false
    }
    sessionStorage.setItem(RELOAD_GUARD_KEY, reloadGuardEntry(window.location.pathname + window.location.search, now))
  } catch {
    return false
  }
  window.location.reload()
  return true
}

/** Where a client navigation must load a document instead, or undefined to let the router go on. */
function documentTarget(current: { pathname: string; search: string }, next: { pathname: string; search: string; hash: string; href: string }) {
  // The manifest's rules are those of the default host's request rules (src/routing/route-rules.ts).
  if (router?.options.context.site.hostLocale === DEFAULT_LOCALE) {
    const redirect = redirectFor(rules, next.pathname)
    if (redirect) return redirect + next.search + next.hash
  }
  // A hash change within the page needs no new code.
  if (!updateAvailable || (next.pathname === current.pathname && next.search === current.search)) return undefined
  return next.href
}

function installBlocker() {
  if (unblock || !router) return
  unblock = router.history.block({
    enableBeforeUnload: false,
    blockerFn: ({ currentLocation, nextLocation, action }) => {
      const target = documentTarget(currentLocation, nextLocation)
      if (target === undefined) return false
      if (action === 'PUSH') window.location.assign(target)
      else if (action === 'REPLACE') window.location.replace(target)
      // Back/forward: the address bar already shows the next entry; load it as a document.
      else window.location.reload()
      return action === 'PUSH' || action === 'REPLACE'
    },
  })
}

async function loadRules() {
  try {
    const response = await fetch(appManifestPath(BUILD_ID), { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const manifest = parseAppManifest(await response.json())
    if (!manifest) throw new Error('not an app manifest')
    rules = manifest.matcher
    if (Object.keys(rules.static).length + Object.keys(rules.wildcard).length > 0) installBlocker()
  } catch (error) {
    // SPEC 8: a manifest that cannot be fetched means no rules, never a broken page. One cut off
    // because the page is being left is not logged.
    if (!isLeavingPage()) console.error('[deploy] fetching the app manifest failed: route rules treated as empty', error)
    rules = NO_RULES
  }
}

/** A chunk failed to load (the listener in `app/lib/early-chunk-errors.ts` hands it over). */
function onChunkError(event: Event) {
  const error = fieldOf(event, 'payload')
  console.error('[deploy] a chunk failed to load', error)
  // A prefetch that failed while the page sat idle broke nothing: remember the update (the next
  // navigation loads a document) rather than reloading under the visitor's pointer.
  const idlePrefetch = prefetching > 0 && router?.state.status === 'idle' && !router.state.isLoading
  void checkForUpdate().then((latest) => {
    if (isNewBuild(BUILD_ID, latest) && !idlePrefetch) reloadOnce()
  })
}

let hiddenAt: number | undefined
function onVisibilityChange() {
  if (document.visibilityState === 'hidden') {
    hiddenAt = Date.now()
    return
  }
  const away = hiddenAt === undefined ? 0 : Date.now() - hiddenAt
  hiddenAt = undefined
  if (away >= BUILD_RECHECK_HIDDEN_MS && !updateAvailable) void checkForUpdate()
}

/** Starts watching for deploys in this tab (once), taking over the chunk errors seen so far. */
export function startDeployWatch(appRouter: AppRouter, chunkErrors: ReturnType<typeof catchEarlyChunkErrors>) {
  if (router) return
  router = appRouter
  chunkErrors.takeOver(onChunkError)
  // `vite dev` publishes no build manifests.
  if (import.meta.env.DEV) return
  pollTimer = window.setInterval(() => void checkForUpdate(), BUILD_POLL_MS)
  document.addEventListener('visibilitychange', onVisibilityChange)
  // A mark for tests: the tab now watches for deploys (the chunk's arrival is not enough to know).
  document.documentElement.dataset.deployWatch = ''
  whenIdle(() => {
    void loadRules()
    void import('./prefetch.client').then((m) => m.startPrefetch(appRouter, { isUpdateAvailable, trackPrefetch })).catch(unlessLeaving)
  })
}
