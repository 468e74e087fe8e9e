import { definePlugin } from 'nitro'
import { getEventContext } from 'nitro/h3'
import { addSecurityHeaders } from './security-headers.server'

/**
 * The security headers of every response of the nitro app (ADR 015, ADR 033), in one place: its
 * response hook runs for whatever the app responds with, after every middleware and handler and after
 * nitro's error handler, so pages, redirects, 304s, the middleware's 400s and 405s, server
 * functions, images, error pages and the files nitro serves from public/ and /assets/* (before any
 * middleware) all get them. Only the missing ones are added: a page brings its own policy from the
 * server entry, and a cached page was cached with them.
 */
export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('response', (response, event) => {
    // Cached with them (html-cache.server.ts): its headers are written as they are, unread.
    if (getEventContext<{ htmlCacheHit?: boolean }>(event).htmlCacheHit) return
    addSecurityHeaders(response.headers, response.status)
  })
})
