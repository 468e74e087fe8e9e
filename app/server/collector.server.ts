import { createHash, randomUUID } from 'node:crypto'
import { z } from 'zod'
import { FINGERPRINT_LOG_TYPE, REF_COOKIE, REF_COOKIE_DAYS } from '#src/tracking/constants'
import { checkEvent } from '#src/tracking/events'
import { validCode } from '#src/tracking/attribution'
import { cookieString } from '#src/http/cookies'
import { createRateLimiter } from '#src/http/rate-limit'
import { storeEntries, type StoredEntry } from './tracking-store.server'
import { decryptForm, trackingKeys } from './tracking-keys.server'
import { readRequestBody } from './http/request-body.server'
import { env } from './env.server'
import { rateLimitKey } from './client-address.server'

/**
 * The embedded collector (ADR 014): the default statistics endpoint and attribution API when none
 * is configured, so a fresh clone shows the whole tracking loop. It decrypts each beacon, validates
 * every event with the browser's own registry, drops duplicates by event id and stores everything
 * in SQLite. Bounded: body size and posts per client and minute. A malformed, oversized or
 * undecryptable post gets a 4xx and changes nothing.
 */

/** Largest body accepted, in bytes (a full batch of 20 events is ~15 KB encrypted). */
export const MAX_BODY_BYTES = 64 * 1024
/** Posts one client address may make per minute (TRACKING_POSTS_PER_MINUTE; an office behind one NAT is many visitors). */
export const MAX_POSTS_PER_MINUTE = env.TRACKING_POSTS_PER_MINUTE
const MAX_ENTRIES = 100

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' }
/** A JSON response of the collector (never cached, never sniffed). */
export const jsonResponse = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })
/** A refusal: `{ code: status, msg }`, the message fixed by the collector (never the request's). */
export const refuse = (status: number, msg: string) => jsonResponse(status, { code: status, msg })

// The same per-client token bucket as search: a minute's posts may come at once.
const posts = createRateLimiter({ perMinute: MAX_POSTS_PER_MINUTE, burst: MAX_POSTS_PER_MINUTE })
const limited = (client: string) => !posts.take(client, Date.now())

/**
 * A beacon's body as text, or a 4xx response: over the client's rate (429; every post of the
 * collector, vitals included, draws from one bucket per client), another Content-Type than
 * `types` allows (415), over `maxBytes` (413), broken off (400).
 */
export async function readBeaconText(request: Request, types: RegExp, maxBytes: number): Promise<string | Response> {
  if (limited(rateLimitKey(request))) return refuse(429, 'too many requests')
  if (!types.test(request.headers.get('content-type') ?? '')) return refuse(415, 'unexpected content type')
  const body = await readRequestBody(request, maxBytes)
  if (body === 'too large') return refuse(413, 'body too large')
  if (body === 'broken') return refuse(400, 'body did not arrive whole')
  return body ? Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8') : ''
}

/** A form body (what `sendBeacon` and the attribution calls send), or a 4xx response. */
async function readForm(request: Request): Promise<URLSearchParams | Response> {
  const text = await readBeaconText(request, /^application\/x-www-form-urlencoded|^text\/plain/i, MAX_BODY_BYTES)
  if (text instanceof Response) return text
  try {
    return new URLSearchParams(text)
  } catch {
    return refuse(400, 'malformed form')
  }
}

const short = z.string().max(2048)
const commSchema = z
  .object({
    user_id: short,
    user_info: short,
    os_: z.union([z.literal(0), z.literal(1)]),
    ua: short,
    device_id: short,
    device_brand: short,
    device_model: short,
    screen_height: z.number().int().min(0).max(100_000),
    screen_width: z.number().int().min(0).max(100_000),
    screen_dpr: z.number().min(0).max(20),
    network_type: short,
    app_version: short,
    js_version: short,
    login_ip: short,
    webrtc_ip: short,
    op_page: short,
    op_proxy: short,
    proxy_ip: short,
    // Optional: a tab opened before these joined the batch (SPEC 3's full list) still posts without them.
    op_res: z.literal(0).optional(),
    op_obj_type: short.optional(),
    op_obj_value: short.optional(),
  })
  .strict()
const entrySchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    op_obj_value: z.string().max(16_384),
    op_type: z.enum(['click', 'view', 'expose', 'error']),
    op_res: z.literal(0),
    op_obj_type: short,
    user_timestamp_: z.number().int().min(0),
  })
  .strict()
const batchSchema = z.object({ list: z.array(entrySchema).min(1).max(MAX_ENTRIES), comm: commSchema }).strict()

