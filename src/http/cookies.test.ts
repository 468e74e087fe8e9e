import { describe, expect, it } from 'vitest'
import { cookieString, cookieValue } from './cookies'

describe('cookies', () => {
  it('writes a first-party cookie with its lifetime in days', () => {
    expect(cookieString('__REF', 'ABC123', 7)).toBe('__REF=ABC123; Max-Age=604800; Path=/; SameSite=Lax')
    expect(cookieString('x', 'a b', 1, true)).toBe('x=a%20b; Max-Age=86400; Path=/; SameSite=Lax; Secure')
  })
  it('reads a value by name, tolerating odd headers', () => {
    expect(cookieValue('a=1; __REF=ABC123; b=2', '__REF')).toBe('ABC123')
    expect(cookieValue('a=%E0%A4', 'a')).toBe('%E0%A4')
    expect(cookieValue('noequals; __REF', '__REF')).toBeUndefined()
    expect(cookieValue(undefined, 'a')).toBeUndefined()
    expect(cookieValue('a=1'.repeat(5000), 'a')).toBeUndefined()
  })
})
