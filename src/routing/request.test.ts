import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { decideRequest, MAX_PATH_LENGTH, type RequestDecision, type RequestFacts } from './request'

const facts = (path: string, search = '', extra: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  path,
  search,
  hostLocale: 'en',
  ...extra,
})
const where = (d: RequestDecision) =>
  d.kind === 'redirect' ? `${d.status} ${d.location}` : d.kind === 'reject' ? `${d.status}` : d.kind === 'rewrite' ? `rewrite ${d.path}` : 'serve'

describe('request normalisation (SPEC 2.4)', () => {
  it.each([
    // bare home aliases are rewritten to / (served, not redirected)
    ['//', '', 'rewrite /'],
    ['/\\', '', 'rewrite /'],
    ['/%5C/', '', 'rewrite /'],
    ['/%5c/', '', 'rewrite /'],
    // capitalised Pricing / Download keep the locale prefix
    ['/Pricing', '', '301 /pricing'],
    ['/ru/Pricing', '', '301 /ru/pricing'],
    ['/jp/Download', '?a=1', '301 /jp/download?a=1'],
    // empty segments collapse; trailing slash removed; .html dropped — in one hop
    ['/ru//pricing', '', '301 /ru/pricing'],
    ['/blog/', '', '301 /blog'],
    ['/ru/pricing/', '?utm_source=x', '301 /ru/pricing?utm_source=x'],
    ['/ru/pricing.html', '', '301 /ru/pricing'],
    ['/Pricing.html/', '', '301 /pricing'],
    ['/ru/', '', '301 /ru'],
    // bare language path with a query gets its slash (not for en/zh), then is served as is
    ['/ru', '?x=1', '301 /ru/?x=1'],
    ['/ru/', '?x=1', 'serve'],
    ['/tc', '?x=1&y=2', '301 /tc/?x=1&y=2'],
    ['/ru', '', 'serve'],
    // protocol-relative forms are rejected, never redirected
    ['//evil.example/x', '', '400'],
    ['//127.0.0.2/', '', '400'],
    ['/\\evil.example', '', '400'],
    ['/%5Cevil.example', '', '400'],
    // odd encodings
    ['/%2e%2e/', '', '400'],
    ['/ru/%2E/pricing', '', '400'],
    ['/%00', '', '400'],
    ['/%ff', '', '400'],
    ['/a%0Ab', '', '400'],
    [`/${'a'.repeat(3000)}`, '', '400'],
    // ordinary pages are served
    ['/pricing', '?page=2', 'serve'],
    ['/blog-tutorials/proxies', '', 'serve'],
    // /en names the unprefixed default; /vi/docs is the SPEC 2.6 spelling of /vn/docs
    ['/en/pricing', '', '301 /pricing'],
    ['/vi/docs/proxies', '', '301 /vn/docs/proxies'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(where(decideRequest(facts(path, search)))).toBe(expected)
  })
})

describe('long URLs', () => {
  it('refuses a page URL longer than any page of the site, but lets a server function take its input', () => {
    const long = `?q=${'x'.repeat(MAX_PATH_LENGTH)}`
    expect(decideRequest(facts('/pricing', long))).toMatchObject({ kind: 'reject', status: 400, reason: 'URL too long' })
    expect(decideRequest(facts(`/${'a'.repeat(MAX_PATH_LENGTH)}`, ''))).toMatchObject({ kind: 'reject', reason: 'URL too long' })
    expect(decideRequest(facts('/_serverFn/abc', `?payload=${'x'.repeat(10_000)}`)).kind).toBe('serve')
    expect(decideRequest(facts('/_serverFn/abc', `?payload=${'x'.repeat(300_000)}`))).toMatchObject({ kind: 'reject', reason: 'URL too long' })
  })
})

describe('root redirect (SPEC 4)', () => {
  it('redirects / on the default host by cookie, then Accept-Language, with personal headers', () => {
    const byCookie = decideRequest(facts('/', '', { cookie: 'i18n_redirected=ru', acceptLanguage: 'jp' }))
    expect(byCookie).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/ru',
      headers: { 'cache-control': 'private, no-cache', vary: 'Cookie, Accept-Language' },
    })
    expect(where(decideRequest(facts('/', '?a=1', { acceptLanguage: 'ja-JP,ja;q=0.9' })))).toBe('302 /jp?a=1')
    expect(where(decideRequest(facts('/', '', { acceptLanguage: 'pt-BR' })))).toBe('302 /pt')
  })
  it('serves en to crawlers and to English or unknown languages, still marked personal', () => {
    const crawler = decideRequest(facts('/'))
    expect(crawler).toEqual({ kind: 'serve', headers: { 'cache-control': 'private, no-cache', vary: 'Cookie, Accept-Language' } })
    expect(where(decideRequest(facts('/', '', { acceptLanguage: 'de-DE' })))).toBe('serve')
    expect(where(decideRequest(facts('/', '', { cookie: 'i18n_redirected=en', acceptLanguage: 'ru' })))).toBe('serve')
  })
  it('never sends / to a locale on another host (every Location stays on this origin)', () => {
    expect(where(decideRequest(facts('/', '', { acceptLanguage: 'zh-CN' })))).toBe('serve')
  })
  it('never redirects a URL that names a locale, nor the root of a locale host', () => {
    expect(where(decideRequest(facts('/ru', '', { cookie: 'i18n_redirected=jp' })))).toBe('serve')
    expect(where(decideRequest(facts('/pricing', '', { acceptLanguage: 'ru' })))).toBe('serve')
    expect(where(decideRequest(facts('/', '', { hostLocale: 'zh', acceptLanguage: 'ru' })))).toBe('serve')
    expect(where(decideRequest(facts('/', '', { hostLocale: 'ru', cookie: 'i18n_redirected=jp' })))).toBe('serve')
    expect(where(decideRequest(facts('/', '', { method: 'POST', acceptLanguage: 'ru' })))).toBe('serve')
  })
  it('goes straight to the locale from a non-canonical root (one hop)', () => {
    expect(where(decideRequest(facts('/en/', '', { acceptLanguage: 'ru' })))).toBe('302 /ru')
    expect(where(decideRequest(facts('//', '', { acceptLanguage: 'ru' })))).toBe('302 /ru')
    // `/en/%5C` is `/%5C` without the default locale's prefix: an alias of the home, so the root's
    // answer at once (then the bare language's slash for the query: two hops in all, not three).
    expect(where(decideRequest(facts('/en/%5C', '?', { cookie: 'i18n_redirected=ko' })))).toBe('302 /ko?')
    expect(where(decideRequest(facts('/en/%5c/', '', { acceptLanguage: 'ru' })))).toBe('302 /ru')
    expect(follow(facts('/en/%5C', '?', { cookie: 'i18n_redirected=ko' }))).toEqual({ status: 200, hops: 2, locations: ['/ko?', '/ko/?'] })
  })
})

