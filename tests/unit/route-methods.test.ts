import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowedMethods, PAGE_METHODS } from '#src/http/methods'
import { methodsOf } from '../../app/server/http/methods.server'

// A method a route does not serve responds 405 (ADR 033, 046), from the route's own options: each
// server route's middleware names exactly the methods of its handlers, and the locale layout, above
// every page, names GET (and so HEAD). A handler added without its method, or a method listed
// without a handler, fails here.

const ROUTES = join(import.meta.dirname, '../../app/routes')
const serverRouteFiles = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .map((file) => join(ROUTES, file))

interface RouteOptions {
  server?: { middleware?: readonly object[]; handlers?: Record<string, unknown> }
}
const optionsOf = async (file: string) => ((await import(file)) as { Route: { options: RouteOptions } }).Route.options

describe('405s come from the route tree', () => {
  it('finds the server routes', () => {
    expect(serverRouteFiles.length).toBeGreaterThanOrEqual(10)
  })

  for (const file of serverRouteFiles) {
    it(`${relative(ROUTES, file)}: its middleware lets through the methods of its handlers and no other`, async () => {
      const server = (await optionsOf(file)).server
      const handlers = Object.keys(server?.handlers ?? {})
      expect(handlers.length).toBeGreaterThan(0)
      const declared = (server?.middleware ?? []).map(methodsOf).filter((m) => m !== undefined)
      expect(declared).toEqual([allowedMethods(handlers)])
    })
  }

  it('every page serves GET and HEAD only: the locale layout says so for all of them', async () => {
    const layout = await optionsOf(join(ROUTES, '{-$locale}/route.tsx'))
    expect((layout.server?.middleware ?? []).map(methodsOf)).toEqual([PAGE_METHODS])
  })
})
