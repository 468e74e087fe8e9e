import { describe, expect, it } from 'vitest'
import { readRequestBody } from '../../app/server/http/request-body.server'

// The one capped body read of the server (the collector's posts, the render thread's forwards).

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x.test/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

/** A body of `chunks` bytes each `size` long, then an error when `fail` is set; counts what was read. */
function streamed(chunks: number, size: number, fail = false) {
  const read = { chunks: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.chunks === chunks) return fail ? controller.error(new Error('reset')) : controller.close()
        read.chunks++
        controller.enqueue(new Uint8Array(size).fill(65))
      },
      cancel() {
        read.cancelled = true
      },
      // Nothing is pulled before the first read.
    },
    { highWaterMark: 0 },
  )
  return { stream, read }
}

describe('readRequestBody', () => {
  it('reads a body whole into an allocation of its own', async () => {
    const { stream } = streamed(3, 10)
    const body = await readRequestBody(post(stream), 100)
    expect(body).toBeInstanceOf(Uint8Array)
    const bytes = body as Uint8Array
    expect(bytes.byteLength).toBe(30)
    expect(bytes.buffer.byteLength).toBe(30)
    expect(new TextDecoder().decode(bytes)).toBe('A'.repeat(30))
  })

  it('returns null without a body', async () => {
    expect(await readRequestBody(new Request('http://x.test/'), 100)).toBeNull()
  })

  it('refuses a declared length over the limit without reading', async () => {
    const { stream, read } = streamed(1, 10)
    expect(await readRequestBody(post(stream, { 'content-length': '101' }), 100)).toBe('too large')
    expect(read.chunks).toBe(0)
  })

  it('stops reading a body without a length at the limit', async () => {
    const { stream, read } = streamed(1000, 10)
    expect(await readRequestBody(post(stream), 100)).toBe('too large')
    expect(read.chunks).toBeLessThanOrEqual(12)
    expect(read.cancelled).toBe(true)
  })

  it('tells a body that broke off', async () => {
    const { stream } = streamed(2, 10, true)
    expect(await readRequestBody(post(stream), 100)).toBe('broken')
  })
})
