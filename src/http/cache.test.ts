import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  appendVary,
  cacheControlFor,
  etagInput,
  ifNoneMatchMatches,
  isCompressible,
  isNoStore,
  negotiateEncoding,
  parseIfNoneMatch,
  shouldCompress,
  weakEtag,
  type ResponseFacts,
  type CacheConfig,
} from './cache'

const config: CacheConfig = { sMaxAge: 300, staleWhileRevalidate: 86400, notFoundSMaxAge: 60 }
const PAGE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'
const NOT_FOUND = 'public, max-age=0, s-maxage=60'
const response = (extra: Partial<ResponseFacts>): ResponseFacts => ({
  method: 'GET',
  path: '/pricing',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  setsCookie: false,
  ...extra,
})

describe('cacheControlFor', () => {
  it.each<[string, Partial<ResponseFacts>, string | undefined]>([
    ['a page', {}, PAGE],
    ['a prefixed page', { path: '/ru/pricing' }, PAGE],
    ['HEAD of a page', { method: 'HEAD' }, PAGE],
    ['lower-case method', { method: 'get' }, PAGE],
    ['a sitemap index', { path: '/sitemap.xml', contentType: 'application/xml' }, PAGE],
    ['a locale sitemap', { path: '/ru-RU-sitemap.xml', contentType: 'text/xml; charset=utf-8' }, PAGE],
    ['a feed', { path: '/ru/news/rss.xml', contentType: 'application/rss+xml; charset=utf-8' }, PAGE],
    ['robots.txt', { path: '/robots.txt', contentType: 'text/plain; charset=utf-8' }, PAGE],
    ['a 404 page', { status: 404, path: '/no-such-page' }, NOT_FOUND],
    ['a 410', { status: 410 }, NOT_FOUND],
    ['a 500', { status: 500 }, 'private, no-store'],
    ['a 502', { status: 502 }, 'private, no-store'],
    ['a 503 even for HEAD', { status: 503, method: 'HEAD' }, 'private, no-store'],
    ['a response setting a cookie', { setsCookie: true }, 'private, no-store'],
    ['a server function (GET)', { path: '/_serverFn/abc123', contentType: 'application/json' }, 'private, no-store'],
    ['a server function (POST)', { method: 'POST', path: '/_serverFn/abc123' }, 'private, no-store'],
    ['a POST to a page', { method: 'POST' }, 'private, no-store'],
    ['a 405', { status: 405 }, 'no-store'],
    ['a 400 without its own header', { status: 400 }, 'no-store'],
    ['a 301 from a route', { status: 301 }, undefined],
    ['a 204', { status: 204 }, undefined],
    // Left as they are: the root redirect and personal root page, the request rules' 400 and 301.
    ['the root redirect', { path: '/', status: 302, cacheControl: 'private, no-cache' }, 'private, no-cache'],
    ['the personal root page', { path: '/', cacheControl: 'private, no-cache' }, 'private, no-cache'],
    ['a rejected request', { status: 400, cacheControl: 'no-store' }, 'no-store'],
    ['a normalising redirect', { status: 301, cacheControl: 'public, max-age=3600' }, 'public, max-age=3600'],
    ['a route that chose its own', { cacheControl: 'public, max-age=60' }, 'public, max-age=60'],
    ['an existing header even on a server function', { path: '/_serverFn/x', cacheControl: 'public, max-age=5' }, 'public, max-age=5'],
  ])('%s', (_name, facts, expected) => {
    expect(cacheControlFor(response(facts), config)).toBe(expected)
  })

  it('takes its numbers from config', () => {
    const c = { sMaxAge: 0, staleWhileRevalidate: 10, notFoundSMaxAge: 5 }
    expect(cacheControlFor(response({}), c)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=10')
    expect(cacheControlFor(response({ status: 404 }), c)).toBe('public, max-age=0, s-maxage=5')
  })

  it('never makes a personal, failed or server-function response public', () => {
    fc.assert(
      fc.property(
        fc.record({
          method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'get'),
          path: fc.oneof(fc.constantFrom('/', '/pricing', '/_serverFn/x', '/sitemap.xml'), fc.string()),
          status: fc.integer({ min: 100, max: 599 }),
          contentType: fc.option(fc.string()),
          setsCookie: fc.boolean(),
        }),
        (facts) => {
          const cc = cacheControlFor(facts, config)
          const personal = facts.setsCookie || facts.status >= 500 || facts.path.startsWith('/_serverFn/')
          if (personal) expect(cc).toBe('private, no-store')
          if (cc?.startsWith('public')) expect(['GET', 'HEAD']).toContain(facts.method.toUpperCase())
        },
      ),
    )
  })
})

