import { defineMiddleware } from 'nitro'
import { negotiateEncoding } from '#src/http/cache'
import { htmlCacheKey, htmlCacheTtlMs, isPlainServerFnRequest, sharesFill } from '#src/http/html-cache'
import { serverFnIdOf } from '#src/http/server-fn'
import { BUILD_ID } from '../../lib/build'
import { env } from '../env.server'
import { HtmlCache, type HitRequest } from './html-cache-store.server'
import { addSecurityHeaders } from './security-headers.server'
import { requestHost } from '#src/http/request-host'

/**
 * The process's HTML cache (ADR 015, ADR 030); HTML_CACHE_MAX_BYTES=0 turns it off. A cached page
 * has the security headers the outer middleware would add, so a hit sends it as it was stored.
 */
export const htmlCache = new HtmlCache({
  maxBytes: env.HTML_CACHE_MAX_BYTES,
  ttlMs: htmlCacheTtlMs({ sMaxAgeS: env.CACHE_S_MAXAGE, contentTtlMs: env.CONTENT_API_URL ? env.CONTENT_TTL_MS : undefined }),
  addHeaders: addSecurityHeaders,
})

/** A page request the cache may serve: its key, and what the response depends on. */
export interface CacheLookup {
  readonly key: string
  readonly request: HitRequest
  /** Concurrent requests with this key wait for one fill (`sharesFill`: pages, not server functions). */
  readonly sharesFill: boolean
}

/**
 * The cache's view of a request, or undefined when the cache must not serve it (not a page,
 * credentials, a query the page is not built from).
 */
export function lookup(
  method: string,
  header: (name: string) => string | null | undefined,
  pathname: string,
  search: string,
  personal?: Readonly<Record<string, string>>,
): CacheLookup | undefined {
  if (!htmlCache.enabled) return undefined
  if (serverFnIdOf(pathname) !== undefined) {
    const plain = isPlainServerFnRequest({
      contentType: header('content-type') ?? null,
      contentLength: header('content-length') ?? null,
      transferEncoding: header('transfer-encoding') ?? null,
      fetchSite: header('sec-fetch-site') ?? null,
    })
    if (!plain) return undefined
  }
  const key = htmlCacheKey(
    {
      method,
      // The host the page is rendered for, by the rule the site context reads it with.
      host: requestHost(header),
      pathname,
      search,
      authorization: header('authorization') != null,
    },
    BUILD_ID,
    env.canonicalParams,
  )
  if (!key) return undefined
  return {
    key,
    request: { method, encoding: negotiateEncoding(header('accept-encoding')), ifNoneMatch: header('if-none-match') ?? null, personal },
    sharesFill: sharesFill(pathname),
  }
}

/**
 * A request the cache may serve: its page, the expired copy while another request renders it
 * again, or, when there is neither, the page `fill` makes. Visitors asking for a page that is being
 * rendered wait for that render: one render per page, however many ask at once (a server
 * function's requests never wait: `sharesFill`).
 */
export async function respondOrFill<T>(found: CacheLookup, fill: () => Promise<T>, cache: HtmlCache = htmlCache): Promise<Response | T> {
  const { key, request } = found
  // A server-function request is served from a cached copy or runs: it never waits for another
  // request's fill.
  if (!found.sharesFill) return cache.respond(key, request) ?? (await fill())
  const inProgress = cache.filling(key)
  const hit = cache.respond(key, request, { stale: inProgress !== undefined })
  if (hit) return hit
  if (inProgress) {
    await inProgress
    const filled = cache.respond(key, request)
    if (filled) return filled
  }
  const done = cache.beginFill(key)
  try {
    return await fill()
  } finally {
    done()
  }
}

/**
 * The nitro middleware's HTML cache step (middleware.server.ts): serves anonymous page requests from
 * the HTML cache, or lets the page render and caches it. The Cache-Control/compression step inside
 * it leaves a page this cache will store uncompressed (`event.context.htmlCacheCandidate`): the
 * cache compresses each page once, when it caches it.
 */
export const htmlCacheStep = defineMiddleware(async (event, next) => {
  // The request rules' decision for this request (request-rules.server.ts): the bare root's
  // personal headers, which a cached `/` is sent with (ADR 035).
  const personal = event.context.personalHeaders as Readonly<Record<string, string>> | undefined
  const found = lookup(event.req.method.toUpperCase(), (name) => event.req.headers.get(name), event.url.pathname, event.url.search, personal)
  if (!found) return next()
  let rendered = false
  const response = await respondOrFill(found, async () => {
    rendered = true
    event.context.htmlCacheCandidate = true
    const fresh = await next()
    return fresh instanceof Response ? await htmlCache.store(found.key, fresh, found.request) : fresh
  })
  // A cached response has every header it needs, the security headers among them: the response
  // hook leaves it as it is (security-headers-plugin.server.ts).
  if (!rendered) event.context.htmlCacheHit = true
  return response
})
