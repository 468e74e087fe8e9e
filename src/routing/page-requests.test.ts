import { describe, expect, it } from 'vitest'
import { MAX_SERVER_FN_PAYLOAD } from '../http/server-fn'
import { MAX_SLUG_LENGTH } from './checks'
import { MAX_PAGES_PER_REQUEST, MAX_PARAM_LENGTH, MAX_PARAMS, MAX_QUERY_LENGTH, pageRequestKey, type PageRequest } from './page-requests'
import { PAGE_KINDS, paramNames, rowOf } from './registry'

describe('page requests', () => {
  it('a full getPages request of the largest page requests the input check allows fits the server payload limit, escaped', () => {
    const params = Object.fromEntries(Array.from({ length: MAX_PARAMS }, (_, i) => [`p${i}`.padEnd(32, 'x'), '\u00e9'.repeat(MAX_PARAM_LENGTH)]))
    const largest = { kind: 'blogPost', params, query: `?${'q'.repeat(MAX_QUERY_LENGTH - 1)}` }
    const payload = encodeURIComponent(JSON.stringify({ data: { build: 'b'.repeat(64), pages: Array(MAX_PAGES_PER_REQUEST).fill(largest) } }))
    expect(payload.length).toBeLessThanOrEqual(MAX_SERVER_FN_PAYLOAD)
  })

  it('every page kind fits: its params and the locale prefix, each value a slug at most', () => {
    for (const kind of PAGE_KINDS) expect(paramNames(rowOf(kind).path).length + 1, kind).toBeLessThanOrEqual(MAX_PARAMS)
    expect(MAX_SLUG_LENGTH).toBeLessThanOrEqual(MAX_PARAM_LENGTH)
  })

  it('names a request by kind, params in any order, and query', () => {
    const a: PageRequest = { kind: 'blogPost', params: { locale: 'ru', id: 'x' }, query: '' }
    expect(pageRequestKey(a)).toBe(pageRequestKey({ ...a, params: { id: 'x', locale: 'ru' } }))
    expect(pageRequestKey(a)).not.toBe(pageRequestKey({ ...a, query: '?page=2' }))
    expect(pageRequestKey(a)).not.toBe(pageRequestKey({ ...a, kind: 'newsPost' }))
  })
})
