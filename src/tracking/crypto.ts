import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'
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
    const a = AES.encrypt(JSON.stringify(payload), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString()
    return { _t: t, _a: a }
  } catch {
    return undefined
  }
}
