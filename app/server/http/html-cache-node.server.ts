import type { IncomingMessage, ServerResponse } from 'node:http'
import { htmlCache, lookup, rememberLookup } from './html-cache.server'

/**
 * A request target this listener reads exactly as the framework would: origin-form, only characters
 * that need no normalisation, no dot segments or empty segments. Anything else goes the long way.
 */
const PLAIN_TARGET = /^\/[\w\-.~%!$&()*+,;=:@/]*(?:\?[\w\-.~%!$&()*+,;=:@/?]*)?$/
const ODD_SEGMENT = /\/\.|\/\/|%2e/i

/**
 * Answers a fresh HTML cache hit straight from Node's request listener, before srvx, nitro and h3
 * build a Request, a Response and the middleware chain (ADR 015, ADR 030: a hit is a lookup and a
 * write of the kept headers and bytes). Returns false, having written nothing, for every request it
 * does not answer: a miss, an expired page nobody is rendering yet (the middleware starts that
 * render), anything the cache must not answer. The answer is the one the middleware would give,
 * security headers included (kept with the page; tests/unit/html-cache-node.test.ts, and
 * security.spec.ts checks a hit's).
 */
export function answerFromHtmlCache(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url
  const method = req.method
  if (!target || !method || !PLAIN_TARGET.test(target) || ODD_SEGMENT.test(target)) {
    // Nor may the layers behind: their URL has resolved what made the target odd (`/%2e%2e/` is
    // `/` there), and the request rules must answer it (400, 301) before any cache does.
    rememberLookup(req, undefined)
    return false
  }
  const q = target.indexOf('?')
  const pathname = q < 0 ? target : target.slice(0, q)
  // An empty query is no query (`/pricing?` is `/pricing`), as the framework's URL has it.
  const search = q < 0 || q === target.length - 1 ? '' : target.slice(q)
  const headers = req.headers
  const found = lookup(method, (name) => single(headers[name]), pathname, search)
  // While the page renders again, its expired copy is the answer, as in the middleware: under load
  // a render takes many turns of the event loop, and every request in that time would otherwise
  // take the long way.
  const hit = found && htmlCache.hit(found.key, found.request, { stale: htmlCache.filling(found.key) !== undefined })
  if (!hit) {
    // The layers behind this one (the main thread's fetch, the front door) reuse the lookup: one
    // per request. A hit ends here, so it records nothing.
    rememberLookup(req, found)
    return false
  }
  res.writeHead(hit.status, hit.headers)
  res.end(hit.body ?? undefined)
  return true
}

/** A header as one string: Node joins repeated ones already, except the few it keeps as arrays. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value
}
