import type { Plugin } from 'vite'

/** The router's route classes (`@tanstack/react-router`), which give every route a `Link` of its own. */
const ROUTE_MODULE = /[/\\]@tanstack[/\\]react-router[/\\]dist[/\\]esm[/\\]route\.js$/
/** The router's `Link` component, as the route module imports it. */
const LINK_IMPORT = './link.js'
/** The id of the stand-in the route module gets instead. */
const STAND_IN = '\0profiledeck:lazy-route-link'

/**
 * Loads the router's `Link` component in the browser with its first render, not with the page (ADR
 * 039). Every route the router makes gets a `Route.Link` (a `Link` bound to the route), so the route
 * module imports `Link` statically and with it `useLinkProps`, the link's preloading and its
 * intersection observer: about 1.5 KB gzip of every first visit, which no page of this site renders
 * (its links are `PageLink`/`AppLink`, plain anchors that navigate with the router). The route module
 * gets a stand-in whose `Link` is `React.lazy` of the real one: a `Route.Link` still works, and
 * suspends once while its code loads. Importers of `Link` other than the route module (the package's
 * own index) keep the real module, so `import { Link } from '@tanstack/react-router'` is unchanged.
 *
 * The router's own code is untouched; if an upgrade moves `Link` or the route module, this plugin
 * matches nothing, `Link` is back in the first visit and `tests/e2e/bundle.spec.ts` names it.
 * Browser build only: the server renders no `Link` either, and `vite dev` serves modules one by one.
 */
export function lazyRouteLink(): Plugin {
  let realLink: string | undefined
  return {
    name: 'profiledeck:lazy-route-link',
    // Before Vite's own resolver, which would resolve the import first.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== LINK_IMPORT || !importer || !ROUTE_MODULE.test(importer)) return undefined
      const real = await this.resolve(source, importer, { skipSelf: true })
      if (!real) return undefined
      realLink = real.id
      return STAND_IN
    },
    load(id) {
      if (id !== STAND_IN || !realLink) return undefined
      return [
        "import { lazy } from 'react'",
        `export const Link = lazy(() => import(${JSON.stringify(realLink)}).then((module) => ({ default: module.Link })))`,
      ].join('\n')
    },
  }
}
