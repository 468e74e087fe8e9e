import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'
import { JSEncrypt } from 'jsencrypt'
import { describe, expect, it } from 'vitest'
import { encryptPayload, randomKey } from './crypto'

// A small key pair is enough to check the format and keeps the test fast.
const pair = new JSEncrypt({ default_key_size: '512' })
const publicKey = pair.getPublicKey()

describe('tracking payload encryption (SPEC 7/8)', () => {
  it('makes 16-character keys from an alphanumeric alphabet', () => {
    const key = randomKey()
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(randomKey((bytes) => bytes.fill(0))).toBe('A'.repeat(16))
  })

  it('encrypts the key with RSA and the payload with AES-ECB under that key', () => {
    const payload = { list: [{ id: 'e1' }], comm: { ua: 'x' } }
    const form = encryptPayload(payload, publicKey, 'abcdefghijklmnop')!
    expect(pair.decrypt(form._t)).toBe('abcdefghijklmnop')
    const text = AES.decrypt(form._a, Utf8.parse('abcdefghijklmnop'), { mode: ECB, padding: Pkcs7 }).toString(Utf8)
    expect(JSON.parse(text)).toEqual(payload)
  })

  describe('a failure yields an empty result, silently (SPEC 8)', () => {
    it('with a public key that is not one', () => {
      expect(encryptPayload({ a: 1 }, 'not a key')).toBeUndefined()
      expect(encryptPayload({ a: 1 }, '')).toBeUndefined()
    })

    it('with a payload that has no JSON form', () => {
      const circular: Record<string, unknown> = {}
      circular.self = circular
      expect(encryptPayload(circular, publicKey)).toBeUndefined()
      expect(encryptPayload({ n: 1n }, publicKey)).toBeUndefined()
    })

    it('with a key too long for the RSA key to carry', () => {
      expect(encryptPayload({ a: 1 }, publicKey, 'k'.repeat(100))).toBeUndefined()
    })
  })
})
