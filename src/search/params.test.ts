import { describe, expect, it } from 'vitest'
import { listPageHref } from '../content/paginate'
import { searchPageSearch, searchQueryString, sectionParam } from './params'

describe('search page params', () => {
  it('keeps q, section and page as sent, and nothing else', () => {
    expect(searchPageSearch({ q: 'proxy', section: 'help', page: '2', utm_source: 'x' })).toEqual({ q: 'proxy', section: 'help', page: '2' })
    expect(searchPageSearch({ q: 5 })).toEqual({ q: '5' })
    expect(searchPageSearch({ q: true })).toEqual({ q: 'true' })
    expect(searchPageSearch({ q: null })).toEqual({ q: 'null' })
    expect(searchPageSearch({ q: ['a'], page: {} })).toEqual({ q: '["a"]' })
    expect(searchPageSearch({ page: {} })).toEqual({})
  })

  it('reads only known sections', () => {
    expect(sectionParam('faq')).toBe('faq')
    expect(sectionParam('nope')).toBeUndefined()
    expect(sectionParam(undefined)).toBeUndefined()
  })

  it('builds search URLs with the query encoded', () => {
    expect(searchQueryString('a&b <c>', 'help')).toBe('q=a%26b+%3Cc%3E&section=help')
    expect(listPageHref(`/search?${searchQueryString('a&b <c>', 'help')}`, 2)).toBe('/search?q=a%26b+%3Cc%3E&section=help&page=2')
    expect(searchQueryString('指纹')).toBe('q=%E6%8C%87%E7%BA%B9')
  })
})
