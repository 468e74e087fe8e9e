import { describe, expect, it } from 'vitest'
import { getOrMake } from './get-or-make'

describe('getOrMake', () => {
  it('makes a value the first time a key is asked for, and keeps it', () => {
    const map = new Map<string, string[]>()
    let made = 0
    const make = () => (made++, ['x'])
    const first = getOrMake(map, 'a', make)
    expect(getOrMake(map, 'a', make)).toBe(first)
    expect(made).toBe(1)
    expect(getOrMake(map, 'b', make)).not.toBe(first)
    expect(made).toBe(2)
  })

  it('keeps by object in a WeakMap', () => {
    const map = new WeakMap<object, number>()
    const key = {}
    expect(getOrMake(map, key, () => 1)).toBe(1)
    expect(getOrMake(map, key, () => 2)).toBe(1)
    expect(getOrMake(map, {}, () => 3)).toBe(3)
  })
})
