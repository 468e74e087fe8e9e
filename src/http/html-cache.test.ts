import { describe, expect, it } from 'vitest'
import { htmlCacheKey, htmlCacheTtlMs, isCacheableAnswer, splitOnNonce } from './html-cache'

const req = (over: Partial<Parameters<typeof htmlCacheKey>[0]> = {}) => ({ method: 'GET', host: 'example.com', pathname: '/ru/pricing', search: '', authorization: false, ...over })
const key = (over: Partial<Parameters<typeof htmlCacheKey>[0]> = {}, build = 'b1') => htmlCacheKey(req(over), build, ['page'])

describe('html cache key', () => {
  it('separates builds, hosts, locales and pages', () => {
    const keys = [key(), key({}, 'b2'), key({ host: 'zh.example.com' }), key({ pathname: '/jp/pricing' }), key({ pathname: '/pricing' }), key({ pathname: '/ru/blog', search: '?page=2' }), key({ pathname: '/ru/blog' })]
    expect(new Set(keys).size).toBe(keys.length)
    expect(key({ host: 'EXAMPLE.com' })).toBe(key())
    expect(key({ method: 'HEAD' })).toBe(key())
  })

  it('answers only GET/HEAD page requests without credentials and with a canonical query', () => {
    expect(key({ method: 'POST' })).toBeUndefined()
    expect(key({ authorization: true })).toBeUndefined()
    for (const pathname of ['/_serverFn/abc', '/api/collect', '/collector/x', '/_ipx/w_10/a.png', '/assets/index.js', '/builds/latest.json']) expect(key({ pathname })).toBeUndefined()
    expect(key({ pathname: '/search', search: '?q=proxy' })).toBeUndefined()
    expect(key({ search: '?utm_source=mail' })).toBeUndefined()
    expect(key({ pathname: '/ru/blog', search: '?page=2&utm_source=x' })).toBeUndefined()
    expect(key({ pathname: '/ru/blog', search: 'page=2' })).toBe(key({ pathname: '/ru/blog', search: '?page=2' }))
  })
})

describe('cacheable answers', () => {
  const page = { status: 200, contentType: 'text/html; charset=utf-8', cacheControl: 'public, max-age=0, s-maxage=300', vary: 'Accept-Encoding', setsCookie: false }
  it('keeps public HTML pages only', () => {
    expect(isCacheableAnswer(page)).toBe(true)
    expect(isCacheableAnswer({ ...page, vary: null })).toBe(true)
    expect(isCacheableAnswer({ ...page, status: 404 })).toBe(false)
    expect(isCacheableAnswer({ ...page, status: 500 })).toBe(false)
    expect(isCacheableAnswer({ ...page, contentType: 'application/json' })).toBe(false)
    expect(isCacheableAnswer({ ...page, cacheControl: 'private, no-cache' })).toBe(false)
    expect(isCacheableAnswer({ ...page, cacheControl: 'public, no-store' })).toBe(false)
    expect(isCacheableAnswer({ ...page, cacheControl: null })).toBe(false)
    expect(isCacheableAnswer({ ...page, setsCookie: true })).toBe(false)
    expect(isCacheableAnswer({ ...page, vary: 'Cookie, Accept-Language, Accept-Encoding' })).toBe(false)
  })

  it('lives no longer than a shared cache or the content', () => {
    expect(htmlCacheTtlMs({ sMaxAgeS: 300, contentTtlMs: 60_000 })).toBe(60_000)
    expect(htmlCacheTtlMs({ sMaxAgeS: 30, contentTtlMs: 60_000 })).toBe(30_000)
    expect(htmlCacheTtlMs({ sMaxAgeS: 0, contentTtlMs: 60_000 })).toBe(0)
    // Embedded content changes only with a build.
    expect(htmlCacheTtlMs({ sMaxAgeS: 300 })).toBe(300_000)
  })

  it('splits a page around its nonce', () => {
    expect(splitOnNonce('<script nonce="N0nce">a</script><meta content="N0nce">', 'N0nce')).toEqual(['<script nonce="', '">a</script><meta content="', '">'])
  })
})