describe('negotiateEncoding', () => {
  it.each<[string | null | undefined, 'br' | 'gzip' | undefined]>([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', undefined],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['Br;Q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=1.0, br;q=0.999', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0.2, *;q=0.5', 'br'],
    ['identity;q=1, *;q=0', undefined],
    ['br ; q = 0.7 , gzip ; q = 0.6', 'br'],
    // garbage: bad q-values make their entry unusable; junk tokens are skipped
    ['br;q=2', undefined],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=0.0001', undefined],
    ['br;q=', undefined],
    ['"br"', undefined],
    [';;;,,,', undefined],
    ['gzip;level=9', 'gzip'],
    ['gzip, gzip;q=0', 'gzip'],
    ['x'.repeat(2000) + ', br', undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })

  it('only responds with a coding the header does not refuse', () => {
    const entry = fc.tuple(
      fc.constantFrom('br', 'gzip', 'x-gzip', 'identity', 'deflate', '*', 'zstd', 'BR', ''),
      fc.option(fc.oneof(fc.constantFrom('0', '1', '0.5', '1.0', '0.000', 'x', '2', '1.'), fc.stringMatching(/^[0-9a-z.]{0,4}$/))),
    )
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const header = entries.map(([n, q]) => (q === null ? n : `${n};q=${q}`)).join(', ')
        const chosen = negotiateEncoding(header)
        if (chosen === undefined) return
        // The first valid mention of the chosen coding (or *) must not have q=0.
        const first = entries.find(
          ([n, q]) =>
            [chosen, chosen === 'gzip' ? 'x-gzip' : chosen].includes(n.toLowerCase()) && (q === null || /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q)),
        )
        const star = entries.find(([n, q]) => n === '*' && (q === null || /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q)))
        const decisive = first ?? star
        expect(decisive).toBeDefined()
        expect(Number(decisive![1] ?? '1')).toBeGreaterThan(0)
      }),
    )
  })
})

