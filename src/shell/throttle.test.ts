import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs the first call at once and the last call of a burst when the interval ends', () => {
    const calls: number[] = []
    const t = throttle((n: number) => calls.push(n), 200)
    t(1)
    t(2)
    t(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(199)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
  })

  it('never runs more than once per interval under a steady stream', () => {
    const calls: number[] = []
    const t = throttle(() => calls.push(Date.now()), 200)
    for (let i = 0; i < 100; i++) {
      t()
      vi.advanceTimersByTime(10)
    }
    vi.advanceTimersByTime(200)
    for (let i = 1; i < calls.length; i++) expect(calls[i]! - calls[i - 1]!).toBeGreaterThanOrEqual(200)
    expect(calls.length).toBe(6)
  })

  it('runs at once again after a quiet interval, and cancel drops the trailing call', () => {
    const calls: number[] = []
    const t = throttle((n: number) => calls.push(n), 200)
    t(1)
    vi.advanceTimersByTime(500)
    t(2)
    expect(calls).toEqual([1, 2])
    t(3)
    t.cancel()
    vi.advanceTimersByTime(500)
    expect(calls).toEqual([1, 2])
  })
})
