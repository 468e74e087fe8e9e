import { createDecipheriv, generateKeyPairSync, privateDecrypt, constants } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { AES_KEY_LENGTH } from '#src/tracking/constants'
import { env } from './env.server'
import { log } from './log.server'
import { errorMessage } from '#src/lang/error-message'

export interface TrackingKeys {
  readonly publicKey: string
  /** Only the embedded collector has one. */
  readonly privateKey?: string
}

/** Env values may carry PEM line breaks as `\n` (one-line variables). */
const pem = (value: string) => value.replace(/\\n/g, '\n').trim()

let keys: TrackingKeys | undefined

/**
 * The tracking key pair: from TRACKING_PUBLIC_KEY / TRACKING_PRIVATE_KEY when set; otherwise (the
 * embedded collector with no keys configured) a development pair made on first start and stored in
 * TRACKING_DATA_DIR, so events stay decryptable across restarts.
 */
export function trackingKeys(): TrackingKeys {
  if (keys) return keys
  if (env.TRACKING_PUBLIC_KEY) {
    keys = { publicKey: pem(env.TRACKING_PUBLIC_KEY), ...(env.TRACKING_PRIVATE_KEY ? { privateKey: pem(env.TRACKING_PRIVATE_KEY) } : {}) }
    return keys
  }
  const dir = join(env.TRACKING_DATA_DIR, 'tracking-keys')
  try {
    keys = { publicKey: readFileSync(join(dir, 'public.pem'), 'utf8'), privateKey: readFileSync(join(dir, 'private.pem'), 'utf8') }
  } catch {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    })
    keys = { publicKey: pair.publicKey, privateKey: pair.privateKey }
    try {
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, 'private.pem'), pair.privateKey, { mode: 0o600 })
      writeFileSync(join(dir, 'public.pem'), pair.publicKey)
      log.info(`tracking: created a development key pair in ${dir} (set TRACKING_PUBLIC_KEY and TRACKING_PRIVATE_KEY in production)`)
    } catch (error) {
      log.warn(`tracking: could not save the development key pair in ${dir}: ${errorMessage(error)}; it lasts until restart`)
    }
  }
  return keys
}

/**
 * Decrypts a posted batch (`_t`: the RSA-encrypted AES key, `_a`: the AES payload; SPEC 7), the
 * inverse of `encryptPayload` in src/tracking/crypto.ts. Undefined for anything that does not
 * decrypt to JSON.
 */
export function decryptForm(form: { _t: string; _a: string }, privateKey: string): unknown {
  try {
    const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(form._t, 'base64'))
    if (key.length !== AES_KEY_LENGTH) return undefined
    const decipher = createDecipheriv('aes-128-ecb', key, null)
    const text = Buffer.concat([decipher.update(Buffer.from(form._a, 'base64')), decipher.final()]).toString('utf8')
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
