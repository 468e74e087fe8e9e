import { defineHandler } from 'nitro'
import { healthResponse } from '#src/http/health'

/**
 * `/healthz` and `/readyz` (ADR 025, 046), a nitro route handler on every preset: no render, no
 * cache, no tracking. The response hook (security-headers-plugin.server.ts) adds the headers every
 * response carries.
 */
export default defineHandler((event) => {
  const health = healthResponse(event.req.method, event.url.pathname)
  if (!health) return new Response('Not Found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  return new Response(health.body || null, { status: health.status, headers: health.headers.map(([n, v]): [string, string] => [n, v]) })
})
