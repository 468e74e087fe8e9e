import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { VitalsBeacon } from '#src/vitals/beacon'

// The embedded collector's vitals endpoint (ADR 024) against its own database in a temporary folder.
// Outside a request there is no connection to take the client's address from: each test's
// X-Forwarded-For plays one client, as the address rule (client-address.server.ts, tested end to end
// in tests/e2e/client-address.spec.ts) would give behind a trusted proxy.
vi.mock('../../app/server/client-address.server', () => ({ rateLimitKey: (request?: Request) => request?.headers.get('x-forwarded-for') ?? 'unknown' }))
process.env.TRACKING_DATA_DIR = mkdtempSync(join(tmpdir(), 'vitals-collector-'))
let collectVitals: typeof import('../../app/server/vitals.server').collectVitals
let stored: () => Record<string, unknown>[]

beforeAll(async () => {
  ;({ collectVitals } = await import('../../app/server/vitals.server'))
  const { DatabaseSync } = await import('node:sqlite')
  stored = () => {
    try {
      const db = new DatabaseSync(join(process.env.TRACKING_DATA_DIR!, 'tracking.db'), { readOnly: true })
      const out = db.prepare('SELECT * FROM vitals ORDER BY id').all() as Record<string, unknown>[]
      db.close()
      return out
    } catch {
      return []
    }
  }
})

const beacon: VitalsBeacon = {
  v: 1,
  path: '/jp/pricing',
  kind: 'pricing',
  lang: 'jp',
  host: 'www.profiledeck.com',
  connection: '3g',
  device: 'mobile',
  memory: '2GB',
  cores: '3-4',
  navigation: 'navigate',
  build: 'b1',
  metrics: [
    { name: 'LCP', value: 4100, target: 'main>h1' },
    { name: 'CLS', value: 0.05, target: 'div.banner' },
  ],
}
let seq = 0
const post = (body: string, headers: Record<string, string> = {}) =>
  collectVitals(
    new Request('http://x.test/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `10.1.${Math.floor(seq / 250) % 250}.${seq++ % 250}`, ...headers },
      body,
    }),
  )

describe('vitals endpoint', () => {
  it('stores one row per metric, rated by the server, grouped by a view id of its own', async () => {
    const res = await post(JSON.stringify(beacon))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ code: 0, data: { stored: 2 } })
    const rows = stored()
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      metric: 'LCP',
      value: 4100,
      rating: 'poor',
      target: 'main>h1',
      kind: 'pricing',
      lang: 'jp',
      path: '/jp/pricing',
      device: 'mobile',
      connection: '3g',
    })
    expect(rows[1]).toMatchObject({ metric: 'CLS', value: 0.05, rating: 'good' })
    expect(rows[0]!.view).toBe(rows[1]!.view)
    expect(String(rows[0]!.view)).toMatch(/^[0-9a-f-]{36}$/)
    // Nothing about the client is kept.
    expect(Object.keys(rows[0]!)).not.toContain('ip')
    expect(JSON.stringify(rows)).not.toMatch(/10\.1\./)
  })

  it("keeps the engine family of the request's User-Agent, never the string", async () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0'
    const before = stored().length
    expect((await post(JSON.stringify(beacon), { 'user-agent': firefox })).status).toBe(200)
    expect((await post(JSON.stringify(beacon))).status).toBe(200)
    const rows = stored().slice(before)
    expect(rows.map((r) => r.engine)).toEqual(['gecko', 'gecko', 'unknown', 'unknown'])
    expect(JSON.stringify(rows)).not.toMatch(/Firefox|rv:153/)
  })

  it('refuses what is not a beacon with a 4xx and stores nothing', async () => {
    const before = stored().length
    expect((await post('{not json')).status).toBe(400)
    expect((await post(JSON.stringify({ ...beacon, path: '/jp/search?q=me' }))).status).toBe(400)
    expect((await post(JSON.stringify(beacon), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await post(JSON.stringify({ ...beacon, pad: 'x'.repeat(9000) }))).status).toBe(413)
    expect((await post(JSON.stringify(beacon), { 'content-type': 'application/json' })).status).toBe(200)
    expect(stored().length).toBe(before + 2)
  })

  it('drops a beacon sent with Global Privacy Control', async () => {
    const before = stored().length
    const res = await post(JSON.stringify(beacon), { 'sec-gpc': '1' })
    expect(res.status).toBe(202)
    expect(stored().length).toBe(before)
  })

  it('draws on the collector’s rate limit per client', async () => {
    const { MAX_POSTS_PER_MINUTE } = await import('../../app/server/collector.server')
    const one = { 'x-forwarded-for': '192.0.2.88' }
    let last = 0
    // The bucket refills while the loop runs: a margin over the minute's posts.
    for (let i = 0; i < MAX_POSTS_PER_MINUTE + 50; i++) last = (await post('{}', one)).status
    expect(last).toBe(429)
  })

  it('responds to random bodies with a 4xx, never a 5xx, and stores nothing (property)', async () => {
    const before = stored().length
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          // Each metric is wrong: an unknown name, or a value below zero or not a number.
          fc
            .array(
              fc.oneof(
                fc.record({ name: fc.constantFrom('FID', 'lcp'), value: fc.double(), target: fc.string() }),
                fc.record({ name: fc.constantFrom('LCP', 'INP'), value: fc.oneof(fc.double({ max: -0.001 }), fc.constant('1')), target: fc.string() }),
              ),
              { minLength: 1, maxLength: 6 },
            )
            .map((metrics) => JSON.stringify({ ...beacon, metrics })),
          fc
            .dictionary(fc.constantFrom('kind', 'lang', 'host', 'path', 'device', 'v', 'build'), fc.jsonValue())
            .map((d) => JSON.stringify({ ...beacon, ...d, v: 'x' })),
        ),
        async (body) => {
          const res = await post(body)
          expect(res.status).toBeGreaterThanOrEqual(400)
          expect(res.status).toBeLessThan(500)
          expect(await res.text()).not.toMatch(/<script/i)
        },
      ),
      { numRuns: 150 },
    )
    expect(stored().length).toBe(before)
  })
})
