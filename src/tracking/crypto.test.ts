import { ecb } from '@noble/ciphers/aes.js'
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js'
import { JSEncrypt } from 'jsencrypt'
import { describe, expect, it } from 'vitest'
import { encryptPayload, randomKey, toBase64 } from './crypto'

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
    const text = bytesToUtf8(ecb(utf8ToBytes('abcdefghijklmnop')).decrypt(Uint8Array.from(atob(form._a), (c) => c.charCodeAt(0))))
    expect(JSON.parse(text)).toEqual(payload)
  })

  it('writes the wire format the statistics provider reads: AES-128-ECB, PKCS#7, Base64', () => {
    // The known answer of OpenSSL's aes-128-ecb for this key and payload (the format crypto-js wrote).
    const form = encryptPayload({ list: [{ id: 'e1' }], comm: { ua: 'x' } }, publicKey, 'abcdefghijklmnop')!
    expect(form._a).toBe('EvzxajWyLjnDLk5TC8LjKqSeMdSAkTJR4b2+akjdrETa1kbKQuXdPBW2dBi7Cmg8')
  })

  it('writes Base64 of any length, past one slice of characters', () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 3 }, (_, i) => (i * 7) % 256)
    expect(Uint8Array.from(atob(toBase64(bytes)), (c) => c.charCodeAt(0))).toEqual(bytes)
    expect(toBase64(new Uint8Array())).toBe('')
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
