import { describe, expect, expectTypeOf, it } from 'vitest'
import type { FileRoutesByTo } from '../../app/routeTree.gen'
import { LINK_PATTERNS, type LinkPattern } from '../../src/routing/links'

// The typed link table of src/routing/links.ts must name real routes: a pattern the route tree
// lacks would build links to 404s. Checked at the type level against the generated route tree.
type AsRoute<P extends string> = P extends '/' ? '/{-$locale}' : `/{-$locale}${P}`

describe('link patterns and the route tree', () => {
  it('every link pattern is a route of the app', () => {
    expectTypeOf<AsRoute<LinkPattern>>().toExtend<keyof FileRoutesByTo>()
    expect(LINK_PATTERNS.length).toBeGreaterThan(30)
  })
})
