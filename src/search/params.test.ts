import { describe, expect, it } from 'vitest'
import { listPageHref } from '../routing/registry'
import { searchQueryString } from './params'

describe('search page URLs', () => {
  it('builds search URLs with the query encoded', () => {
    expect(searchQueryString('a&b <c>', 'help')).toBe('q=a%26b+%3Cc%3E&section=help')
    expect(listPageHref(`/search?${searchQueryString('a&b <c>', 'help')}`, 2)).toBe('/search?q=a%26b+%3Cc%3E&section=help&page=2')
    expect(searchQueryString('指纹')).toBe('q=%E6%8C%87%E7%BA%B9')
  })
})
