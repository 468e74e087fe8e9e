import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { MAX_SERVER_FN_PAYLOAD } from '#src/http/server-fn'
import { expect, test } from './fixtures'
import { SERVER_FN_HEADERS, serverFnId } from './calls-helpers'

/**
 * Garbled requests to every server function: random JSON of every type and depth, broken
 * serializations, invalid UTF-8 and percent-encodings, random bytes, wrong methods and content
 * types, empty and huge bodies, prototype keys. Bad input gets a 4xx (the guard,
 * app/server/http/server-fn-guard.server.ts), never a 5xx, and no response repeats an injected marker
 * unescaped. The rules themselves are table-tested in src/http/server-fn.test.ts.
 *
 * Seeded: every run prints its seed, and `FUZZ_SEED=<seed>` replays it (each function's cases
 * depend only on the seed and the function's name, whichever worker runs them).
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) >>> 0 : (Math.random() * 2 ** 32) >>> 0
console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`)
const CASES_PER_FUNCTION = 40

/** A server function as Start builds it (its id: `serverFnId`). */
interface ServerFn {
  readonly name: string
  readonly method: 'GET' | 'POST'
  readonly id: string
}

/** Every `export const x = createServerFn({ method })` of app/server/*.functions.ts (where ADR 002 puts them). */
function serverFns(): ServerFn[] {
  const fns: ServerFn[] = []
  for (const file of readdirSync('app/server')
    .filter((f) => f.endsWith('.functions.ts'))
    .sort()) {
    const source = readFileSync(`app/server/${file}`, 'utf8')
    for (const m of source.matchAll(/export const (\w+) = createServerFn\(\{ method: '(GET|POST)' \}\)/g)) {
      fns.push({ name: m[1]!, method: m[2] as 'GET' | 'POST', id: serverFnId(`app/server/${file}`, m[1]!) })
    }
  }
  return fns
}

const FNS = serverFns()

// --- Seeded randomness ----------------------------------------------------------------------------

/** mulberry32: small, fast and good enough to pick test cases. */
function rngFrom(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  }
}
type Rng = ReturnType<typeof rngFrom>

const seedOf = (name: string) => (SEED ^ Number.parseInt(createHash('sha256').update(name).digest('hex').slice(0, 8), 16)) >>> 0

// --- Random input ---------------------------------------------------------------------------------

const MARKERS = ['<script>x</script>', '"><img src=x onerror=alert(1)>']
/** The schemas' own keys, so some objects get past the first checks, and prototype keys. */
const KEYS = [
  ...['locale', 'lang', 'type', 'q', 'section', 'page', 'size', 'slug', 'collection', 'kind', 'params', 'path', 'key', 'system', 'ip'],
  ...['third_party', 'invite_code', 'language', 'source', 'referer', 'third_party_action_type', 'regParam', 'redirect_data'],
  ...['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ...MARKERS],
]
const STRINGS = [
  ...['en', 'ru', 'zh', 'home', 'blog', 'help', 'windows', 'google', 'box', 'page', '127.0.0.1', '::1', 'fingerprint', '/pricing', '1'],
  ...['', ' ', '\u0000', '\uD800', '\uFFFD', '😀', 'é', '\u202E', '%', '%FF', '../../etc/passwd', '\\x3C', 'null', '__proto__', ...MARKERS],
]
const NUMBERS = [0, -0, 1, -1, 2, 1.5, 1e6, 1e6 + 1, 2 ** 53, -(2 ** 31), 1e308, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]

function randomString(rng: Rng): string {
  switch (rng.int(4)) {
    case 0:
      return rng.pick(STRINGS)
    case 1:
      return rng.pick(STRINGS).repeat(rng.pick([2, 50, 400, 5000]))
    case 2:
      return Array.from({ length: rng.int(40) }, () => String.fromCharCode(rng.int(0x10000))).join('')
    default:
      return `${rng.pick(STRINGS)}${rng.pick(MARKERS)}`
  }
}

/** Any JSON-ish value (plus undefined and the numbers JSON cannot carry), up to `depth` levels deep. */
function randomValue(rng: Rng, depth: number): unknown {
  const kind = rng.int(depth > 0 ? 8 : 6)
  switch (kind) {
    case 0:
      return rng.pick([null, undefined])
    case 1:
      return rng.chance(0.5)
    case 2:
      return rng.pick(NUMBERS)
    case 3:
    case 4:
    case 5:
      return randomString(rng)
    case 6:
      return Array.from({ length: rng.int(6) }, () => randomValue(rng, depth - 1))
    default: {
      const object: Record<string, unknown> = {}
      for (let i = rng.int(8); i > 0; i--)
        Object.defineProperty(object, rng.pick(KEYS), { value: randomValue(rng, depth - 1), enumerable: true, configurable: true, writable: true })
      return object
    }
  }
}

/** An object nested `levels` deep: `{params:{params:{…}}}` (a stack-depth probe). */
function deep(levels: number): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < levels; i++) value = { params: value }
  return value
}

