import { yieldToMain } from './idle'

/** What `preloadInSteps` asks of the router (the router's own methods; a stand-in in tests). */
export interface SteppedPreloader<O, L extends { readonly pathname: string }, R> {
  buildLocation(options: O): L
  matchRoutes(location: L): unknown
  getMatchedRoutes(pathname: string): readonly [readonly R[], ...unknown[]]
  loadRouteChunk(route: R): Promise<void> | undefined
  preloadRoute(options: O): Promise<unknown>
}

/**
 * `router.preloadRoute`, its start spread over tasks. In one task, a page's first preload took
 * 150–230 ms on a phone's CPU (issue 24, goal 3): matching the URL (a route's first URL makes its
 * param and query schemas), importing each matched route's code (the preload helper adds a link
 * for each chunk), then the preload itself. So the URL is matched first, each route's code is asked
 * for in a task of its own, and the router's preload, which finds the schemas made and the imports
 * under way, runs in the next. Building the location (the query schemas) and matching it are
 * apart too.
 */
export async function preloadInSteps<O, L extends { readonly pathname: string }, R>(
  router: SteppedPreloader<O, L, R>,
  options: O,
  pause: () => Promise<void> = yieldToMain,
): Promise<unknown> {
  const location = router.buildLocation(options)
  // Building the location runs the target's query schemas, and on a page's first list or search
  // link makes them: with the match in the same task, that start was 50–80 ms on a phone.
  await pause()
  router.matchRoutes(location)
  // The path's match is the router's cached one by now: only the routes are read from it.
  const [routes] = router.getMatchedRoutes(location.pathname)
  for (const route of routes) {
    await pause()
    // A failed import fails the preload below as well, which is where it is handled.
    router.loadRouteChunk(route)?.catch(() => undefined)
  }
  await pause()
  return router.preloadRoute(options)
}
