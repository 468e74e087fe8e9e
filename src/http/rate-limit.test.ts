import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows a burst, then refills at the per-minute rate, per client', () => {
    const limiter = createRateLimiter({ perMinute: 60, burst: 3 })
    expect([1, 2, 3, 4].map(() => limiter.take('a', 0))).toEqual([true, true, true, false])
    expect(limiter.take('b', 0)).toBe(true)
    expect(limiter.take('a', 500)).toBe(false)
    expect(limiter.take('a', 1000)).toBe(true)
    expect(limiter.take('a', 1000)).toBe(false)
    // A long pause refills up to the burst, not beyond.
    expect([1, 2, 3, 4].map(() => limiter.take('a', 600_000))).toEqual([true, true, true, false])
  })

  it('forgets the least recently seen clients beyond its bound', () => {
    const limiter = createRateLimiter({ perMinute: 1, burst: 1, maxClients: 2 })
    expect(limiter.take('a', 0)).toBe(true)
    expect(limiter.take('a', 0)).toBe(false)
    limiter.take('b', 0)
    limiter.take('c', 0)
    // 'a' was forgotten: it starts with a full bucket again.
    expect(limiter.take('a', 0)).toBe(true)
  })
})
