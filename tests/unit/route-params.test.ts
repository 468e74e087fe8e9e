import { afterEach, describe, expect, it, vi } from 'vitest'

// The browser evaluates every route definition before it hydrates a page, so defining a route must
// make no zod schema: the params' shared schemas are made for the first URL a route is offered, the
// queries' for the first list or search page, each once, and no object schema is made at all: a
// route parses its params one by one and a query field by field (ADR 038), so the
// browser carries no zod object parser. Counted through zod's functions, in a fresh copy of the modules.
async function withCountedSchemas() {
  vi.resetModules()
  const made = { strings: 0, numbers: 0, objects: 0 }
  vi.doMock('zod/mini', async (importOriginal) => {
    const zod = await importOriginal<typeof import('zod/mini')>()
    return {
      ...zod,
      string: (...args: Parameters<typeof zod.string>) => (made.strings++, zod.string(...args)),
      number: (...args: Parameters<typeof zod.number>) => (made.numbers++, zod.number(...args)),
      object: (...args: Parameters<typeof zod.object>) => (made.objects++, zod.object(...args)),
    }
  })
  const params = await import('../../app/lib/route-params')
  return { made, params }
}

afterEach(() => {
  vi.doUnmock('zod/mini')
  vi.resetModules()
})

describe('route params and queries', () => {
  it('defining the routes makes no schema; the first URL a route is offered makes its own, once', async () => {
    const { made, params } = await withCountedSchemas()
    const blogPost = params.pageParams('blogPost')
    const pricing = params.pageParams('pricing')
    const html = params.pageParams('html')
    expect(made).toEqual({ strings: 0, numbers: 0, objects: 0 })

    expect(blogPost.parse({ locale: 'ru', id: 'browser-fingerprinting-explained' })).toEqual({ locale: 'ru', id: 'browser-fingerprinting-explained' })
    const shared = { ...made }
    expect(shared.strings).toBeGreaterThan(0)
    expect(shared.numbers).toBe(0)
    expect(blogPost.parse({ id: 'proxies' })).toEqual({ id: 'proxies' })
    expect(blogPost.parse({ locale: 'xx', id: 'proxies' })).toBe(false)
    expect(pricing.parse({ locale: 'jp' })).toEqual({ locale: 'jp' })
    expect(html.parse({ html: 'privacy-policy' })).toEqual({ html: 'privacy-policy' })
    expect(html.parse({ html: 'pricing' })).toBe(false)
    expect(params.localeParams.parse({ locale: 'ru' })).toEqual({})
    expect(made).toEqual(shared)

    // The queries' schemas (`?page=` is a number) come with the first list or search page.
    expect(params.validateListSearch({ page: 2 })).toEqual({ page: 2 })
    const withQueries = { ...made }
    expect(withQueries.numbers).toBeGreaterThan(0)
    expect(params.validateListSearch({})).toEqual({})
    expect(params.validateSearchPageSearch({ q: 'proxy', page: '2' })).toEqual({ q: 'proxy', page: 2 })
    expect(made).toEqual(withQueries)
    expect(made.objects).toBe(0)
  })

  it('a param the named check rejects is its 404, a garbled query its 400', async () => {
    const { params } = await withCountedSchemas()
    expect(() => params.pageParams('blogPost').parse({ id: 'Not A Slug' })).toThrow(expect.objectContaining({ data: { status: 404 } }))
    expect(() => params.validateListSearch({ page: 'abc' })).toThrow(expect.objectContaining({ data: { status: 400 } }))
  })
})
