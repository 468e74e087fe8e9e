import { defineMiddleware } from 'nitro'
import { acceptsGzip, negotiateEncoding } from '#src/http/cache'
import { htmlCacheKey, htmlCacheTtlMs } from '#src/http/html-cache'
import { BUILD_ID } from '../lib/build'
import { env } from './env.server'
import { HtmlCache } from './html-cache'
import { newNonce } from './security.server'

/** The process's HTML cache (ADR 015); HTML_CACHE_MAX_BYTES=0 turns it off. */
export const htmlCache = new HtmlCache({
  maxBytes: env.HTML_CACHE_MAX_BYTES,
  ttlMs: htmlCacheTtlMs({ sMaxAgeS: env.CACHE_S_MAXAGE, contentTtlMs: env.CONTENT_API_URL ? env.CONTENT_TTL_MS : undefined }),
  newNonce,
})

/**
 * Answers anonymous page requests from the HTML cache, or lets the page render and keeps it. Sits
 * between the security headers (outside: every hit gets them) and the Cache-Control/compression
 * middleware, which leaves a page this cache will keep uncompressed (`event.context.htmlCacheCandidate`):
 * the cache compresses each page once, when it keeps it.
 */
export default defineMiddleware(async (event, next) => {
  if (!htmlCache.enabled) return next()
  const headers = event.req.headers
  const method = event.req.method.toUpperCase()
  const key = htmlCacheKey(
    {
      method,
      // The host the page is rendered for (site-context.server.ts reads the same).
      host: headers.get('x-forwarded-host') ?? headers.get('host') ?? '',
      pathname: event.url.pathname,
      search: event.url.search,
      authorization: headers.has('authorization'),
    },
    BUILD_ID,
    env.canonicalParams,
  )
  if (!key) return next()
  const encoding = headers.get('accept-encoding')
  const gzip = acceptsGzip(encoding)
  // Hits are gzip or identity: a client that takes br but not gzip gets a rendered page, in br.
  if (!gzip && negotiateEncoding(encoding) === 'br') return next()
  const request = { method, acceptsGzip: gzip, ifNoneMatch: headers.get('if-none-match') }
  const hit = htmlCache.answer(key, request)
  if (hit) return hit
  // Visitors asking for a page that is being rendered get its expired copy, if there is one, or
  // wait for that render: one render per page, however many ask at once.
  const inProgress = htmlCache.filling(key)
  if (inProgress) {
    const stale = htmlCache.answer(key, request, { stale: true })
    if (stale) return stale
    await inProgress
    const filled = htmlCache.answer(key, request)
    if (filled) return filled
  }
  const done = htmlCache.beginFill(key)
  try {
    event.context.htmlCacheCandidate = true
    const answer = await next()
    if (!(answer instanceof Response)) return answer
    return await htmlCache.keep(key, answer, request)
  } finally {
    done()
  }
})
