import { defineMiddleware, type H3Event } from 'nitro'
import { appendVary, cacheControlFor, ifNoneMatchMatches, isCompressible, isNoStore, mediaTypeOf, negotiateEncoding, shouldCompress } from '#src/http/cache'
import { isCacheableResponse } from '#src/http/html-cache'
import { env } from '../env.server'
import { log } from '../log.server'
import { etagOf } from './etag.server'
import { bodyBytes } from './bytes.server'
import { compressBody } from './compress.server'
/** Headers a 304 repeats from the 200 it stands for (RFC 9110 15.4.5). */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary']

/**
 * The nitro middleware's last step on the way out (middleware.server.ts): Cache-Control, ETag/304 and
 * br/gzip compression of every response the app renders or routes (rules in `src/http/cache.ts`, ADR
 * 006), decided here once. A page the HTML cache will store is left uncompressed: the cache
 * compresses it once, when it stores it, and sends its 304s itself. Files in `public/` and
 * `/assets/*` are served by nitro before the middleware (pre-compressed at build time). A failure
 * here sends the response as it came, never a 500.
 */
export const cachingAndCompression = defineMiddleware(async (event, next) => {
  const method = event.req.method.toUpperCase()
  const path = event.url.pathname
  const acceptEncoding = event.req.headers.get('accept-encoding')
  const ifNoneMatch = event.req.headers.get('if-none-match')
  // A thrown error passes through: nitro's error handler responds to it later (a 500 without
  // Cache-Control, which caches do not store); Start responds to its own failures with a Response.
  const response = await next()
  if (!(response instanceof Response)) return response

  const init = { status: response.status, statusText: response.statusText }
  let original: Headers | undefined
  let body: Uint8Array | undefined
  try {
    original = takePreparedHeaders(event, response)
    const headers = new Headers(original)
    const contentType = headers.get('content-type')
    const cacheControl = cacheControlFor(
      { method, path, status: response.status, contentType, setsCookie: headers.has('set-cookie'), cacheControl: headers.get('cache-control') },
      env.cache,
    )
    if (cacheControl) headers.set('cache-control', cacheControl)

    const getLike = method === 'GET' || method === 'HEAD'
    const wantsEtag = getLike && response.status === 200 && !isNoStore(cacheControl) && mediaTypeOf(contentType) !== 'text/event-stream'
    const mayCompress = isCompressible(contentType) && !headers.has('content-encoding')
    if (response.body === null) {
      // Start renders a HEAD but strips the body before it gets here, so the fields computed from
      // the body (ETag, Content-Length) are left out, as RFC 9110 9.3.2 allows; Vary is what GET sends.
      if (method === 'HEAD' && mayCompress) headers.set('vary', appendVary(headers.get('vary'), 'Accept-Encoding'))
      return new Response(null, { ...init, headers })
    }
    if (!wantsEtag && !mayCompress) return new Response(response.body, { ...init, headers })

    body = new Uint8Array(await response.arrayBuffer())
    if (wantsEtag && !headers.has('etag')) {
      headers.set('etag', etagOf(contentType, body))
    }
    const compress = shouldCompress(contentType, body.byteLength, headers.get('content-encoding'))
    // Whenever the bytes could differ by Accept-Encoding, caches must key on it: also for the
    // identity copy and the 304.
    if (compress) headers.set('vary', appendVary(headers.get('vary'), 'Accept-Encoding'))
    // A page the HTML cache will store goes to it whole: the cache stores it, then serves this
    // request from what it stored, a 304 included. Everything else is served from here.
    const htmlCacheStores =
      event.context.htmlCacheCandidate === true &&
      isCacheableResponse({
        status: response.status,
        contentType,
        cacheControl: cacheControl ?? null,
        vary: headers.get('vary'),
        setsCookie: headers.has('set-cookie'),
      })
    if (wantsEtag && !htmlCacheStores && ifNoneMatchMatches(ifNoneMatch, headers.get('etag'))) {
      const notModified = new Headers()
      for (const name of NOT_MODIFIED_HEADERS) {
        const value = headers.get(name)
        if (value !== null) notModified.set(name, value)
      }
      return new Response(null, { status: 304, statusText: 'Not Modified', headers: notModified })
    }
    // A page the HTML cache will store stays identity here: the cache compresses it once itself.
    const encoding = compress && !htmlCacheStores ? negotiateEncoding(acceptEncoding) : undefined
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
    // Whatever went wrong here, the response itself was fine: send it as it came.
    log.error({ err: error }, 'could not compress or tag a response; sending it as it came')
    if (!original) return response
    if (body) return new Response(method === 'HEAD' ? null : bodyBytes(body), { ...init, headers: original })
    if (!response.bodyUsed) return new Response(response.body, { ...init, headers: original })
    throw error
  }
})

/**
 * The response's headers with those earlier middleware left on the event (the root page's private
 * Cache-Control and Vary). h3 merges them only after the whole chain; merged here, the rules see
 * them, and the event's copy is emptied so h3 does not overwrite the result (e.g. Vary).
 */
function takePreparedHeaders(event: H3Event, response: Response): Headers {
  const headers = new Headers(response.headers)
  // h3 uses `errHeaders` for error statuses and `headers` otherwise (prepareResponse).
  const prepared = response.status >= 400 ? event.res.errHeaders : event.res.headers
  for (const [name, value] of prepared) {
    if (name === 'set-cookie') headers.append(name, value)
    else headers.set(name, value)
  }
  for (const name of [...prepared.keys()]) prepared.delete(name)
  return headers
}