describe('compressible responses', () => {
  it.each<[string | null, boolean]>([
    ['text/html; charset=utf-8', true],
    ['TEXT/HTML', true],
    ['application/xml', true],
    ['text/xml; charset=utf-8', true],
    ['application/rss+xml; charset=utf-8', true],
    ['application/atom+xml', true],
    ['application/json', true],
    ['application/ld+json', true],
    ['text/plain; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['application/javascript', true],
    ['text/css', true],
    ['image/svg+xml', true],
    ['image/png', false],
    ['font/woff2', false],
    ['application/zip', false],
    ['application/octet-stream', false],
    ['text/event-stream', false],
    ['application/x-tss-framed; v=1', false],
    ['', false],
    [null, false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected)
  })

  it('needs a minimum size and no existing encoding', () => {
    expect(shouldCompress('text/html', 1023)).toBe(false)
    expect(shouldCompress('text/html', 1024)).toBe(true)
    expect(shouldCompress('text/html', 50_000, 'br')).toBe(false)
    expect(shouldCompress('image/png', 50_000)).toBe(false)
  })
})

describe('ETags', () => {
  it('are weak and quoted', () => {
    expect(weakEtag('abc_-DEF')).toBe('W/"abc_-DEF"')
    expect(weakEtag('a"b\\c')).toBe('W/"abc"')
  })

  it('ignore the router load times in HTML, nothing else', () => {
    const text = (s: string) => new TextEncoder().encode(s)
    const a = '<script>matches:[{i:"__root__#",u:1795243413295,s:"success"},{i:"#{-$locale}#",u:1795243413296,s:"x"}]</script>'
    const b = '<script>matches:[{i:"__root__#",u:1795243414419,s:"success"},{i:"#{-$locale}#",u:1795243414400,s:"x"}]</script>'
    expect(etagInput('text/html; charset=utf-8', text(a))).toBe(etagInput('text/html', text(b)))
    expect(etagInput('text/html', text(a))).not.toBe(etagInput('text/html', text(a.replace('success', 'pending'))))
    const json = text(a)
    expect(etagInput('application/json', json)).toBe(json)
    // a `u:` that is not a match's load time is content
    expect(etagInput('text/html', text('<p>{u:123}</p>'))).toBe('<p>{u:123}</p>')
  })

  it.each<[string | null | undefined, string[] | '*']>([
    [undefined, []],
    ['', []],
    ['*', '*'],
    [' * ', '*'],
    ['"abc"', ['abc']],
    ['W/"abc"', ['abc']],
    ['"a", W/"b" ,"c"', ['a', 'b', 'c']],
    ['"a,b", "c"', ['a,b', 'c']],
    ['abc, "d"', ['d']],
    ['"unterminated, "ok"', ['ok']],
    ['w/"lower"', []],
    ['"", "x"', ['', 'x']],
    ['garbage', []],
    ['*, "a"', ['a']],
  ])('If-None-Match %s', (header, expected) => {
    expect(parseIfNoneMatch(header)).toEqual(expected)
  })

  it.each<[string | null | undefined, string, boolean]>([
    ['W/"1-abc"', 'W/"1-abc"', true],
    ['"1-abc"', 'W/"1-abc"', true],
    ['W/"1-abc"', '"1-abc"', true],
    ['"x", W/"1-abc"', 'W/"1-abc"', true],
    ['*', 'W/"1-abc"', true],
    ['W/"1-abd"', 'W/"1-abc"', false],
    ['1-abc', 'W/"1-abc"', false],
    ['', 'W/"1-abc"', false],
    [null, 'W/"1-abc"', false],
  ])('%s matches %s: %s', (header, etag, expected) => {
    expect(ifNoneMatchMatches(header, etag)).toBe(expected)
  })

  it('a list always matches when it contains the ETag', () => {
    const digest = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/)
    fc.assert(
      fc.property(digest, fc.array(digest, { maxLength: 4 }), fc.boolean(), (d, others, weak) => {
        const etag = weakEtag(d)
        const own = weak ? etag : etag.slice(2)
        const list = [...others.map((o) => `"${o}"`), own].sort().join(', ')
        expect(ifNoneMatchMatches(list, etag)).toBe(true)
      }),
    )
  })
})

describe('headers', () => {
  it.each<[string | null, string]>([
    [null, 'Accept-Encoding'],
    ['', 'Accept-Encoding'],
    ['Cookie, Accept-Language', 'Cookie, Accept-Language, Accept-Encoding'],
    ['accept-encoding', 'accept-encoding'],
    ['Cookie,Accept-Encoding', 'Cookie, Accept-Encoding'],
    ['*', '*'],
  ])('Vary %s + Accept-Encoding → %s', (existing, expected) => {
    expect(appendVary(existing, 'Accept-Encoding')).toBe(expected)
  })

  it('recognises no-store', () => {
    expect(isNoStore('private, no-store')).toBe(true)
    expect(isNoStore('no-store')).toBe(true)
    expect(isNoStore('private, no-cache')).toBe(false)
    expect(isNoStore(null)).toBe(false)
  })
})
