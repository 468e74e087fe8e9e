import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { ContentEncoding } from '#src/http/cache'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A body compressed for `encoding`, off the event loop (zlib's thread pool). The HTTP cache
 * middleware compresses responses per request with it (ADR 006), the HTML cache each page once, when
 * it stores it (ADR 030). Moderate levels: brotli 10–11 is about a tenth smaller on a page but costs
 * 50–100 times the CPU, and a cached page is compressed again every time it expires.
 */
export function compressBody(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 6 })
}