// --- Start's payload format (seroval's JSON), for plain values -----------------------------------

type Node = Record<string, unknown>

/** Encodes a plain value as seroval's `toJSON` does (objects, arrays, strings, numbers, constants). */
function encode(value: unknown): Node {
  let nextId = 0
  const node = (v: unknown): Node => {
    if (v === null) return { t: 2, s: 0 }
    if (v === undefined) return { t: 2, s: 1 }
    if (v === true) return { t: 2, s: 2 }
    if (v === false) return { t: 2, s: 3 }
    if (typeof v === 'number') {
      if (Object.is(v, -0)) return { t: 2, s: 4 }
      if (v === Number.POSITIVE_INFINITY) return { t: 2, s: 5 }
      if (v === Number.NEGATIVE_INFINITY) return { t: 2, s: 6 }
      if (Number.isNaN(v)) return { t: 2, s: 7 }
      return { t: 0, s: v }
    }
    if (typeof v === 'string') return { t: 1, s: JSON.stringify(v).slice(1, -1).replaceAll('<', '\\x3C') }
    if (Array.isArray(v)) return { t: 9, i: nextId++, a: v.map(node), o: 0 }
    const entries = Object.entries(v as object)
    return { t: 10, i: nextId++, p: { k: entries.map(([k]) => k), v: entries.map(([, x]) => node(x)) }, o: 0 }
  }
  return { t: node({ data: value }), f: 127, m: [] }
}

/** Breaks one node of an encoded payload: a wrong tag, a missing or wrong field, a bad reference. */
function garble(rng: Rng, payload: Node): Node {
  const copy = structuredClone(payload)
  const nodes: Node[] = []
  const walk = (n: unknown) => {
    if (n && typeof n === 'object') {
      if (!Array.isArray(n)) nodes.push(n as Node)
      for (const child of Object.values(n)) walk(child)
    }
  }
  walk(copy)
  for (let i = 1 + rng.int(3); i > 0; i--) {
    const target = rng.pick(nodes)
    const field = rng.pick(['t', 's', 'i', 'a', 'p', 'k', 'v', 'o', 'l', 'f', 'm', 'c', 'x'])
    target[field] = rng.pick<unknown>([
      undefined,
      null,
      -1,
      0,
      1,
      4,
      25,
      1e9,
      2 ** 32,
      'x',
      '$TSR/Error',
      [],
      [{}],
      {},
      { t: 99 },
      { k: ['__proto__'], v: [{ t: 0, s: 1 }] },
    ])
  }
  return copy
}

// --- Requests -------------------------------------------------------------------------------------

interface Case {
  readonly label: string
  /** Another function id than the function's own. */
  readonly id?: string
  readonly method: string
  /** Raw query string (already encoded), without `?`. */
  readonly query?: string
  readonly headers?: Record<string, string>
  readonly body?: string | Buffer
  /** The statuses this case may get; by default any below 500. */
  readonly expect?: readonly number[]
}

/**
 * What a payload that may decode can get: 200 (a function without input, or input that happens to
 * be valid), 400, 429 (the search rate limit), or a size refusal (413, 414, or Node's 431 for a URL
 * past its header limit).
 */
const DECODABLE = [200, 400, 413, 414, 429, 431]