/** The stored entries of a decrypted batch, or why it is refused. Every event must be valid. */
export function entriesOfBatch(payload: unknown): StoredEntry[] | string {
  const batch = batchSchema.safeParse(payload)
  if (!batch.success) return `malformed batch: ${batch.error.issues[0]?.path.join('.')} ${batch.error.issues[0]?.message}`
  const out: StoredEntry[] = []
  for (const entry of batch.data.list) {
    let value: unknown
    try {
      value = JSON.parse(entry.op_obj_value)
    } catch {
      return `entry ${entry.id}: op_obj_value is not JSON`
    }
    const checked = checkEvent(value)
    if (!checked.ok) return `entry ${entry.id}: ${checked.reason}`
    if (checked.event.event !== entry.op_type) return `entry ${entry.id}: op_type does not match the event`
    out.push({
      id: entry.id,
      kind: checked.event.event,
      fields: { ...checked.event, op_obj_type: entry.op_obj_type, user_timestamp_: entry.user_timestamp_, comm: batch.data.comm },
    })
  }
  return out
}

/** POST /api/collect: one encrypted batch (`_t`, `_a`). */
export async function collectBeacon(request: Request): Promise<Response> {
  const form = await readForm(request)
  if (form instanceof Response) return form
  const t = form.get('_t')
  const a = form.get('_a')
  if (!t || !a || !/^[A-Za-z0-9+/=]+$/.test(t) || !/^[A-Za-z0-9+/=]+$/.test(a)) return refuse(400, 'expected _t and _a')
  const { privateKey } = trackingKeys()
  if (!privateKey) return refuse(404, 'no embedded collector')
  const payload = decryptForm({ _t: t, _a: a }, privateKey)
  if (payload === undefined) return refuse(400, 'undecryptable')
  const entries = entriesOfBatch(payload)
  if (typeof entries === 'string') return refuse(400, entries)
  const stored = await storeEntries(entries)
  return jsonResponse(200, { code: 0, data: { received: entries.length, stored } })
}

const sourceSchema = z.object({
  referer: z.array(z.string().max(2048)).max(10),
  source_data: z
    .object({
      page_url: short,
      source: short,
      callback: short,
      utm_source: short,
      utm_medium: short,
      utm_term: short,
      utm_content: short,
      utm_campaign: short,
      bd_vid: short,
    })
    .strict(),
})

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32)

/** The embedded attribution API (`/collector/<SPEC 7 path>`), responding like the upstream (`{ code }`). */
export async function collectAttribution(request: Request, path: string): Promise<Response> {
  const method = request.method.toUpperCase()
  if (path === 'sys/config/ref/set' && method === 'GET') {
    if (limited(rateLimitKey(request))) return refuse(429, 'too many requests')
    const code = validCode(new URL(request.url).searchParams.get('c_v'))
    if (!code) return refuse(400, 'expected c_v')
    await storeEntries([{ id: randomUUID(), kind: 'ref', fields: { c_v: code } }])
    const cookie = cookieString(REF_COOKIE, code, REF_COOKIE_DAYS, new URL(request.url).protocol === 'https:')
    return jsonResponse(200, { code: 0, data: null }, { 'set-cookie': cookie })
  }
  if (path === 'sys/user/passport/record-source' && method === 'POST') {
    const form = await readForm(request)
    if (form instanceof Response) return form
    let parsed: z.infer<typeof sourceSchema>
    try {
      parsed = sourceSchema.parse({ referer: JSON.parse(form.get('referer') ?? ''), source_data: JSON.parse(form.get('source_data') ?? '') })
    } catch {
      return refuse(400, 'expected referer and source_data')
    }
    // The same landing recorded twice (a reload) is one source.
    await storeEntries([{ id: `src-${digest(JSON.stringify(parsed))}`, kind: 'source', fields: parsed }])
    return jsonResponse(200, { code: 0, data: null })
  }
  if (path === 'client/record-data/log' && method === 'POST') {
    const form = await readForm(request)
    if (form instanceof Response) return form
    const logType = form.get('log_type')
    const data = form.get('data') ?? ''
    const encoded = form.get('base_encode') ?? ''
    if (logType !== FINGERPRINT_LOG_TYPE || !data || data.length > 8192 || Buffer.from(encoded, 'base64').toString('utf8') !== data) {
      return refuse(400, 'expected log_type, data and base_encode')
    }
    let fingerprint: unknown
    try {
      fingerprint = JSON.parse(data)
    } catch {
      return refuse(400, 'data is not JSON')
    }
    await storeEntries([{ id: `fp-${digest(data)}`, kind: 'fingerprint', fields: { log_type: logType, data: fingerprint } }])
    return jsonResponse(200, { code: 0, data: null })
  }
  return refuse(404, 'unknown call')
}
