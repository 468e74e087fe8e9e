import { describe, expect, it } from 'vitest'
import { cacheKey, callOf } from './keys'

describe('callOf', () => {
  it("names the call of a cache key without its query, which may carry the visitor's data", () => {
    expect(callOf(cacheKey('GET', 'third/chat/choose', { ip: '203.0.113.9', lang: 'zh' }))).toEqual({ method: 'GET', path: 'third/chat/choose' })
    expect(callOf('POST /sys/user/passport/authorized-login')).toEqual({ method: 'POST', path: 'sys/user/passport/authorized-login' })
  })

  it('takes a bare path as it is, less a query or fragment', () => {
    expect(callOf('sys/user/passport/authorized-login')).toEqual({ path: 'sys/user/passport/authorized-login' })
    expect(callOf('/home/base-info?lang=ru#x')).toEqual({ path: 'home/base-info' })
    expect(callOf('undefined')).toEqual({ path: 'undefined' })
  })
})
