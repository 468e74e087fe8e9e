/**
 * Node's byte arrays are typed `Uint8Array<ArrayBufferLike>` (their memory could be a
 * SharedArrayBuffer), while a Response body wants memory that is a plain ArrayBuffer. The bytes
 * this server makes always are; this checks it once, instead of a cast at every Response, and
 * copies in the case that never happens.
 */
function isPlain(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
}

/** `bytes` as a body a Response accepts. */
export function bodyBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return isPlain(bytes) ? bytes : new Uint8Array(bytes)
}

/**
 * `bytes` in an allocation of their own (copied only when they share one): what the HTML cache
 * stores must not pin an 8 KB slab of Node's shared pool, which small Buffers (zlib's output among
 * them) are cut from.
 */
export function ownedBytes(bytes: Uint8Array): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return Buffer.from(bytes.buffer, 0, bytes.byteLength)
  const own = Buffer.allocUnsafeSlow(bytes.byteLength)
  own.set(bytes)
  return own
}
