import { describe, expect, it } from 'vitest'
import { redirectFor, routeRulesFor } from '../shell/build-manifest'
import { decideRequest } from './request'
import { appRouteRules } from './route-rules'

const onDefaultHost = (path: string) => decideRequest({ method: 'GET', path, search: '', hostLocale: 'en' })

describe('app manifest route rules', () => {
  const rules = appRouteRules()

  it('has a rule for every capitalised page under every prefix', () => {
    expect(rules.static['/Pricing']?.redirect).toEqual({ to: '/pricing', statusCode: 301 })
    expect(rules.static['/ru/Download']?.redirect).toEqual({ to: '/ru/download', statusCode: 301 })
    expect(Object.keys(rules.static)).toHaveLength(2 * 13)
  })

  it('agrees with the server for every static rule', () => {
    for (const [path, rule] of Object.entries(rules.static)) {
      expect(onDefaultHost(path), path).toEqual({ kind: 'redirect', status: 301, location: rule.redirect!.to })
    }
  })

  it.each(['/en/pricing', '/en/blog/some-post', '/vi/docs', '/vi/docs/proxies'])('agrees with the server for %s', (path) => {
    expect(onDefaultHost(path)).toEqual({ kind: 'redirect', status: 301, location: redirectFor(rules, path) })
  })

  it('sends /en to the home page, as the server does without a language preference', () => {
    expect(redirectFor(rules, '/en')).toBe('/')
    expect(onDefaultHost('/en')).toEqual({ kind: 'redirect', status: 301, location: '/' })
  })

  it('leaves pages without a rule alone', () => {
    for (const path of ['/', '/pricing', '/ru/pricing', '/english-page', '/vn/docs', '/vi']) {
      expect(redirectFor(rules, path), path).toBeUndefined()
      expect(routeRulesFor(rules, path), path).toEqual({})
    }
  })
})
