import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** Start's server-function fetcher in the browser build (`@tanstack/start-client-core`). */
const FETCHER = /[/\\]@tanstack[/\\]start-client-core[/\\]dist[/\\]esm[/\\]client-rpc[/\\]serverFnFetcher\.js$/
/** The query that names the fetcher's own code, behind the stand-in. */
const REAL = '?lazy-server-fn-fetcher'

/**
 * Loads Start's server-function fetcher in the browser with the first server-function call, not with
 * the page (ADR 037). Start's client hydration imports it statically (its serialization adapter
 * makes client stubs of server functions), and with it seroval's serializer and deserializer: about
 * 11 KB gzip of the first visit that a hydrating page never runs, since the page's data comes in the
 * HTML. The build gives the module a stand-in with the same exports: `serverFnFetcher` (async
 * already, so a caller sees no difference) imports the real module on its first call and hands every
 * call to it; `trackPostProcessPromise` is only called while the real module deserializes, and
 * forwards to it. The real module keeps its code and its imports, loaded under a query of its own.
 *
 * Start's own code is untouched; if an upgrade moves or renames the fetcher, this plugin matches
 * nothing, the fetcher is back in the first visit and `tests/e2e/bundle.spec.ts` names it.
 * Browser build only: the server calls its functions directly, and `vite dev` serves modules one
 * by one anyway.
 */
export function lazyServerFnFetcher(): Plugin {
  return {
    name: 'profiledeck:lazy-server-fn-fetcher',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id.endsWith(REAL) && FETCHER.test(id.slice(0, -REAL.length))) return readFileSync(id.slice(0, -REAL.length), 'utf8')
      if (!FETCHER.test(id)) return undefined
      const real = JSON.stringify(id + REAL)
      return [
        'let real',
        `const load = () => import(${real}).then((module) => (real = module))`,
        'export function serverFnFetcher(...args) {',
        '  return real ? real.serverFnFetcher(...args) : load().then((module) => module.serverFnFetcher(...args))',
        '}',
        'export function trackPostProcessPromise(promise) {',
        '  real?.trackPostProcessPromise(promise)',
        '}',
      ].join('\n')
    },
  }
}
