/**
 * A request's body, read as it arrives and given up past `maxBytes` (a declared length over it is
 * refused before reading; a body without a length must not grow without bound before the check).
 * The bytes come in one allocation of their own, so they can move to another thread. `null`: no
 * body; `'too large'`; `'broken'`: the stream failed before its end (the client went away).
 */
export async function readRequestBody(request: Request, maxBytes: number): Promise<Uint8Array | null | 'too large' | 'broken'> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return 'too large'
  if (!request.body) return null
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        void reader.cancel().catch(() => {})
        return 'too large'
      }
      chunks.push(value)
    }
  } catch {
    return 'broken'
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}
