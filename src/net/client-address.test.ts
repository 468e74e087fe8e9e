import { describe, expect, it } from 'vitest'
import { clientAddress, isTrusted, normalizeIp } from './client-address'

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from an untrusted peer', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', [])).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', '1.2.3.4', ['10.0.0.1'])).toBe('203.0.113.9')
  })
  it('takes the right-most untrusted hop behind trusted proxies', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 81.2.69.160', ['10.0.0.1'])).toBe('81.2.69.160')
    expect(clientAddress('10.0.0.1', '81.2.69.160, 10.0.0.7', ['10.0.0.0/8'])).toBe('81.2.69.160')
    expect(clientAddress('10.0.0.1', '10.0.0.2', ['10.0.0.0/8'])).toBe('10.0.0.2')
  })
  it('stops at a garbled hop rather than trusting what lies left of it', () => {
    expect(clientAddress('10.0.0.1', '1.2.3.4, <script>', ['10.0.0.1'])).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', undefined, ['10.0.0.1'])).toBe('10.0.0.1')
  })
  it('normalizes and validates addresses', () => {
    expect(normalizeIp('::FFFF:127.0.0.1')).toBe('127.0.0.1')
    expect(normalizeIp('[2001:DB8::1]')).toBe('2001:db8::1')
    expect(normalizeIp('999.1.1.1')).toBeUndefined()
    expect(normalizeIp('evil')).toBeUndefined()
    expect(isTrusted('192.168.1.5', ['192.168.0.0/16'])).toBe(true)
    expect(isTrusted('192.169.1.5', ['192.168.0.0/16'])).toBe(false)
  })
})
