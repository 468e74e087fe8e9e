import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import type { ContentSummary, EntrySummary } from '../content/summary'
import { LOCALE_CODES, LOCALE_PREFIXES, localeFromPrefix } from '../i18n/locales'
import { alternativesFor, solutionsFor, useCasesFor } from './availability'
import { checkTaxonomy, isSlug, MAX_SLUG_LENGTH } from './checks'
import { checkPage } from './existing-pages'
import { isHtmlSegment, PAGE_KINDS, paramNames, rowOf, type PageKind } from './registry'
import { pageParamSchemas, paramSchemas, parseQuery, querySchemas } from './route-schemas'

const { localeOnlyParams, localeParam, slugParam, tagListParam } = paramSchemas()
const { listSearch, pageNumber, searchPageSearch } = querySchemas()

const accepts = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success

/** Strings the checks care about: slug-like text with the characters that break slugs mixed in. */
const idLike = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(...'ab9.-,/ A_é%'), maxLength: 12 }),
  fc.stringMatching(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/),
  fc.constantFrom('', 'x'.repeat(MAX_SLUG_LENGTH), 'x'.repeat(MAX_SLUG_LENGTH + 1), 'v5.2', 'a--b', 'a.', '-a', '../x', 'Proxy'),
)

describe('param schemas accept what the named checks accept', () => {
  it('locale: absent or one of the prefixes, as the locale table says', () => {
    expect(accepts(localeParam, undefined)).toBe(true)
    for (const prefix of LOCALE_PREFIXES) expect(accepts(localeParam, prefix)).toBe(true)
    for (const bad of ['', 'en', 'zh', 'xx', 'RU', 'ru/']) expect(accepts(localeParam, bad)).toBe(false)
    fc.assert(fc.property(fc.string({ maxLength: 4 }), (v) => accepts(localeParam, v) === (localeFromPrefix(v) !== undefined)))
  })

  it('slug: exactly isSlug', () => {
    fc.assert(
      fc.property(idLike, (v) => accepts(slugParam, v) === isSlug(v)),
      { numRuns: 2000 },
    )
  })

  it('tag list: exactly what checkTaxonomy lets through when every tag is in use', () => {
    fc.assert(
      fc.property(idLike, (tags) => {
        const used = { categories: ['c'], tags: tags.split(',') }
        return accepts(tagListParam, tags) === checkTaxonomy('c', tags, used, '/blog-c/x').ok
      }),
      { numRuns: 2000 },
    )
  })

  const item = (slug: string, category?: string, tags?: string[]): EntrySummary => ({ slug, date: '2026-10-01', category, tags })
  /** Content in which `value` names an entry, category and tag of every collection: only the shape can fail a check. */
  function contentWith(value: string): ContentSummary {
    const entries: Record<string, Record<string, EntrySummary[]>> = {}
    const collections = [...new Set(PAGE_KINDS.flatMap((k) => rowOf(k).collection ?? []))]
    for (const l of LOCALE_CODES) entries[l] = Object.fromEntries(collections.map((c) => [c, [item(value, value, value.split(','))]]))
    return { entries, faq: [...LOCALE_CODES], pricing: true }
  }
  const withParams = PAGE_KINDS.filter((k) => paramNames(rowOf(k).path).length > 0)
  const paramsOf = (kind: PageKind, value: string) => Object.fromEntries(paramNames(rowOf(kind).path).map((n) => [n, value]))

  it.each(withParams)('%s: a value its schema rejects fails its named check, whatever the content', (kind) => {
    const schemas = pageParamSchemas(kind)
    fc.assert(
      fc.property(idLike, fc.constantFrom(...LOCALE_CODES), (value, locale) => {
        const parsed = schemas.parse(paramsOf(kind, value))
        // Not this route's URL at all (only `/$html` has such values): another route serves it.
        if (!parsed.ok && parsed.unmatched) return kind === 'html'
        const check = checkPage({ kind, params: paramsOf(kind, value) }, locale, contentWith(value), '/x')
        return parsed.ok || !check.ok
      }),
      { numRuns: 300 },
    )
  })

  it.each(withParams)('%s: a value its named check accepts passes its schema', (kind) => {
    const tableIds = [...new Set(LOCALE_CODES.flatMap((l) => [...solutionsFor(l), ...useCasesFor(l), ...alternativesFor(l)]))]
    for (const value of [...tableIds, 'privacy-policy', 'v5.2', 'proxies', 'nimbus-proxy']) {
      for (const locale of LOCALE_CODES) {
        const check = checkPage({ kind, params: paramsOf(kind, value) }, locale, contentWith(value), '/x')
        if (check.ok) expect(pageParamSchemas(kind).parse(paramsOf(kind, value)), `${kind} ${value}`).toMatchObject({ ok: true })
      }
    }
  })

  it('html: other routes keep their URLs (no match), not-slugs fail the check', () => {
    const html = pageParamSchemas('html')
    for (const taken of ['ru', 'jp', 'blog-tutorials', 'news-x', 'en-us-sitemap.xml', 'blog', 'pricing']) {
      expect(html.parse({ html: taken }), taken).toEqual({ ok: false, unmatched: true })
    }
    expect(html.parse({ html: 'No Such Page' })).toEqual({ ok: false, unmatched: false })
    expect(html.parse({ html: 'privacy-policy', locale: 'ru' })).toEqual({ ok: true, params: { html: 'privacy-policy', locale: 'ru' } })
    fc.assert(fc.property(idLike, (v) => html.parse({ html: v }).ok === (isSlug(v) && isHtmlSegment(v) && !localeFromPrefix(v) && !v.endsWith('-sitemap.xml'))))
  })

  it('an unknown locale prefix is no match, before any other param is looked at', () => {
    expect(pageParamSchemas('blogPost').parse({ locale: 'xx', id: 'Not A Slug' })).toEqual({ ok: false, unmatched: true })
    expect(pageParamSchemas('blogPost').parse({ locale: 'ru', id: 'Not A Slug' })).toEqual({ ok: false, unmatched: false })
    expect(localeOnlyParams.parse({ locale: 'xx' })).toEqual({ ok: false, unmatched: true })
    expect(localeOnlyParams.parse({})).toEqual({ ok: true, params: {} })
  })

  it("derives each kind's params from its row", () => {
    expect(pageParamSchemas('blogTags').parse({ category: 'tutorials', tags: 'proxies,team' })).toEqual({
      ok: true,
      params: { category: 'tutorials', tags: 'proxies,team' },
    })
    expect(pageParamSchemas('doc').parse({ slug: 'proxies', locale: 'vn' })).toEqual({ ok: true, params: { slug: 'proxies', locale: 'vn' } })
    expect(pageParamSchemas('pricing').parse({ locale: 'fr' })).toEqual({ ok: true, params: { locale: 'fr' } })
  })
})

