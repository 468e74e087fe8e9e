import { afterEach, describe, expect, it, vi } from 'vitest'

// The browser evaluates every route definition before it hydrates a page, so a route must not make
// its zod schemas then: they are made for the first URL a route is offered, and once (issue 24,
// goal 3). Counted through zod's constructors, wrapped in a fresh copy of the modules.
async function withCountedSchemas() {
  vi.resetModules()
  const made = { objects: 0 }
  vi.doMock('zod/mini', async (importOriginal) => {
    const zod = await importOriginal<typeof import('zod/mini')>()
    return { ...zod, object: (...args: Parameters<typeof zod.object>) => (made.objects++, zod.object(...args)) }
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
    params.pageParams('pricing')
    expect(made.objects).toBe(0)

    expect(blogPost.parse({ locale: 'ru', id: 'browser-fingerprinting-explained' })).toEqual({ locale: 'ru', id: 'browser-fingerprinting-explained' })
    const afterFirst = made.objects
    expect(afterFirst).toBeGreaterThan(0)
    expect(blogPost.parse({ id: 'proxies' })).toEqual({ id: 'proxies' })
    expect(blogPost.parse({ locale: 'xx', id: 'proxies' })).toBe(false)
    expect(made.objects).toBe(afterFirst)

    expect(params.validateListSearch({ page: 2 })).toEqual({ page: 2 })
    const afterQuery = made.objects
    expect(params.validateListSearch({})).toEqual({})
    expect(made.objects).toBe(afterQuery)
  })

  it('a param the named check rejects is its 404, a garbled query its 400', async () => {
    const { params } = await withCountedSchemas()
    expect(() => params.pageParams('blogPost').parse({ id: 'Not A Slug' })).toThrow(expect.objectContaining({ data: { status: 404 } }))
    expect(() => params.validateListSearch({ page: 'abc' })).toThrow(expect.objectContaining({ data: { status: 400 } }))
  })
})
