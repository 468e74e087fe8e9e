import { describe, expect, it } from 'vitest'
import {
  appManifest,
  appManifestPath,
  isNewBuild,
  latestBuildUrl,
  NO_RULES,
  parseAppManifest,
  parseLatestBuild,
  redirectFor,
  routeRulesFor,
  type RouteRuleMatcher,
} from './build-manifest'

const matcher: RouteRuleMatcher = {
  static: { '/Pricing': { redirect: { to: '/pricing', statusCode: 301 } }, '/docs/intro': { prerender: true } },
  wildcard: {
    '/en': { redirect: { to: '/**', statusCode: 301 } },
    '/docs': { prerender: true },
    '/old': { redirect: { to: '/new', statusCode: 302 } },
  },
}

describe('latest build', () => {
  it('reads { id, timestamp } and nothing else', () => {
    expect(parseLatestBuild({ id: 'abc-1', timestamp: 5 })).toEqual({ id: 'abc-1', timestamp: 5 })
    expect(parseLatestBuild({ id: 'abc-1' })).toBeUndefined()
    expect(parseLatestBuild({ id: '../x', timestamp: 5 })).toBeUndefined()
    expect(parseLatestBuild({ id: '', timestamp: 5 })).toBeUndefined()
    expect(parseLatestBuild('abc')).toBeUndefined()
    expect(parseLatestBuild(null)).toBeUndefined()
  })

  it('signals an update only for a different id', () => {
    expect(isNewBuild('a', { id: 'b', timestamp: 1 })).toBe(true)
    expect(isNewBuild('a', { id: 'a', timestamp: 2 })).toBe(false)
    expect(isNewBuild('a', undefined)).toBe(false)
  })

  it('polls with a timestamp query and names meta files by id', () => {
    expect(latestBuildUrl(1700000000123.4)).toBe('/builds/latest.json?timestamp=1700000000123')
    expect(appManifestPath('abc')).toBe('/builds/meta/abc.json')
  })
})

describe('app manifest', () => {
  it('round-trips through JSON', () => {
    const manifest = appManifest({ id: 'b1', timestamp: 9 }, matcher, ['/z', '/a'])
    expect(manifest.prerendered).toEqual(['/a', '/z'])
    expect(parseAppManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest)
  })

  it('drops malformed rules and refuses what is not a manifest', () => {
    const parsed = parseAppManifest({
      id: 'b1',
      timestamp: 1,
      matcher: {
        static: { '/a': { redirect: { to: '//evil.example' } }, x: { prerender: true }, '/b': { redirect: { to: '/c', statusCode: 999 } } },
        wildcard: 'no',
      },
    })
    expect(parsed?.matcher).toEqual({ static: { '/a': {}, '/b': { redirect: { to: '/c', statusCode: 301 } } }, wildcard: {} })
    expect(parsed?.prerendered).toEqual([])
    expect(parseAppManifest({ id: 'b1', timestamp: 1 })).toBeUndefined()
    expect(parseAppManifest('<html>')).toBeUndefined()
  })

  it('matches exact paths, prefixes and nothing else', () => {
    expect(routeRulesFor(matcher, '/docs/intro')).toEqual({ prerender: true })
    expect(routeRulesFor(matcher, '/docs/other')).toEqual({ prerender: true })
    expect(routeRulesFor(matcher, '/docsx')).toEqual({})
    expect(routeRulesFor(NO_RULES, '/Pricing')).toEqual({})
  })

  it('computes redirect targets, keeping the rest of the path for /** targets', () => {
    expect(redirectFor(matcher, '/Pricing')).toBe('/pricing')
    expect(redirectFor(matcher, '/en/blog/x')).toBe('/blog/x')
    expect(redirectFor(matcher, '/en')).toBe('/')
    expect(redirectFor(matcher, '/old/page')).toBe('/new')
    expect(redirectFor(matcher, '/english')).toBeUndefined()
    expect(redirectFor(NO_RULES, '/Pricing')).toBeUndefined()
  })
})
