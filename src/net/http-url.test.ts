import { describe, expect, it } from 'vitest'
import { httpUrl } from './http-url'

describe('httpUrl', () => {
  it('parses absolute http and https URLs', () => {
    expect(httpUrl('https://app.profiledeck.com/register?x=1')?.href).toBe('https://app.profiledeck.com/register?x=1')
    expect(httpUrl('http://localhost:3000/')?.host).toBe('localhost:3000')
  })

  it('refuses other schemes, relative paths and garbage', () => {
    for (const value of ['javascript:alert(1)', 'ftp://example.com/', 'data:text/plain,x', '/register', 'not a url', ''])
      expect(httpUrl(value), value).toBeUndefined()
  })
})
