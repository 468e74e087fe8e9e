import { describe, expect, it } from 'vitest'
import { fieldOf } from './field-of'

describe('fieldOf', () => {
  it('reads a field of an object or function, and undefined for anything else', () => {
    expect(fieldOf({ code: 0 }, 'code')).toBe(0)
    expect(
      fieldOf(
        Object.assign(() => {}, { url: '/x' }),
        'url',
      ),
    ).toBe('/x')
    expect(fieldOf({ code: 0 }, 'data')).toBeUndefined()
    expect(fieldOf(null, 'code')).toBeUndefined()
    expect(fieldOf('text', 'length')).toBeUndefined()
    expect(fieldOf(undefined, 'code')).toBeUndefined()
  })
})
