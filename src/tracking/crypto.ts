import { ecb } from '@noble/ciphers/aes.js'
import { utf8ToBytes } from '@noble/ciphers/utils.js'
import { JSEncrypt } from 'jsencrypt'
import { AES_KEY_LENGTH } from './constants'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A fresh AES key of AES_KEY_LENGTH characters from a cryptographic random source (rejection
 * sampling keeps every character equally likely).
 */
export function randomKey(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  let key = ''
  while (key.length < AES_KEY_LENGTH) {
    for (const byte of random(new Uint8Array(AES_KEY_LENGTH * 2))) {
      if (byte < 248 && key.length < AES_KEY_LENGTH) key += ALPHABET[byte % ALPHABET.length]
    }
  }
  return key
}

/** The posted form of an encrypted batch: `_t` the RSA-encrypted key, `_a` the AES-encrypted payload. */
export interface EncryptedForm {
  readonly _t: string
  readonly _a: string
}

/**
 * SPEC 7: AES-128 (the 16-character key as UTF-8 bytes, ECB, PKCS#7, Base64) over the payload's
 * JSON, and the key RSA-encrypted (PKCS#1 v1.5, Base64) with the configured public key. ECB is the
 * statistics provider's format; a fresh key per batch keeps equal blocks from repeating across
 * batches. SPEC 8: an encryption failure silently yields an empty result (undefined).
 */
export function encryptPayload(payload: unknown, publicKeyPem: string, key = randomKey()): EncryptedForm | undefined {
  // Without a key JSEncrypt makes a random one of its own, and the batch would go out encrypted for
  // nobody (and leave the queue as sent): that is a failure too.
  if (!publicKeyPem.trim()) return undefined
  try {
    const rsa = new JSEncrypt()
    rsa.setPublicKey(publicKeyPem)
    const t = rsa.encrypt(key)
    if (!t) return undefined
    const a = toBase64(ecb(utf8ToBytes(key)).encrypt(utf8ToBytes(JSON.stringify(payload))))
    return { _t: t, _a: a }
  } catch {
    return undefined
  }
}

/** Standard Base64 of `bytes`, in slices: one `String.fromCharCode` call per slice keeps to the engine's argument limit. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
