import { describe, expect, it } from 'vitest'
import { htmlCacheKey, htmlCacheTtlMs, isCacheableResponse, isPlainServerFnRequest, sharesFill } from './html-cache'

const req = (over: Partial<Parameters<typeof htmlCacheKey>[0]> = {}) => ({
  method: 'GET',
  host: 'example.com',
  pathname: '/ru/pricing',
  search: '',
  authorization: false,
  ...over,
})
const key = (over: Partial<Parameters<typeof htmlCacheKey>[0]> = {}, build = 'b1') => htmlCacheKey(req(over), build, ['page'])

describe('html cache key', () => {
  it('separates builds, hosts, locales and pages', () => {
    const keys = [
      key(),
      key({}, 'b2'),
      key({ host: 'zh.example.com' }),
      key({ pathname: '/jp/pricing' }),
      key({ pathname: '/pricing' }),
      key({ pathname: '/ru/blog', search: '?page=2' }),
      key({ pathname: '/ru/blog' }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
    expect(key({ host: 'EXAMPLE.com' })).toBe(key())
    expect(key({ method: 'HEAD' })).toBe(key())
  })

  it('serves only GET/HEAD page requests without credentials and with a canonical query', () => {
    expect(key({ method: 'POST' })).toBeUndefined()
    expect(key({ authorization: true })).toBeUndefined()
    for (const pathname of ['/_serverFn/abc/def', '/api/collect', '/collector/x', '/_ipx/w_10/a.png', '/assets/index.js', '/builds/latest.json'])
      expect(key({ pathname })).toBeUndefined()
    expect(key({ pathname: '/search', search: '?q=proxy' })).toBeUndefined()
    expect(key({ search: '?utm_source=mail' })).toBeUndefined()
    expect(key({ pathname: '/ru/blog', search: '?page=2&utm_source=x' })).toBeUndefined()
    expect(key({ pathname: '/ru/blog', search: 'page=2' })).toBe(key({ pathname: '/ru/blog', search: '?page=2' }))
  })

  it('keys a GET server-function request by its whole input, so a public response can be cached (ADR 022)', () => {
    const call = (search: string, over: Partial<Parameters<typeof htmlCacheKey>[0]> = {}) => key({ pathname: '/_serverFn/abc', search, ...over })
    expect(call('?payload=%7B%22a%22%3A1%7D')).toBe('b1\nexample.com\n/_serverFn/abc?payload=%7B%22a%22%3A1%7D')
    expect(call('payload=x')).toBe(call('?payload=x'))
    expect(
      new Set([
        call('?payload=x'),
        call('?payload=y'),
        call('?payload=x', { host: 'zh.example.com' }),
        key({ pathname: '/_serverFn/abc', search: '?payload=x' }, 'b2'),
      ]).size,
    ).toBe(4)
    expect(call('?payload=x', { method: 'POST' })).toBeUndefined()
    // A function serves GET only (HEAD is its 405): no cached copy serves a HEAD for it.
    expect(call('?payload=x', { method: 'HEAD' })).toBeUndefined()
    expect(call('?payload=x', { authorization: true })).toBeUndefined()
  })

  it('lets concurrent requests of a page share one fill, and never those of a server function', () => {
    expect(sharesFill('/ru/pricing')).toBe(true)
    expect(sharesFill('/')).toBe(true)
    expect(sharesFill('/_serverFn/abc')).toBe(false)
  })
})

describe('cacheable responses', () => {
  const page = {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'public, max-age=0, s-maxage=300',
    vary: 'Accept-Encoding',
    setsCookie: false,
  }
  it('caches public HTML pages only', () => {
    expect(isCacheableResponse(page)).toBe(true)
    expect(isCacheableResponse({ ...page, vary: null })).toBe(true)
    expect(isCacheableResponse({ ...page, status: 404 })).toBe(false)
    expect(isCacheableResponse({ ...page, status: 500 })).toBe(false)
    expect(isCacheableResponse({ ...page, contentType: 'application/xml' })).toBe(false)
    // A server function's response only when it says it is public: they are private unless they say otherwise.
    expect(isCacheableResponse({ ...page, contentType: 'application/json' })).toBe(true)
    expect(isCacheableResponse({ ...page, contentType: 'application/json', cacheControl: 'private, no-store' })).toBe(false)
    expect(isCacheableResponse({ ...page, cacheControl: 'private, no-cache' })).toBe(false)
    expect(isCacheableResponse({ ...page, cacheControl: 'public, no-store' })).toBe(false)
    expect(isCacheableResponse({ ...page, cacheControl: null })).toBe(false)
    expect(isCacheableResponse({ ...page, setsCookie: true })).toBe(false)
    expect(isCacheableResponse({ ...page, vary: 'Cookie, Accept-Language, Accept-Encoding' })).toBe(false)
  })

  it('lives no longer than a shared cache or the content', () => {
    expect(htmlCacheTtlMs({ sMaxAgeS: 300, contentTtlMs: 60_000 })).toBe(60_000)
    expect(htmlCacheTtlMs({ sMaxAgeS: 30, contentTtlMs: 60_000 })).toBe(30_000)
    expect(htmlCacheTtlMs({ sMaxAgeS: 0, contentTtlMs: 60_000 })).toBe(0)
    // Embedded content changes only with a build.
    expect(htmlCacheTtlMs({ sMaxAgeS: 300 })).toBe(300_000)
  })
})

describe('isPlainServerFnRequest', () => {
  const plain = { contentType: null, contentLength: null, transferEncoding: null, fetchSite: 'same-origin' }
  it('lets a cached copy serve a server-function request made as the browser makes it', () => {
    expect(isPlainServerFnRequest(plain)).toBe(true)
    expect(isPlainServerFnRequest({ ...plain, fetchSite: null })).toBe(true)
    expect(isPlainServerFnRequest({ ...plain, contentLength: '0' })).toBe(true)
  })

  it('leaves a request with a body, a form or from another site to the function’s own checks', () => {
    expect(isPlainServerFnRequest({ ...plain, contentType: 'application/x-www-form-urlencoded' })).toBe(false)
    expect(isPlainServerFnRequest({ ...plain, contentLength: '3' })).toBe(false)
    expect(isPlainServerFnRequest({ ...plain, transferEncoding: 'chunked' })).toBe(false)
    expect(isPlainServerFnRequest({ ...plain, fetchSite: 'cross-site' })).toBe(false)
  })
})
