import { describe, expect, it } from 'vitest'
import { deepFreeze } from './deep-freeze'

describe('deepFreeze', () => {
  it('freezes objects and arrays at every depth and returns the same value', () => {
    const value = { a: { b: [1, { c: 'x' }] }, d: 'e' }
    expect(deepFreeze(value)).toBe(value)
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.a)).toBe(true)
    expect(Object.isFrozen(value.a.b)).toBe(true)
    expect(Object.isFrozen(value.a.b[1])).toBe(true)
    expect(() => {
      ;(value.a.b[1] as { c: string }).c = 'y'
    }).toThrow(TypeError)
    expect(() => (value.a.b as unknown[]).push(2)).toThrow(TypeError)
  })

  it('leaves primitives alone and stops at cycles', () => {
    expect(deepFreeze(3)).toBe(3)
    expect(deepFreeze(null)).toBe(null)
    const loop: { self?: unknown } = {}
    loop.self = loop
    expect(Object.isFrozen(deepFreeze(loop))).toBe(true)
  })
})
