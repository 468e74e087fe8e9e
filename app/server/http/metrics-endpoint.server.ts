import { timingSafeEqual } from 'node:crypto'
import { defineHandler } from 'nitro'
import { env } from '../env.server'
import { metrics } from '../metrics.server'

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
function authorized(authorization: string | null, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * `GET /metrics` (ADR 050): the Prometheus text format, for a scraper that sends METRICS_TOKEN as a
 * bearer token. Not public: without METRICS_TOKEN the path does not exist (404), and a request
 * without the token gets 401. Never cached.
 */
export default defineHandler(async (event) => {
  const token = env.METRICS_TOKEN
  if (!token) return new Response('Not Found\n', { status: 404, headers: TEXT })
  const method = event.req.method
  if (method !== 'GET' && method !== 'HEAD') return new Response('Method Not Allowed\n', { status: 405, headers: { ...TEXT, allow: 'GET, HEAD' } })
  if (!authorized(event.req.headers.get('authorization'), token)) {
    return new Response('Unauthorized\n', { status: 401, headers: { ...TEXT, 'www-authenticate': 'Bearer realm="metrics"' } })
  }
  const body = await metrics.metrics()
  return new Response(method === 'HEAD' ? null : body, { status: 200, headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' } })
})
