import { randomUUID } from 'node:crypto'
import { engineOf } from '#src/vitals/browser-engine'
import { MAX_VITALS_BODY_BYTES, rowsOfBeacon } from '#src/vitals/beacon-schema'
import { jsonResponse, readBeaconText, refuse } from './collector.server'
import { env } from './env.server'
import { storeVitals } from './tracking-store.server'

/**
 * The embedded collector's web-vitals endpoint (ADR 024), beside the tracking beacon: one JSON
 * beacon per page view, checked field by field (`src/vitals/beacon-schema.ts`), stored as one row per
 * metric in the collector's SQLite database. Same bounds as the collector: the client's rate (the
 * same bucket), a body size, 4xx for anything malformed, nothing stored then.
 */

/** `sendBeacon` with a string sends text/plain (no CORS preflight); JSON is accepted too. */
const TYPES = /^(?:text\/plain|application\/json)(?:\s*;|$)/i

/** POST /api/vitals: one page view's vitals. */
export async function collectVitals(request: Request): Promise<Response> {
  // Defence in depth: a browser sending Global Privacy Control never sends vitals (the browser
  // module does not start), and one that did anyway is not recorded.
  if (env.TRACKING_RESPECT_GPC === 'true' && request.headers.get('sec-gpc') === '1') return jsonResponse(202, { code: 0, data: { stored: 0 } })
  const text = await readBeaconText(request, TYPES, MAX_VITALS_BODY_BYTES)
  if (text instanceof Response) return text
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refuse(400, 'body is not JSON')
  }
  // The engine family alone is taken from the User-Agent: the report says which browsers a figure covers.
  const rows = rowsOfBeacon(body, engineOf(request.headers.get('user-agent')))
  if (typeof rows === 'string') return refuse(400, rows)
  const stored = await storeVitals(randomUUID(), rows)
  return jsonResponse(200, { code: 0, data: { stored } })
}
