import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { multiplyModP, slotsFactor, zeroBytesOperator } from './crc32-shift'

// The raw (linear) CRC of a string: zlib's CRC without the length-dependent part.
const raw = (b: Buffer) => (crc32(b) ^ crc32(Buffer.alloc(b.length))) >>> 0

describe('CRC-32 slot arithmetic', () => {
  it('appending zero bytes to a raw CRC is one multiplication', () => {
    const n = randomBytes(24)
    for (const bytes of [0, 1, 7, 24, 1000, 65_537]) {
      expect(multiplyModP(zeroBytesOperator(bytes), raw(n))).toBe(raw(Buffer.concat([n, Buffer.alloc(bytes)])))
    }
  })

  it('gives the CRC of a text with a string in each of its slots from the CRC with NULs there', () => {
    const parts = [randomBytes(3000), randomBytes(1), randomBytes(0), randomBytes(40_000), randomBytes(17)]
    const slot = 24
    const nuls = Buffer.concat(parts.flatMap((p, i) => (i ? [Buffer.alloc(slot), p] : [p])))
    // The bytes after each slot, to the end of the text (the later slots' included).
    const ends: number[] = []
    parts.reduce((at, p, i) => (i ? (ends.push(at + slot), at + slot + p.length) : p.length), 0)
    const after = ends.map((end) => nuls.length - end)
    const factor = slotsFactor(after)
    for (let round = 0; round < 5; round++) {
      const nonce = Buffer.from(randomBytes(16).toString('base64'))
      const filled = Buffer.concat(parts.flatMap((p, i) => (i ? [nonce, p] : [p])))
      expect((crc32(nuls) ^ multiplyModP(factor, raw(nonce))) >>> 0).toBe(crc32(filled))
    }
  })

  it('a text without slots keeps its CRC', () => {
    expect(slotsFactor([])).toBe(0)
    expect(multiplyModP(0, 12345)).toBe(0)
  })
})
