import { describe, expect, expectTypeOf, it } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { isLinkAvailable, localized, localizedOrHome } from './links'
import { fillPattern, PAGE_KINDS, paramNames } from './registry'
import { solutionsFor } from './availability'

describe('localized (typed links between locales)', () => {
  it('builds the path of a page in a locale', () => {
    expect(localized('en', 'pricing')).toBe('/pricing')
    expect(localized('ru', 'pricing')).toBe('/ru/pricing')
    expect(localized('ru', 'home')).toBe('/ru')
    expect(localized('zh', 'solution', { id: 'e-commerce' })).toBe('/solutions/e-commerce')
    expect(localized('tc', 'alternative', { id: 'ziniao' })).toBe('/tc/alternatives/ziniao')
    expect(localized('zh', 'useCase', { id: 'media-market' })).toBe('/use-cases/media-market')
    expect(localized('ru', 'blogTags', { category: 'tutorials', tags: 'proxies' })).toBe('/ru/blog-tutorials/proxies')
    expect(localized('ru', 'blogTags', { category: 'tutorials', tags: 'proxies,api' })).toBe('/ru/blog-tutorials/proxies,api')
    expect(localized('vn', 'doc', { slug: 'local-api' })).toBe('/vn/docs/local-api')
    expect(localized('jp', 'alternativeIndex')).toBe('/jp/alternatives')
  })

  it('makes a page the locale lacks a type error for literal ids', () => {
    // Compiled (tsc and vitest typecheck fail if an @ts-expect-error line compiles), never run.
    const typeOnly = () => {
      // @ts-expect-error crypto is absent in zh (SPEC 2.5)
      localized('zh', 'solution', { id: 'crypto' })
      // @ts-expect-error betting is absent in vn
      localized('vn', 'solution', { id: 'betting' })
      // @ts-expect-error ziniao exists only in zh and tc
      localized('en', 'alternative', { id: 'ziniao' })
      // @ts-expect-error octo-browser is absent in tc
      localized('tc', 'alternative', { id: 'octo-browser' })
      // @ts-expect-error zh swaps its use-case slugs: betting is media-market there
      localized('zh', 'useCase', { id: 'betting' })
      // @ts-expect-error web-scraping is removed for zh
      localized('zh', 'useCase', { id: 'web-scraping' })
      // @ts-expect-error a kind with params needs them
      localized('en', 'blogPost')
      // @ts-expect-error tag lists need the category too
      localized('en', 'blogTags', { tags: 'x' })
      // @ts-expect-error not a page kind of the registry
      localized('en', 'nope')
    }
    expect(typeof typeOnly).toBe('function')
    expectTypeOf(localized<'ru', 'solution'>)
      .parameter(2)
      .toEqualTypeOf<{
        id:
          | 'affiliate-marketing'
          | 'e-commerce'
          | 'digital-agency'
          | 'social-marketing'
          | 'web-scraping'
          | 'traffic-arbitrage'
          | 'ticketing'
          | 'crypto'
          | 'betting'
      }>()
    expectTypeOf(localized<'en', 'blogTags'>)
      .parameter(2)
      .toEqualTypeOf<{ category: string; tags: string }>()
  })

  it('with a locale known only at run time, allows only ids every locale has', () => {
    const locale = 'ru' as LocaleCode
    expect(localized(locale, 'solution', { id: 'e-commerce' })).toBe('/ru/solutions/e-commerce')
    // @ts-expect-error crypto is not in every locale
    const typeOnly = () => localized(locale, 'solution', { id: 'crypto' })
    expect(typeof typeOnly).toBe('function')
  })

  it('falls back explicitly to the locale home for run-time ids the locale lacks', () => {
    expect(localizedOrHome('zh', 'solution', { id: 'crypto' })).toBe('/')
    expect(localizedOrHome('tc', 'solution', { id: 'crypto' })).toBe('/tc')
    expect(localizedOrHome('ru', 'solution', { id: 'crypto' })).toBe('/ru/solutions/crypto')
    expect(isLinkAvailable('zh', 'solution', { id: 'crypto' })).toBe(false)
    expect(isLinkAvailable('ru', 'solution', { id: 'crypto' })).toBe(true)
    expect(isLinkAvailable('en', 'blogPost', { id: 'anything' })).toBe(true)
  })

  it('encodes params and refuses missing ones', () => {
    expect(fillPattern('/blog/$id', { id: 'a b/c' })).toBe('/blog/a%20b%2Fc')
    expect(() => fillPattern('/blog/$id', {})).toThrow('Missing param "id" for /blog/$id')
    expect(fillPattern('/blog-{$category}/$tags', { category: 'tutorials', tags: 'a,b c' })).toBe('/blog-tutorials/a,b%20c')
    expect(fillPattern('/pricing')).toBe('/pricing')
  })

  it('splits each pattern once (a render builds a hundred links from a few dozen patterns)', () => {
    expect(paramNames('/blog-{$category}/$tags')).toEqual(['category', 'tags'])
    expect(paramNames('/blog-{$category}/$tags')).toBe(paramNames('/blog-{$category}/$tags'))
    expect(solutionsFor('ru')).toBe(solutionsFor('ru'))
  })

  it('links every kind of the registry in every locale', () => {
    const params = { id: 'e-commerce', category: 'tutorials', tags: 'proxies', slug: 'faq', html: 'privacy-policy' }
    for (const locale of LOCALE_CODES) {
      for (const kind of PAGE_KINDS) expect(localizedOrHome(locale, kind, params as never)).toMatch(/^\/(?!\/)/)
    }
  })
})
