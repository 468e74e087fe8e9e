import { describe, expect, expectTypeOf, it } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { LINK_PATTERNS, fillPattern, isLinkAvailable, localized, type LinkPattern } from './links'

describe('localized (typed links between locales)', () => {
  it('builds the path of a page in a locale', () => {
    expect(localized('en', '/pricing')).toBe('/pricing')
    expect(localized('ru', '/pricing')).toBe('/ru/pricing')
    expect(localized('ru', '/')).toBe('/ru')
    expect(localized('zh', '/solutions/$id', { id: 'e-commerce' })).toBe('/solutions/e-commerce')
    expect(localized('tc', '/alternatives/$id', { id: 'ziniao' })).toBe('/tc/alternatives/ziniao')
    expect(localized('zh', '/use-cases/$id', { id: 'media-market' })).toBe('/use-cases/media-market')
    expect(localized('ru', '/blog-{$category}/$tags', { category: 'tutorials', tags: 'proxies' })).toBe('/ru/blog-tutorials/proxies')
    expect(localized('vn', '/docs/$slug', { slug: 'local-api' })).toBe('/vn/docs/local-api')
  })

  it('makes a page the locale lacks a type error for literal ids', () => {
    // Compiled (tsc and vitest typecheck fail if an @ts-expect-error line compiles), never run.
    const typeOnly = () => {
    // @ts-expect-error crypto is absent in zh (SPEC 2.5)
    localized('zh', '/solutions/$id', { id: 'crypto' })
    // @ts-expect-error betting is absent in vn
    localized('vn', '/solutions/$id', { id: 'betting' })
    // @ts-expect-error ziniao exists only in zh and tc
    localized('en', '/alternatives/$id', { id: 'ziniao' })
    // @ts-expect-error octo-browser is absent in tc
    localized('tc', '/alternatives/$id', { id: 'octo-browser' })
    // @ts-expect-error zh swaps its use-case slugs: betting is media-market there
    localized('zh', '/use-cases/$id', { id: 'betting' })
    // @ts-expect-error web-scraping is removed for zh
    localized('zh', '/use-cases/$id', { id: 'web-scraping' })
    // @ts-expect-error a pattern with params needs them
    localized('en', '/blog/$id')
    // @ts-expect-error not a page of the site
    localized('en', '/nope')
    }
    expect(typeof typeOnly).toBe('function')
    expectTypeOf(localized<'ru', '/solutions/$id'>).parameter(2).toEqualTypeOf<{
      id: 'affiliate-marketing' | 'e-commerce' | 'digital-agency' | 'social-marketing' | 'web-scraping' | 'traffic-arbitrage' | 'ticketing' | 'crypto' | 'betting'
    }>()
  })

  it('with a locale known only at run time, allows only ids every locale has', () => {
    const locale = 'ru' as LocaleCode
    expect(localized(locale, '/solutions/$id', { id: 'e-commerce' })).toBe('/ru/solutions/e-commerce')
    // @ts-expect-error crypto is not in every locale
    const typeOnly = () => localized(locale, '/solutions/$id', { id: 'crypto' })
    expect(typeof typeOnly).toBe('function')
  })

  it('falls back explicitly to the locale home at run time', () => {
    const id = 'crypto' as 'e-commerce' // e.g. a slug that came from data
    expect(localized('zh', '/solutions/$id', { id })).toBe('/')
    expect(localized('tc', '/solutions/$id', { id })).toBe('/tc')
    expect(isLinkAvailable('zh', '/solutions/$id', { id: 'crypto' })).toBe(false)
    expect(isLinkAvailable('ru', '/solutions/$id', { id: 'crypto' })).toBe(true)
  })

  it('encodes params and refuses missing ones', () => {
    expect(fillPattern('/blog/$id', { id: 'a b/c' })).toBe('/blog/a%20b%2Fc')
    expect(() => fillPattern('/blog/$id', {})).toThrow('Missing param "id" for /blog/$id')
  })

  it('lists every pattern once, each usable in every locale', () => {
    expect(new Set(LINK_PATTERNS).size).toBe(LINK_PATTERNS.length)
    for (const locale of LOCALE_CODES) {
      for (const to of LINK_PATTERNS as readonly LinkPattern[]) {
        const params = { id: 'e-commerce', category: 'tutorials', tags: 'proxies', slug: 'faq', html: 'privacy-policy' }
        expect(fillPattern(to, params)).toMatch(/^\//)
        void locale
      }
    }
  })
})
