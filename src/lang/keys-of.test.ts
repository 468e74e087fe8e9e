import { describe, expect, expectTypeOf, it } from 'vitest'
import { keysOf } from './keys-of'

describe('keysOf', () => {
  it('is Object.keys, typed as the table’s keys', () => {
    const keys = keysOf({ title: 6, body: 1 } as const)
    expect(keys).toEqual(['title', 'body'])
    expectTypeOf(keys).toEqualTypeOf<('title' | 'body')[]>()
  })
})