/** Follows decisions like a client would; returns the final status and the number of hops. */
function follow(start: RequestFacts): { status: number; hops: number; locations: string[] } {
  let current = start
  const locations: string[] = []
  for (let hops = 0; hops <= 5; hops++) {
    const d = decideRequest(current)
    if (d.kind !== 'redirect') return { status: d.kind === 'reject' ? d.status : 200, hops, locations }
    locations.push(d.location)
    const q = d.location.indexOf('?')
    current = { ...current, path: q < 0 ? d.location : d.location.slice(0, q), search: q < 0 ? '' : d.location.slice(q) }
  }
  return { status: -1, hops: 99, locations }
}

const segment = fc.oneof(
  fc.constantFrom(
    '',
    'ru',
    'en',
    'zh',
    'vi',
    'docs',
    'Pricing',
    'Download',
    'pricing',
    'blog',
    'x.html',
    '.',
    '..',
    '%2e',
    '%2E%2e',
    '%5C',
    '%5c',
    '\\',
    '%00',
    '%ff',
    '%E4%B8%AD',
    'a%2Fb',
    '%',
  ),
  fc.stringMatching(/^[a-zA-Z0-9._~%-]{0,12}$/),
)
const pathArb = fc.array(segment, { maxLength: 6 }).map((s) => `/${s.join('/')}`)
const searchArb = fc.oneof(fc.constant(''), fc.stringMatching(/^\?[a-z0-9=&%_-]{0,20}$/))
const hostArb = fc.constantFrom<LocaleCode>(...LOCALE_CODES)
const cookieArb = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...LOCALE_CODES).map((l) => `i18n_redirected=${l}`),
  fc.string({ maxLength: 40 }),
)
const acceptArb = fc.oneof(fc.constant(undefined), fc.string({ maxLength: 40 }), fc.constantFrom('ru', 'zh-HK', 'pt-BR;q=0.8,en', '*', 'ja;q=0', 'vi,en;q=0.5'))

describe('property: any request gets a bounded, same-origin response', () => {
  it('status in {200, 301, 302, 400}, at most 2 hops, Location always a local path', () => {
    fc.assert(
      fc.property(
        pathArb,
        searchArb,
        hostArb,
        cookieArb,
        acceptArb,
        fc.constantFrom('GET', 'HEAD', 'POST'),
        (path, search, hostLocale, cookie, acceptLanguage, method) => {
          const result = follow({ method, path, search, hostLocale, cookie, acceptLanguage })
          expect([200, 301, 302, 400]).toContain(result.status)
          expect(result.hops).toBeLessThanOrEqual(2)
          for (const location of result.locations) {
            expect(location).toMatch(/^\/(?![/\\])/)
            expect(new URL(location, 'http://site.test').origin).toBe('http://site.test')
          }
        },
      ),
      { numRuns: 3000 },
    )
  })
})
