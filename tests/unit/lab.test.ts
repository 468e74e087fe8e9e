import { describe, expect, it } from 'vitest'
import { median, parsePeers } from '../../scripts/lab'

describe('the lab scripts’ shared parts', () => {
  it('reads the peers measured beside the site', () => {
    expect(parsePeers(undefined)).toEqual([])
    expect(parsePeers(' ')).toEqual([])
    expect(parsePeers('Next=http://localhost:40650, Nuxt=http://127.0.0.1:40651/')).toEqual([
      { name: 'Next', base: 'http://localhost:40650' },
      { name: 'Nuxt', base: 'http://127.0.0.1:40651' },
    ])
    expect(parsePeers('v6=http://[::1]:3000')).toEqual([{ name: 'v6', base: 'http://[::1]:3000' }])
  })

  it('refuses a peer it cannot read, naming it', () => {
    expect(() => parsePeers('http://localhost:40650')).toThrow(/peer "http:\/\/localhost:40650": expected name=/)
    expect(() => parsePeers('Next=')).toThrow(/expected name=/)
    expect(() => parsePeers('=http://localhost:1')).toThrow(/expected name=/)
    expect(() => parsePeers('Next=ftp://localhost:1')).toThrow(/expected name=/)
    expect(() => parsePeers('Next=http://example.com')).toThrow(/only loopback/)
    expect(() => parsePeers('Next=http://localhost:1/en')).toThrow(/origin only/)
    expect(() => parsePeers('A=http://localhost:1,A=http://localhost:2')).toThrow(/given twice/)
  })

  it('takes the middle value, the upper one of an even count', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(3)
  })
})
