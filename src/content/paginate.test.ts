import { describe, expect, it } from 'vitest'
import { paginate, parsePageParam, PAGE_SIZE } from './paginate'

describe('paginate', () => {
  const items = Array.from({ length: 20 }, (_, i) => i)
  it('slices pages of PAGE_SIZE', () => {
    expect(PAGE_SIZE).toBe(9)
    expect(paginate(items, 1)).toEqual({ items: items.slice(0, 9), page: 1, pages: 3, total: 20 })
    expect(paginate(items, 3)?.items).toEqual([18, 19])
  })
  it('has no page past the end, and one page for an empty list', () => {
    expect(paginate(items, 4)).toBeUndefined()
    expect(paginate(items, 0)).toBeUndefined()
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
  })
})

describe('parsePageParam', () => {
  it.each([[undefined, 1], ['2', 2], [3, 3], ['0', undefined], ['-1', undefined], ['abc', undefined], ['1e3', undefined], ['9999999', undefined], [2.5, undefined]])('%j → %s', (v, n) => {
    expect(parsePageParam(v)).toBe(n)
  })
})
