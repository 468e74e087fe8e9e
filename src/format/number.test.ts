import { describe, expect, it } from 'vitest'
import { formatNumber, formatPrice } from './number'
import { isValidViewBox } from './icon'

describe('formatNumber (SPEC 5)', () => {
  it.each([
    [0, undefined, '0.0'],
    [1234.56, undefined, '1,234.6'],
    [1234567, 0, '1,234,567'],
    [-1234.5, 2, '-1,234.50'],
    [-0.01, 1, '0.0'],
    [999.95, 1, '1,000.0'],
    [Number.NaN, 1, ''],
  ])('%s with %s decimals → %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected)
  })
})

describe('formatPrice (SPEC 9)', () => {
  it.each([
    [29, 'USD', '$29'],
    [9.9, 'USD', '$9.90'],
    [149, 'BRL', 'R$149'],
    [119, 'PLN', '119 zł'],
    [1000, 'USD', '$1K'],
    [1500, 'BRL', 'R$1.5K'],
    [729000, 'VND', '729K ₫'],
    [2490000, 'VND', '2,490K ₫'],
  ] as const)('%s %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected)
  })
})

describe('isValidViewBox (SPEC 5)', () => {
  it.each([
    ['0 0 24 24', true],
    ['-1 -1.5 26 26', true],
    ['0,0,24,24', false],
    ['0 0 24', false],
    ['0 0 24 a', false],
  ])('%s → %s', (value, expected) => expect(isValidViewBox(value)).toBe(expected))
})
