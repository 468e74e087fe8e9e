import { defineMiddleware, type H3Event } from 'nitro'
import {
  appendVary,
  cacheControlFor,
  ifNoneMatchMatches,
  isCompressible,
  isNoStore,
  mediaTypeOf,
  negotiateEncoding,
  shouldCompress,
} from '#src/http/cache'
import { isCacheableAnswer } from '#src/http/html-cache'
import { env } from '../env.server'
import { etagOf } from './etag.server'
import { bodyBytes } from './bytes.server'
import { compressBody } from './compress.server'
/** Headers a 304 repeats from the 200 it stands for (RFC 9110 15.4.5). */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary']

/**
 * The nitro middleware's last step on the way out (middleware.server.ts): Cache-Control, ETag/304 and
 * br/gzip compression of every answer the app renders or routes (rules in `src/http/cache.ts`, ADR
 * 006), decided here once. A page the HTML cache will keep is left uncompressed: the cache
 * compresses it once, when it keeps it, and answers its 304s itself. Files in `public/` and
 * `/assets/*` are served by nitro before the middleware (pre-compressed at build time). A failure
 * here sends the answer as it came, never a 500.
 */
export const cachingAndCompression = defineMiddleware(async (event, next) => {
  const method = event.req.method.toUpperCase()
  const path = event.url.pathname
  const acceptEncoding = event.req.headers.get('accept-encoding')
  const ifNoneMatch = event.req.headers.get('if-none-match')
  // A thrown error passes through: nitro's error handler answers it later (a 500 without
  // Cache-Control, which caches do not store); Start answers its own failures with a Response.
  const answer = await next()
  if (!(answer instanceof Response)) return answer

  const init = { status: answer.status, statusText: answer.statusText }
  let original: Headers | undefined
  let body: Uint8Array | undefined
  try {
    original = takePreparedHeaders(event, answer)
    const headers = new Headers(original)
    const contentType = headers.get('content-type')
    const cacheControl = cacheControlFor(
      { method, path, status: answer.status, contentType, setsCookie: headers.has('set-cookie'), cacheControl: headers.get('cache-control') },
      env.cache,
    )
    if (cacheControl) headers.set('cache-control', cacheControl)

    const getLike = method === 'GET' || method === 'HEAD'
    const wantsEtag = getLike && answer.status === 200 && !isNoStore(cacheControl) && mediaTypeOf(contentType) !== 'text/event-stream'
    const mayCompress = isCompressible(contentType) && !headers.has('content-encoding')
    if (answer.body === null) {
      // Start renders a HEAD but strips the body before it gets here, so the fields computed from
      // the body (ETag, Content-Length) are left out, as RFC 9110 9.3.2 allows; Vary is what GET sends.
      if (method === 'HEAD' && mayCompress) headers.set('vary', appendVary(headers.get('vary'), 'Accept-Encoding'))
      return new Response(null, { ...init, headers })
    }
    if (!wantsEtag && !mayCompress) return new Response(answer.body, { ...init, headers })

    body = new Uint8Array(await answer.arrayBuffer())
    if (wantsEtag && !headers.has('etag')) {
      headers.set('etag', etagOf(contentType, body))
    }
    const compress = shouldCompress(contentType, body.byteLength, headers.get('content-encoding'))
    // Whenever the bytes could differ by Accept-Encoding, caches must key on it: also for the
    // identity copy and the 304.
    if (compress) headers.set('vary', appendVary(headers.get('vary'), 'Accept-Encoding'))
    // A page the HTML cache will keep goes to it whole: the cache keeps it, then answers this
    // request from what it kept, a 304 included. Everything else is answered here.
    const keptByHtmlCache =
      event.context.htmlCacheCandidate === true &&
      isCacheableAnswer({ status: answer.status, contentType, cacheControl: cacheControl ?? null, vary: headers.get('vary'), setsCookie: headers.has('set-cookie') })
    if (wantsEtag && !keptByHtmlCache && ifNoneMatchMatches(ifNoneMatch, headers.get('etag'))) {
      const kept = new Headers()
      for (const name of NOT_MODIFIED_HEADERS) {
        const value = headers.get(name)
        if (value !== null) kept.set(name, value)
      }
      return new Response(null, { status: 304, statusText: 'Not Modified', headers: kept })
    }
    // A page the HTML cache will keep stays identity here: the cache compresses it once itself.
    const encoding = compress && !keptByHtmlCache ? negotiateEncoding(acceptEncoding) : undefined
    let out = body
    if (encoding) {
      const packed = await compressBody(body, encoding)
      if (packed.byteLength < body.byteLength) {
        out = packed
        headers.set('content-encoding', encoding)
      }
    }
    headers.set('content-length', String(out.byteLength))
    // Should a HEAD still arrive with its body, it gets GET's headers (length included) without it.
    return new Response(method === 'HEAD' ? null : bodyBytes(out), { ...init, headers })
  } catch (error) {
    // Whatever went wrong here, the answer itself was fine: send it as it came.
    console.error('[caching-and-compression] sending the answer as it came:', error)
    if (!original) return answer
    if (body) return new Response(method === 'HEAD' ? null : bodyBytes(body), { ...init, headers: original })
    if (!answer.bodyUsed) return new Response(answer.body, { ...init, headers: original })
    throw error
  }
})

/**
 * The answer's headers with those earlier middleware left on the event (the root page's private
 * Cache-Control and Vary). h3 merges them only after the whole chain; merged here, the rules see
 * them, and the event's copy is emptied so h3 does not overwrite the result (e.g. Vary).
 */
function takePreparedHeaders(event: H3Event, answer: Response): Headers {
  const headers = new Headers(answer.headers)
  // h3 uses `errHeaders` for error statuses and `headers` otherwise (prepareResponse).
  const prepared = answer.status >= 400 ? event.res.errHeaders : event.res.headers
  for (const [name, value] of prepared) {
    if (name === 'set-cookie') headers.append(name, value)
    else headers.set(name, value)
  }
  for (const name of [...prepared.keys()]) prepared.delete(name)
  return headers
}
