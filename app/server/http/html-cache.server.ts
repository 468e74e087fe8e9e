import { defineMiddleware } from 'nitro'
import { negotiateEncoding } from '#src/http/cache'
import { htmlCacheKey, htmlCacheTtlMs, sharesFill } from '#src/http/html-cache'
import { hostLocaleFor } from '#src/i18n/hosts'
import { decideRequest } from '#src/routing/request'
import { BUILD_ID } from '../../lib/build'
import { carrierOf } from './arrival.server'
import { env } from '../env.server'
import { HtmlCache, type HitRequest } from './html-cache'
import { addSecurityHeaders } from './security.server'

/**
 * The process's HTML cache (ADR 015, ADR 030); HTML_CACHE_MAX_BYTES=0 turns it off. A kept page
 * has the security headers the outer middleware would add, so a hit sends it as it is kept.
 */
export const htmlCache = new HtmlCache({
  maxBytes: env.HTML_CACHE_MAX_BYTES,
  ttlMs: htmlCacheTtlMs({ sMaxAgeS: env.CACHE_S_MAXAGE, contentTtlMs: env.CONTENT_API_URL ? env.CONTENT_TTL_MS : undefined }),
  addHeaders: addSecurityHeaders,
})

/** A page request the cache may answer: its key, and what the answer depends on. */
export interface CacheLookup {
  readonly key: string
  readonly request: HitRequest
  /** Concurrent requests with this key wait for one fill (`sharesFill`: pages, not calls). */
  readonly sharesFill: boolean
}

/**
 * The cache's view of a request, or undefined when the cache must not answer it (not a page,
 * credentials, a query the page is not built from). One function for both ways in: the nitro
 * middleware below, and the Node server's listener (node-entry.server.ts).
 */
export function lookup(method: string, header: (name: string) => string | null | undefined, pathname: string, search: string): CacheLookup | undefined {
  if (!htmlCache.enabled) return undefined
  const key = htmlCacheKey(
    {
      method,
      // The host the page is rendered for (site-context.server.ts reads the same).
      host: header('x-forwarded-host') ?? header('host') ?? '',
      pathname,
      search,
      authorization: header('authorization') != null,
    },
    BUILD_ID,
    env.canonicalParams,
  )
  if (!key) return undefined
  // The bare root is the page or a redirect, per visitor (SPEC 4). The cache answers only those it
  // is the page for, with the root's personal headers; the rest go on to the request rules.
  let personal: Readonly<Record<string, string>> | undefined
  if (pathname === '/') {
    const decision = decideRequest({
      method,
      path: pathname,
      search,
      hostLocale: hostLocaleFor(header('x-forwarded-host') ?? header('host') ?? '', env.origins),
      cookie: header('cookie') ?? null,
      acceptLanguage: header('accept-language') ?? null,
    })
    if (decision.kind !== 'serve') return undefined
    personal = decision.headers
  }
  return { key, request: { method, encoding: negotiateEncoding(header('accept-encoding')), ifNoneMatch: header('if-none-match') ?? null, personal }, sharesFill: sharesFill(pathname) }
}

/**
 * Lookups already made, by the object that stands for the request in every layer: Node's
 * IncomingMessage (the listener's `req`, which srvx's Request carries as `runtime.node.req`), or
 * the Request the render thread makes for a forwarded one. The key is computed once per request,
 * however many layers ask: the listener, the main thread's fetch, the front door (ADR 033).
 */
const lookups = new WeakMap<object, CacheLookup | null>()

/** Records the lookup made for a request (`carrier`: see `lookups`), found or not. */
export function rememberLookup(carrier: object, found: CacheLookup | undefined): void {
  lookups.set(carrier, found ?? null)
}

/** `lookup` for a web Request at `url`, computed once per request (see `lookups`). */
export function lookupOf(request: Request, url: URL): CacheLookup | undefined {
  const carrier = carrierOf(request)
  const known = lookups.get(carrier)
  if (known !== undefined) return known ?? undefined
  const found = lookup(request.method.toUpperCase(), (name) => request.headers.get(name), url.pathname, url.search)
  rememberLookup(carrier, found)
  return found
}

/**
 * A request the cache may answer: its page, the expired copy while another request renders it
 * again, or, when there is neither, the page `fill` makes. Visitors asking for a page that is being
 * rendered wait for that render: one render per page, however many ask at once (a server
 * function's calls never wait: `sharesFill`). One function for the nitro middleware below and the
 * Node server's main thread (render-thread.server.ts).
 *
 * With `refresh` (the Node server, which can render for nobody in particular), a page that expired
 * less than a TTL ago is answered at once, expired, and `refresh` renders it again in the
 * background: no visitor waits for a page to be refreshed. A refresh that keeps no page (the page
 * is gone or failed) drops the expired copy, so the next visitor gets what the page is now.
 */
export async function answerOrFill<T>(
  found: CacheLookup,
  fill: () => Promise<T>,
  { cache = htmlCache, refresh }: { cache?: HtmlCache; refresh?: () => Promise<unknown> } = {},
): Promise<Response | T> {
  const { key, request } = found
  // A call answers from a kept copy or runs: it never waits for another request's fill.
  if (!found.sharesFill) return cache.answer(key, request) ?? (await fill())
  const inProgress = cache.filling(key)
  const revalidate = inProgress === undefined && refresh !== undefined && cache.expiredRecently(key)
  const hit = cache.answer(key, request, { stale: inProgress !== undefined || revalidate })
  if (hit) {
    if (revalidate) refreshInBackground(cache, key, refresh!)
    return hit
  }
  if (inProgress) {
    await inProgress
    const filled = cache.answer(key, request)
    if (filled) return filled
  }
  const done = cache.beginFill(key)
  try {
    return await fill()
  } finally {
    done()
  }
}

function refreshInBackground(cache: HtmlCache, key: string, refresh: () => Promise<unknown>): void {
  const done = cache.beginFill(key)
  void (async () => {
    try {
      await refresh()
    } catch (error) {
      console.error('[html cache] rendering an expired page again failed:', error)
    } finally {
      cache.dropExpired(key)
      done()
    }
  })()
}

/**
 * The front door's HTML cache step (front-door.server.ts): answers anonymous page requests from
 * the HTML cache, or lets the page render and keeps it. The Cache-Control/compression step inside
 * it leaves a page this cache will keep uncompressed (`event.context.htmlCacheCandidate`): the
 * cache compresses each page once, when it keeps it. On the Node server most hits never reach it
 * (node-entry.server.ts answers them first, and renders run in a thread of their own whose kept
 * pages the main thread keeps: ADR 020); it answers the rest: expired pages while they render
 * again, and every hit on Vercel and in the dev server.
 */
export const htmlCacheStep = defineMiddleware(async (event, next) => {
  const found = lookupOf(event.req, event.url)
  if (!found) return next()
  return answerOrFill(found, async () => {
    event.context.htmlCacheCandidate = true
    const answer = await next()
    return answer instanceof Response ? await htmlCache.keep(found.key, answer, found.request) : answer
  })
})
