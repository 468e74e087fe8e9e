import { describe, expect, it } from 'vitest'
import { cspSourcesFor, DENIED_FEATURES, OTHER_CSP, pageCsp, parseOrigins, SCRIPT_HASH_PATTERN, staticSecurityHeaders } from './security-headers'

const HASHES = ['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=', 'sha256-zFML+AEdb/HsbX66VlYzBOqJKNNHs5/WNGYP8JiblyY=']
const none = { connect: [], frame: [], img: [], style: [], font: [] }
const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

describe('page CSP', () => {
  it('runs only the scripts whose hashes it names, and strict-dynamic; closes objects, base and framing; names no nonce', () => {
    const policy = pageCsp(HASHES, none, { https: false })
    const csp = directives(policy)
    expect(csp.get('script-src')).toEqual([...HASHES.map((h) => `'${h}'`), "'strict-dynamic'", 'https:', "'unsafe-inline'"])
    expect(policy).not.toContain('nonce')
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('frame-src')).toEqual(["'none'"])
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
    expect(directives(pageCsp(HASHES, none, { https: true })).has('upgrade-insecure-requests')).toBe(true)
  })

  it('is the same policy for the same scripts, each named once', () => {
    expect(pageCsp([HASHES[0]!, HASHES[0]!], none, { https: false })).toBe(pageCsp([HASHES[0]!], none, { https: false }))
    expect(pageCsp(HASHES, none, { https: false })).toBe(pageCsp([...HASHES], none, { https: false }))
  })

  it('refuses anything but a sha256 hash, so nothing else can be slipped into the policy', () => {
    expect(() => pageCsp(['sha256-abc'], none, { https: false })).toThrow(/hash/)
    expect(() => pageCsp(["sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' 'unsafe-eval"], none, { https: false })).toThrow(/hash/)
    expect(() => pageCsp(['nonce-q2Vt0b3BqZ3R5cGU0NTY3OA=='], none, { https: false })).toThrow(/hash/)
    expect(HASHES.every((h) => SCRIPT_HASH_PATTERN.test(h))).toBe(true)
  })

  it('adds the hosts one-tap, external tracking and the chat need, from config', () => {
    const sources = cspSourcesFor({
      gsiScriptUrl: 'https://accounts.google.com/gsi/client',
      trackingEndpoint: 'https://stats.example.com/v1/batch',
      trackingApiUrl: 'https://api.example.com/',
      vitalsEndpoint: 'https://rum.example.org/v1/vitals',
      errorReportingDsn: 'https://public@o1.ingest.example.io/42',
      chatOrigins: ['https://chat.example.net'],
    })
    expect(sources.connect).toEqual([
      'https://accounts.google.com/gsi/',
      'https://stats.example.com',
      'https://api.example.com',
      'https://rum.example.org',
      'https://o1.ingest.example.io',
      'https://chat.example.net',
    ])
    expect(sources.frame).toEqual(['https://accounts.google.com/gsi/', 'https://chat.example.net'])
    expect(sources.style).toEqual(['https://accounts.google.com/gsi/style', 'https://chat.example.net'])
    const csp = directives(pageCsp(HASHES, sources, { https: true }))
    expect(csp.get('frame-src')).toEqual(['https://accounts.google.com/gsi/', 'https://chat.example.net'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://chat.example.net'])
  })

  it('parses CSP_CHAT_ORIGINS and refuses what is not an origin', () => {
    expect(parseOrigins(' https://a.example , https://b.example/ ', 'X')).toEqual(['https://a.example', 'https://b.example'])
    expect(parseOrigins(undefined, 'X')).toEqual([])
    for (const bad of ['javascript:alert(1)', 'https://a.example/path', "https://a.example 'unsafe-eval'", 'a.example']) {
      expect(() => parseOrigins(bad, 'CSP_CHAT_ORIGINS')).toThrow(/CSP_CHAT_ORIGINS/)
    }
  })
})

describe('static headers', () => {
  it('nosniff, referrer policy, denied features, COOP that keeps popups, HSTS only over https', () => {
    const plain = new Map(staticSecurityHeaders({ https: false }))
    expect(plain.get('x-content-type-options')).toBe('nosniff')
    expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(plain.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect(plain.get('permissions-policy')).toContain('camera=()')
    expect(plain.get('permissions-policy')).not.toContain('identity-credentials-get')
    expect(plain.get('permissions-policy')!.split(', ')).toHaveLength(DENIED_FEATURES.length)
    expect(plain.has('strict-transport-security')).toBe(false)
    expect(new Map(staticSecurityHeaders({ https: true })).get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })

  it('other responses run nothing', () => {
    expect(OTHER_CSP).toContain("default-src 'none'")
    expect(OTHER_CSP).toContain("frame-ancestors 'none'")
  })
})
