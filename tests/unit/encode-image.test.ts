import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ENCODER_OPTIONS, encodeVariant } from '../../scripts/encode-image'

const SOURCE = '/images/covers/browser-fingerprinting-explained.png'
const input = new Uint8Array(readFileSync(`public${SOURCE}`))

describe('encodeVariant (the build’s encoder of /_ipx/ variants)', () => {
  it('resizes to the width step in the requested format', async () => {
    const { body, format } = await encodeVariant(input, SOURCE, { format: 'webp', quality: 100, width: 480 })
    expect(format).toBe('webp')
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 480, height: 252 })
  })

  it('never makes an image wider than its source (a 1536 step of a 1200 px cover stays 1200)', async () => {
    const { body } = await encodeVariant(input, SOURCE, { format: 'avif', quality: 100, width: 1536 })
    expect(await sharp(body).metadata()).toMatchObject({ format: 'heif', width: 1200 })
  })

  it('keeps the source format when none is asked, and blurs the placeholder', async () => {
    const plain = await encodeVariant(input, SOURCE, { width: 16 })
    expect(plain.format).toBe('png')
    const blurred = await encodeVariant(input, SOURCE, { format: 'webp', quality: 50, width: 16, blur: 3 })
    expect(
      Buffer.compare(Buffer.from(blurred.body), Buffer.from((await encodeVariant(input, SOURCE, { format: 'webp', quality: 50, width: 16 })).body)),
    ).not.toBe(0)
  })

  it('encodes AVIF below sharp’s default effort (4), which took 12–35 s per cover variant', () => {
    expect(ENCODER_OPTIONS.avif?.effort).toBeLessThan(4)
  })

  it('refuses a pixel bomb before decoding it', async () => {
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    await expect(encodeVariant(new Uint8Array(huge), '/images/huge.png', { format: 'webp', width: 480 })).rejects.toThrow(/pixel limit/i)
  })
})
