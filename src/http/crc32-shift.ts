/**
 * CRC-32 (the gzip/zlib polynomial) arithmetic for the HTML cache (ADR 015): how the CRC of a page
 * changes when its nonce slots are filled, without reading the page again. A CRC is linear over
 * GF(2): the CRC of the page with the nonce N in its slots is the CRC of the page with NUL bytes
 * there, XOR the sum of N's own contribution at every slot. N's contribution at a slot followed by
 * b bytes is N's raw CRC times x^(8b) modulo the polynomial; the products share the factor N, so
 * the sum over all slots is one product: `slotsFactor(...)` once per kept page, then one
 * `multiplyModP` per answer. The arithmetic is zlib's (crc32_combine: multmodp and x2nmodp).
 */

/** The CRC-32 polynomial, reflected (zlib's POLY). */
const POLY = 0xedb88320

/** a·b modulo the polynomial, both in zlib's reflected bit order (x^0 is the top bit). */
export function multiplyModP(a: number, b: number): number {
  if (a === 0 || b === 0) return 0
  let m = 0x80000000
  let p = 0
  for (;;) {
    if (a & m) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N: readonly number[] = (() => {
  const table: number[] = []
  let p = 0x40000000 // x^1
  table.push(p)
  for (let n = 1; n < 32; n++) table.push((p = multiplyModP(p, p)))
  return table
})()

/** x^(8·bytes) modulo the polynomial: the operator that appends `bytes` zero bytes to a raw CRC. */
export function zeroBytesOperator(bytes: number): number {
  let p = 0x80000000 // x^0
  let k = 3
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModP(X2N[k & 31]!, p)
  return p
}

/**
 * The factor of a text whose slots are followed by `after[i]` bytes each (to the end of the text):
 * the CRC of the text with a string N in every slot is `crcWithNulSlots ^ multiplyModP(factor, rawCrc(N))`.
 */
export function slotsFactor(after: readonly number[]): number {
  let factor = 0
  for (const bytes of after) factor ^= zeroBytesOperator(bytes)
  return factor >>> 0
}
