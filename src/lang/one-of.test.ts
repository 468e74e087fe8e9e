import { describe, expect, expectTypeOf, it } from 'vitest'
import { indexIn, isOneOf } from './one-of'

const FORMATS = ['avif', 'webp', 'png'] as const

describe('isOneOf', () => {
  it('tells members from the rest, whatever their type', () => {
    expect(isOneOf(FORMATS, 'webp')).toBe(true)
    expect(isOneOf(FORMATS, 'gif')).toBe(false)
    expect(isOneOf(FORMATS, undefined)).toBe(false)
    expect(isOneOf([1, 2], '1')).toBe(false)
  })

  it('narrows the value to the list’s type', () => {
    const value: unknown = 'png'
    if (isOneOf(FORMATS, value)) expectTypeOf(value).toEqualTypeOf<'avif' | 'webp' | 'png'>()
  })
})

describe('indexIn', () => {
  it('is indexOf for any value', () => {
    expect(indexIn(FORMATS, 'png')).toBe(2)
    expect(indexIn(FORMATS, 'gif')).toBe(-1)
  })
})
