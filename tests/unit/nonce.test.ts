import { describe, expect, it } from 'vitest'
import { newNonce } from '../../app/server/security.server'

describe('newNonce', () => {
  it('gives 128-bit base64 nonces, never the same twice, across refills of its random pool', () => {
    const nonces = Array.from({ length: 1000 }, newNonce)
    expect(new Set(nonces).size).toBe(1000)
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
