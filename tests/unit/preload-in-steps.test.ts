import { describe, expect, it } from 'vitest'
import { preloadInSteps, type SteppedPreloader } from '../../app/lib/preload-in-steps'

// A page's first preload was one task of 150–230 ms on a phone's CPU (issue 24, goal 3): matching
// the URL, importing each route's code and the router's preload, all at once. `preloadInSteps`
// puts a pause (a yield to the main thread) between them; this records what ran between pauses.

type Options = { readonly href: string }
type Location = { readonly pathname: string }
type Route = { readonly id: string }

function recorder(routes: readonly Route[], chunk: (route: Route) => Promise<void> | undefined = () => Promise.resolve()) {
  const steps: string[][] = [[]]
  const now = (what: string) => steps[steps.length - 1]!.push(what)
  const router: SteppedPreloader<Options, Location, Route> = {
    buildLocation: (options) => (now(`build ${options.href}`), { pathname: options.href.split('?')[0]! }),
    matchRoutes: (location) => now(`match ${location.pathname}`),
    getMatchedRoutes: (pathname) => (now(`routes ${pathname}`), [routes]),
    loadRouteChunk: (route) => (now(`chunk ${route.id}`), chunk(route)),
    preloadRoute: (options) => (now(`preload ${options.href}`), Promise.resolve('loaded')),
  }
  const pause = () => (steps.push([]), Promise.resolve())
  return { router, steps, pause }
}

describe('preloadInSteps', () => {
  it('builds the location, matches it, asks for each route’s code and preloads, each in a task of its own', async () => {
    const { router, steps, pause } = recorder([{ id: '__root__' }, { id: '/{-$locale}/_site' }, { id: '/{-$locale}/_site/pricing' }])
    await expect(preloadInSteps(router, { href: '/pricing?x=1' }, pause)).resolves.toBe('loaded')
    expect(steps).toEqual([
      ['build /pricing?x=1'],
      ['match /pricing', 'routes /pricing'],
      ['chunk __root__'],
      ['chunk /{-$locale}/_site'],
      ['chunk /{-$locale}/_site/pricing'],
      ['preload /pricing?x=1'],
    ])
  })

  it('leaves a failed import to the preload, which reports it, without an unhandled rejection', async () => {
    const failed = Promise.reject(new Error('chunk gone'))
    const { router, steps, pause } = recorder([{ id: 'a' }], () => failed)
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    await preloadInSteps(router, { href: '/a' }, pause)
    await new Promise((resolve) => setTimeout(resolve, 0))
    process.off('unhandledRejection', onUnhandled)
    expect(steps.at(-1)).toEqual(['preload /a'])
    expect(unhandled).toEqual([])
  })
})
