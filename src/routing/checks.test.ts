import { describe, expect, it } from 'vitest'
import {
  checkAlternative,
  checkContent,
  checkSolution,
  checkSolutions,
  checkTaxonomy,
  checkUseCase,
  isSlug,
  MAX_SLUG_LENGTH,
  notFoundMessage,
  ROUTE_CHECKS,
  runRouteChecks,
} from './checks'
import { PAGE_KINDS, rowOf } from './registry'

const miss = (path: string) => ({ ok: false, status: 404, message: `Page Not Found: ${path}` })

describe('route checks', () => {
  it('solution', () => {
    expect(checkSolution('en', 'crypto', '/solutions/crypto')).toEqual({ ok: true })
    expect(checkSolution('zh', 'crypto', '/solutions/crypto')).toEqual(miss('/solutions/crypto'))
    expect(checkSolution('vn', 'betting', '/vn/solutions/betting')).toEqual(miss('/vn/solutions/betting'))
    expect(checkSolution('tc', 'ticketing', '/tc/solutions/ticketing')).toEqual({ ok: true })
    expect(checkSolution('en', 'Crypto', '/solutions/Crypto').ok).toBe(false)
    expect(checkSolution('en', 'nope', '/solutions/nope').ok).toBe(false)
  })

  it('solutions', () => {
    expect(checkSolutions('zh', '/solutions')).toEqual({ ok: true })
  })

  it('alternative-route', () => {
    expect(checkAlternative('zh', 'ziniao', '/alternatives/ziniao')).toEqual({ ok: true })
    expect(checkAlternative('en', 'ziniao', '/alternatives/ziniao')).toEqual(miss('/alternatives/ziniao'))
    expect(checkAlternative('tc', 'octo-browser', '/tc/alternatives/octo-browser').ok).toBe(false)
    expect(checkAlternative('ru', 'undetectable', '/ru/alternatives/undetectable').ok).toBe(true)
  })

  it('case-route', () => {
    expect(checkUseCase('zh', 'media-market', '/use-cases/media-market').ok).toBe(true)
    expect(checkUseCase('zh', 'betting', '/use-cases/betting').ok).toBe(false)
    expect(checkUseCase('zh', 'web-scraping', '/use-cases/web-scraping').ok).toBe(false)
    expect(checkUseCase('en', 'media-market', '/use-cases/media-market').ok).toBe(false)
    expect(checkUseCase('fr', 'web-scraping', '/fr/use-cases/web-scraping').ok).toBe(true)
  })

  it('content checks (blog-route, guide-route, help-route, html-route, pre-sales)', () => {
    expect(checkContent('a-post', ['a-post'], '/blog/a-post')).toEqual({ ok: true })
    expect(checkContent('other', ['a-post'], '/blog/other')).toEqual(miss('/blog/other'))
    expect(checkContent('../etc', ['../etc'], '/blog/../etc').ok).toBe(false)
    expect(checkContent('x'.repeat(300), ['x'.repeat(300)], '/blog/x').ok).toBe(false)
  })

  it('taxonomy (blog-route on list pages)', () => {
    const used = { categories: ['tutorials'], tags: ['proxies', 'api'] }
    expect(checkTaxonomy('tutorials', undefined, used, '/blog-tutorials').ok).toBe(true)
    expect(checkTaxonomy('tutorials', 'proxies', used, '/blog-tutorials/proxies').ok).toBe(true)
    expect(checkTaxonomy('tutorials', 'proxies,api', used, '/blog-tutorials/proxies,api').ok).toBe(true)
    expect(checkTaxonomy('tutorials', 'proxies,', used, '/x').ok).toBe(false)
    expect(checkTaxonomy('cooking', undefined, used, '/blog-cooking')).toEqual(miss('/blog-cooking'))
    expect(checkTaxonomy('tutorials', 'nope', used, '/blog-tutorials/nope').ok).toBe(false)
  })

  it('formats the unmatched-route message', () => {
    expect(notFoundMessage('/x')).toBe('Page not found: /x')
  })
})

describe('isSlug', () => {
  it('accepts content ids and refuses anything else before a lookup', () => {
    for (const id of ['proxy-setup', 'v5.2', 'a1', 'x'.repeat(MAX_SLUG_LENGTH)]) expect(isSlug(id)).toBe(true)
    for (const id of ['', 'Proxy', 'a--b', '-a', 'a.', 'a/b', '../x', 'a b', 'é', 'x'.repeat(MAX_SLUG_LENGTH + 1)]) expect(isSlug(id)).toBe(false)
  })
})

describe('runRouteChecks (named route middleware)', () => {
  const content = {
    entries: {
      ru: { solution: [{ slug: 'crypto' }] },
      zh: { solution: [{ slug: 'e-commerce' }] },
      en: { page: [{ slug: 'privacy-policy' }, { slug: 'about-us' }] },
    },
    faq: [],
    pricing: false,
  } as const
  const ctx = (locale: 'en' | 'ru' | 'zh', kind: 'solution' | 'solutionIndex' | 'html', params: Record<string, string>, path: string) => ({
    locale,
    params,
    path,
    row: rowOf(kind),
    content,
  })

  it('runs named checks and reports the first failure', () => {
    expect(runRouteChecks(['solution'], ctx('ru', 'solution', { id: 'crypto' }, '/ru/solutions/crypto'))).toEqual({ ok: true })
    expect(runRouteChecks(['solutions', 'solution'], ctx('zh', 'solution', { id: 'crypto' }, '/solutions/crypto'))).toEqual({
      ok: false,
      status: 404,
      message: 'Page Not Found: /solutions/crypto',
    })
    expect(runRouteChecks(['html-route'], ctx('en', 'html', { html: 'privacy-policy' }, '/privacy-policy')).ok).toBe(true)
    // A generic page never takes a name another kind owns, even when content has that slug.
    expect(runRouteChecks(['html-route'], ctx('en', 'html', { html: 'about-us' }, '/about-us')).ok).toBe(false)
  })

  it('checks content as well as the table: a table id without its entry is no page', () => {
    expect(runRouteChecks(['solution'], ctx('ru', 'solution', { id: 'e-commerce' }, '/ru/solutions/e-commerce')).ok).toBe(false)
    expect(runRouteChecks(['solutions'], ctx('en', 'solutionIndex', {}, '/solutions')).ok).toBe(false)
  })

  it("throws for an unknown name: Unknown route middleware: '{name}'", () => {
    expect(() => runRouteChecks(['solution', 'nope'], ctx('ru', 'solution', { id: 'crypto' }, '/x'))).toThrow("Unknown route middleware: 'nope'")
  })

  it('has no named check that no page kind uses (the type check already holds every kind to a check)', () => {
    const used = new Set(PAGE_KINDS.map((kind) => rowOf(kind).rule))
    expect(Object.keys(ROUTE_CHECKS).filter((name) => !used.has(name as never))).toEqual([])
  })
})