/** A payload as a GET sends it (query) or a POST (JSON body). */
function call(fn: ServerFn, label: string, payload: string, expected?: readonly number[]): Case {
  return fn.method === 'GET'
    ? { label, method: 'GET', query: `payload=${encodeURIComponent(payload)}`, expect: expected }
    : { label, method: 'POST', headers: { 'content-type': 'application/json' }, body: payload, expect: expected }
}

function randomBytes(rng: Rng, length: number): Buffer {
  return Buffer.from(Array.from({ length }, () => rng.int(256)))
}

/** Random percent-encodings: broken escapes, invalid UTF-8, NUL, separators, after a start that is never JSON. */
function garbledQuery(rng: Rng): string {
  const starts = ['%', '%F', '%FF', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%00', '%3Cscript%3Ex%3C%2Fscript%3E', '%22%3E%3Cimg', '%7B%7B']
  const parts = [...starts, '+', '&', '=', '%7B', '%22', 'payload', '[', ']']
  return `payload=${rng.pick(starts)}${Array.from({ length: rng.int(12) }, () => rng.pick(parts)).join('')}`
}

/** One random case for a function. Each kind of bad input the guard refuses is checked for its own status. */
function randomCase(rng: Rng, fn: ServerFn): Case {
  const other = fn.method === 'GET' ? 'POST' : 'GET'
  const kind = rng.int(14)
  switch (kind) {
    case 0:
    case 1:
    case 2:
      return call(fn, 'random data', JSON.stringify(encode(randomValue(rng, 4))), DECODABLE)
    case 3:
      return call(fn, 'garbled encoding', JSON.stringify(garble(rng, encode(randomValue(rng, 3)))), DECODABLE)
    case 4:
      return call(fn, 'JSON that is not the encoding', JSON.stringify(randomValue(rng, 3)) ?? 'null', DECODABLE)
    case 5:
      // As deep as a URL within Node's header limit allows, or a body within the guard's limit.
      return call(fn, 'deeply nested', JSON.stringify(encode(deep(fn.method === 'GET' ? 100 : 1000))), [200, 400])
    case 6:
      return fn.method === 'GET'
        ? { label: 'garbled percent-encoding', method: 'GET', query: garbledQuery(rng), expect: [400] }
        : { label: 'random bytes', method: 'POST', headers: { 'content-type': 'application/json' }, body: randomBytes(rng, 1 + rng.int(2000)), expect: [400] }
    case 7:
      return call(fn, 'not JSON', rng.pick(['{', '{"data":', "{'a':1}", 'undefined', '<script>x</script>', '"><img', '\uFEFF{"t":', '[1,]']), [400])
    case 8:
      return { label: 'wrong method', method: rng.pick([other, 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']), expect: [405] }
    case 9: {
      const contentType = rng.pick(['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'])
      return {
        label: `form (${contentType})`,
        method: fn.method,
        headers: { 'content-type': contentType },
        body: fn.method === 'POST' ? '--x\r\n<script>x</script>' : undefined,
        expect: [415],
      }
    }
    case 10:
      return fn.method === 'POST'
        ? {
            label: 'body not JSON',
            method: 'POST',
            headers: { 'content-type': rng.pick(['text/plain', 'application/xml', 'application/octet-stream']) },
            body: '{"t":1}',
            expect: [415],
          }
        : { label: 'empty payload parameter', method: 'GET', query: 'payload=', expect: [200, 400] }
    case 11:
      return fn.method === 'POST'
        ? { label: 'empty JSON body', method: 'POST', headers: { 'content-type': 'application/json' }, body: '', expect: [400] }
        : { label: 'no payload', method: 'GET', expect: [200, 400] }
    case 12: {
      const size = 1_000_000 + rng.int(4_000_000)
      return fn.method === 'POST'
        ? { label: `huge body (${size} bytes)`, method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'a'.repeat(size)}"`, expect: [413] }
        : // Past the limit but within Node's header size: the guard's 414 (a longer URL gets Node's 431).
          call(fn, 'payload past the limit', `"${'a'.repeat(MAX_SERVER_FN_PAYLOAD)}"`, [414, 431])
    }
    default:
      return {
        label: 'unknown function id',
        id: rng.pick([`${fn.id.slice(0, 60)}beef`, fn.id.toUpperCase(), `${fn.id}_1`, 'x', '%3Cscript%3Ex%3C%2Fscript%3E']),
        method: fn.method,
        expect: [404],
      }
  }
}

async function send(request: APIRequestContext, baseURL: string, fn: ServerFn, c: Case): Promise<APIResponse> {
  const url = `${baseURL}/_serverFn/${c.id ?? fn.id}${c.query === undefined ? '' : `?${c.query}`}`
  return request.fetch(url, { method: c.method, headers: { ...SERVER_FN_HEADERS, ...c.headers }, data: c.body, maxRedirects: 0, failOnStatusCode: false })
}

/** A marker is unescaped when it reads as markup: `<` as is (seroval writes `\x3C`), a `"` not escaped for JSON. */
function unescapedMarker(body: string): string | undefined {
  if (body.includes('<script>x</script>')) return '<script>x</script>'
  if (/(?<!\\)"><img/.test(body)) return '"><img'
  return undefined
}

async function check(response: APIResponse, c: Case, where: string): Promise<void> {
  const status = response.status()
  const body = await response.text()
  const context = `${where}: ${c.label} (${c.method}) → ${status} ${body.slice(0, 200)}`
  expect(status, context).toBeLessThan(500)
  if (c.expect) expect(c.expect, context).toContain(status)
  expect(unescapedMarker(body), context).toBeUndefined()
}

test.describe('server functions under garbled input', () => {
  test('every server function is found (the ids are derived as Start derives them)', async ({ request, baseURL }) => {
    expect(FNS.length).toBeGreaterThanOrEqual(11)
    for (const fn of FNS) {
      // A wrong method is refused by the function's own declared method: 405, not the unknown id's 404.
      const res = await send(request, baseURL!, fn, { label: 'wrong method', method: fn.method === 'GET' ? 'POST' : 'GET' })
      expect(res.status(), fn.name).toBe(405)
      expect(res.headers().allow, fn.name).toBe(fn.method)
    }
  })

  test('valid requests still get 200, invalid input 400', async ({ request, baseURL }) => {
    const byName = new Map(FNS.map((fn) => [fn.name, fn]))
    const valid: [string, unknown][] = [
      ['getBaseInfo', { lang: 'ru', type: 'home' }],
      ['getDownloads', { locale: 'en' }],
      ['getMenuSlots', { locale: 'jp' }],
      ['getTrackingConfig', undefined],
    ]
    for (const [name, data] of valid) {
      const fn = byName.get(name)!
      const res = await send(request, baseURL!, fn, data === undefined ? { label: 'valid', method: 'GET' } : call(fn, 'valid', JSON.stringify(encode(data))))
      expect(res.status(), name).toBe(200)
      expect(await res.text(), name).toContain('"result"')
    }
    // The input check's response is Start's serialized error (the browser rethrows it), with 400 and
    // a message naming fields, never repeating what was sent.
    const slots = byName.get('getMenuSlots')!
    const res = await send(request, baseURL!, slots, call(slots, 'invalid', JSON.stringify(encode({ locale: '<script>x</script>', ['"><img']: 1 }))))
    expect(res.status()).toBe(400)
    expect(res.headers()['x-tss-serialized']).toBe('true')
    const body = await res.text()
    expect(body).toContain('Invalid input: locale')
    expect(unescapedMarker(body)).toBeUndefined()
  })

  for (const fn of FNS) {
    test(`${fn.name} (${fn.method})`, async ({ request, baseURL }) => {
      test.info().annotations.push({ type: 'fuzz seed', description: String(SEED) })
      const rng = rngFrom(seedOf(fn.name))
      for (let i = 0; i < CASES_PER_FUNCTION; i++) {
        const c = randomCase(rng, fn)
        await check(await send(request, baseURL!, fn, c), c, `${fn.name} case ${i} (FUZZ_SEED=${SEED})`)
      }
      // Whatever was sent, the function still responds to a cross-site request with Start's CSRF refusal.
      const forged = await request.fetch(`${baseURL}/_serverFn/${fn.id}`, {
        method: fn.method,
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        failOnStatusCode: false,
      })
      expect(forged.status(), `${fn.name}: cross-site`).toBe(403)
    })
  }
})
