import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatValue, METRICS, p75, percentile, rate } from './metrics'

describe('p75 (nearest rank)', () => {
  it('is the ⌈0.75·n⌉-th smallest value, never an interpolation', () => {
    expect(p75([])).toBeUndefined()
    expect(p75([42])).toBe(42)
    expect(p75([400, 100, 300, 200])).toBe(300) // rank 3 of 4
    expect(p75([1, 2, 3, 4, 5])).toBe(4) // rank ⌈3.75⌉ = 4
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6) // rank 6
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75)
    expect(p75(Array.from({ length: 101 }, (_, i) => i + 1))).toBe(76) // ⌈75.75⌉
  })

  it('does not reorder its input', () => {
    const values = [3, 1, 2]
    p75(values)
    expect(values).toEqual([3, 1, 2])
  })

  it('percentile bounds: p0+ is the minimum, p100 the maximum', () => {
    expect(percentile([5, 1, 9], 0)).toBe(1)
    expect(percentile([5, 1, 9], 100)).toBe(9)
    expect(percentile([5, 1, 9], 50)).toBe(5)
  })

  it('at least 75 % of the values are at or below it, and fewer than 75 % below it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 200 }), (values) => {
        const p = p75(values)!
        expect(values).toContain(p)
        expect(values.filter((v) => v <= p).length / values.length).toBeGreaterThanOrEqual(0.75)
        expect(values.filter((v) => v < p).length / values.length).toBeLessThan(0.75)
      }),
    )
  })
})

describe('ratings by Google thresholds', () => {
  it.each([
    ['LCP', 2500, 4000],
    ['INP', 200, 500],
    ['CLS', 0.1, 0.25],
    ['FCP', 1800, 3000],
    ['TTFB', 800, 1800],
  ] as const)('%s: good up to %s, needs improvement up to %s, poor above', (name, good, poor) => {
    expect(METRICS[name]).toMatchObject({ good, poor })
    expect(rate(name, 0)).toBe('good')
    expect(rate(name, good)).toBe('good')
    expect(rate(name, good + (name === 'CLS' ? 0.001 : 1))).toBe('needs-improvement')
    expect(rate(name, poor)).toBe('needs-improvement')
    expect(rate(name, poor + (name === 'CLS' ? 0.001 : 1))).toBe('poor')
  })

  it('rates the p75 of known field data', () => {
    // 8 page views' LCPs: the p75 is the 6th smallest, 3100 ms: needs improvement.
    const lcp = [1200, 1500, 1900, 2300, 2600, 3100, 4200, 7000]
    expect(p75(lcp)).toBe(3100)
    expect(rate('LCP', p75(lcp)!)).toBe('needs-improvement')
    const cls = [0, 0, 0.02, 0.3]
    expect(p75(cls)).toBe(0.02)
    expect(rate('CLS', p75(cls)!)).toBe('good')
    const inp = [80, 120, 560, 640]
    expect(rate('INP', p75(inp)!)).toBe('poor')
  })

  it('formats times in whole ms and CLS as a score', () => {
    expect(formatValue('LCP', 2499.6)).toBe('2500 ms')
    expect(formatValue('CLS', 0.12345)).toBe('0.123')
  })
})