/** `?page=` as the hand-written rule that `pageNumber` replaced read it: the schema must agree with it. */
function handWrittenPage(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

describe('query schemas', () => {
  it('?page= takes what the hand-written rule took, as the router hands it over', () => {
    const value = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(1e300, -0, 0, 1, 2.5, Number.MAX_SAFE_INTEGER + 2),
      fc.string(),
      fc.stringMatching(/^\d{0,8}$/),
      fc.constantFrom(null, true, [], {}, [2], '1e3', ' 2', '2 ', '０２'),
    )
    fc.assert(
      fc.property(value, (v) => {
        const parsed = z.safeParse(pageNumber, v)
        return (parsed.success ? parsed.data : undefined) === handWrittenPage(v)
      }),
      { numRuns: 3000 },
    )
  })

  it('lists: `page` is optional and typed as a number', () => {
    expect(parseQuery(listSearch, { page: '2', utm_source: 'x' })).toEqual({ page: 2 })
    expect(parseQuery(listSearch, { page: 3 })).toEqual({ page: 3 })
    expect(parseQuery(listSearch, {})).toEqual({})
    for (const page of ['abc', 0, '0', -1, 2.5, {}, null]) expect(parseQuery(listSearch, { page }), JSON.stringify(page)).toBeUndefined()
  })

  it('search: q as the text it was, a known section or none, a page number', () => {
    expect(parseQuery(searchPageSearch, { q: 'proxy', section: 'help', page: '2', utm_source: 'x' })).toEqual({ q: 'proxy', section: 'help', page: 2 })
    expect(parseQuery(searchPageSearch, { q: 5 })).toEqual({ q: '5' })
    expect(parseQuery(searchPageSearch, { q: true })).toEqual({ q: 'true' })
    expect(parseQuery(searchPageSearch, { q: null })).toEqual({ q: 'null' })
    expect(parseQuery(searchPageSearch, { q: ['a'] })).toEqual({ q: '["a"]' })
    expect(parseQuery(searchPageSearch, { q: { a: 1 } })).toEqual({ q: '{"a":1}' })
    // An unknown section filters nothing. Its key stays, undefined: the router lays the result over
    // the raw query, and the key is what replaces `nope` there (then the router drops it from the URL).
    expect(parseQuery(searchPageSearch, { q: 'x', section: 'nope' })).toStrictEqual({ q: 'x', section: undefined })
    expect(parseQuery(searchPageSearch, { section: 3 })).toStrictEqual({ section: undefined })
    expect(parseQuery(searchPageSearch, { q: 'x' })).toStrictEqual({ q: 'x' })
    expect(parseQuery(searchPageSearch, { q: 'x', page: 'abc' })).toBeUndefined()
  })
})
