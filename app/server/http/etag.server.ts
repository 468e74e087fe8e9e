import { createHash, hash } from 'node:crypto'
import { etagInput, mediaTypeOf, ROUTER_LOAD_TIME_MARK, weakEtag } from '#src/http/cache'

/**
 * The weak ETag of a body: the SHA-1 of `etagInput(…)` (an HTML page without the parts that change
 * on every render), computed without building that text. The page renderer (`app/server.ts`) and
 * the HTTP cache middleware both call it, with the bytes they send.
 * - The bytes before the router's load times are hashed as they are: no decoding, no copy.
 * - The router's load times sit in its dehydration script near the end of the page; only the text
 *   from the script holding the first of them on is decoded and rewritten by `etagInput` itself.
 * `tests/unit/etag.test.ts` checks that this equals hashing `etagInput(…)`.
 */
export function etagOf(contentType: string | null | undefined, body: Uint8Array): string {
  if (mediaTypeOf(contentType) !== 'text/html') return weakEtag(hash('sha1', body, 'base64url'))
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const mark = bytes.indexOf(ROUTER_LOAD_TIME_MARK)
  const tail = mark < 0 ? bytes.length : Math.max(0, bytes.lastIndexOf('<script', mark))
  const sha1 = createHash('sha1').update(bytes.subarray(0, tail))
  if (tail < bytes.length) sha1.update(etagInput(contentType, bytes.subarray(tail)))
  return weakEtag(sha1.digest('base64url'))
}
