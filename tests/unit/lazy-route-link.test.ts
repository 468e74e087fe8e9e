import { describe, expect, it } from 'vitest'
import { lazyRouteLink } from '../../scripts/lazy-route-link-plugin'

type Hook = (this: unknown, ...args: unknown[]) => unknown
const call = (hook: unknown, context: unknown, ...args: unknown[]) => (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler).call(context, ...args)

const ROUTE = '/app/node_modules/@tanstack/react-router/dist/esm/route.js'
const REAL = '/app/node_modules/@tanstack/react-router/dist/esm/link.js'

describe('the lazy Route.Link build step', () => {
  it('gives the route module a stand-in whose Link loads the real one on first render', async () => {
    const plugin = lazyRouteLink()
    const context = { resolve: async (source: string, importer: string) => ({ id: source === './link.js' && importer === ROUTE ? REAL : 'other' }) }
    const standIn = await call(plugin.resolveId, context, './link.js', ROUTE, {})
    expect(typeof standIn).toBe('string')
    const code = String(await call(plugin.load, context, standIn))
    expect(code).toContain("import { lazy } from 'react'")
    expect(code).toContain(`export const Link = lazy(() => import(${JSON.stringify(REAL)}).then((module) => ({ default: module.Link })))`)
  })

  it('leaves every other import of the link module, and every other module, alone', async () => {
    const plugin = lazyRouteLink()
    const context = { resolve: async () => ({ id: REAL }) }
    expect(await call(plugin.resolveId, context, './link.js', '/app/node_modules/@tanstack/react-router/dist/esm/index.js', {})).toBeUndefined()
    expect(await call(plugin.resolveId, context, './useRouter.js', ROUTE, {})).toBeUndefined()
    expect(await call(plugin.load, context, REAL)).toBeUndefined()
  })

  it('runs before Vite resolves the import, in the browser build only', () => {
    const plugin = lazyRouteLink()
    expect(plugin.enforce).toBe('pre')
    expect(plugin.apply).toBe('build')
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean
    expect(applies({ name: 'client' })).toBe(true)
    expect(applies({ name: 'ssr' })).toBe(false)
  })
})
