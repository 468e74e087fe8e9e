import { context } from '@opentelemetry/api'
import { defineMiddleware } from 'nitro'
import { htmlCacheStep } from './html-cache.server'
import { cachingAndCompression } from './caching-and-compression.server'
import { requestRules } from './request-rules.server'
import { requestContextOf } from './telemetry-plugin.server'

/**
 * The one nitro middleware: every request the app responds to goes through it, its steps
 * in the order a request meets them (docs/request-path.md, ADR 033).
 *
 * 1. Request rules: SPEC 2.4's 400s and 301s, the root's language redirect, and rewrites, so every
 *    later step sees the canonical URL (request-rules.server.ts).
 * 2. The HTML cache: the request's lookup (its key), then a cached response, or the page rendered
 *    once and cached (html-cache.server.ts).
 * 3. Cache-Control, ETag/304 and compression of what was rendered, decided once
 *    (caching-and-compression.server.ts).
 * 4. Start: the 405 of a method the route does not serve (methods.server.ts), the server-function
 *    guard, the route's handler or the page's render (app/server.ts).
 *
 * All of it runs in the request's context (its id and trace: telemetry-plugin.server.ts), so every log
 * line and span of the request, Start's included, names it.
 *
 * On the way out, every response of the nitro app gets the security headers in one place, its
 * response hook (security-headers-plugin.server.ts): these steps' responses, nitro's error pages and the
 * static files served before this middleware.
 */
export default defineMiddleware((event, next) =>
  context.with(requestContextOf(event), () => requestRules(event, () => htmlCacheStep(event, () => cachingAndCompression(event, next)))),
)
