import { describe, expect, expectTypeOf, it } from 'vitest'
import type { FileRoutesByTo } from '../../app/routeTree.gen'
import { PAGE_KINDS, PAGES, type PageKind } from '#src/routing/registry'

// Every page kind of the registry must be a route of the app (a kind the route tree lacks would
// build links to 404s), and every page route must be a kind (a route the registry does not know
// would have no existence check, no switch rule and no sitemap entry). Checked against the
// generated route tree, at the type level.
type AsRoute<P extends string> = P extends '/' ? '/{-$locale}' : `/{-$locale}${P}`
type KindRoutes = AsRoute<(typeof PAGES)[PageKind]['path']>
/** Page routes: the locale's routes but the error pages, the icon page and the resource routes. */
type PageRoutes = Exclude<Extract<keyof FileRoutesByTo, `/{-$locale}${string}`>, `/{-$locale}/${'error' | '_icons' | 'blog/rss.xml' | 'news/rss.xml'}${string}`>

describe('the registry and the route tree', () => {
  it('every page kind is a route of the app, and every page route a kind', () => {
    expectTypeOf<KindRoutes>().toExtend<keyof FileRoutesByTo>()
    expectTypeOf<PageRoutes>().toEqualTypeOf<KindRoutes>()
    // One route per kind, so no two kinds may share a path (the type check above cannot see that).
    expect(new Set(PAGE_KINDS.map((kind) => PAGES[kind].path)).size).toBe(PAGE_KINDS.length)
  })
})
