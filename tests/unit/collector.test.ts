import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { encryptPayload } from '#src/tracking/crypto'
import { toEntry } from '#src/tracking/queue'
import { commonFields } from '#src/tracking/batch'

// The embedded collector against its own database in a temporary folder (a development key pair is
// made there on first use, as on a fresh clone).
// Outside a request there is no connection to take the client's address from: each test's
// X-Forwarded-For plays one client, as the address rule (client-address.server.ts, tested end to end
// in tests/e2e/client-address.spec.ts) would give behind a trusted proxy.
vi.mock('../../app/server/client-address.server', () => ({ rateLimitKey: (request?: Request) => request?.headers.get('x-forwarded-for') ?? 'unknown' }))
process.env.TRACKING_DATA_DIR = mkdtempSync(join(tmpdir(), 'collector-'))
type Collector = typeof import('../../app/server/collector.server')
let collector: Collector
let publicKey = ''
let rows: () => number

beforeAll(async () => {
  collector = await import('../../app/server/collector.server')
  publicKey = (await import('../../app/server/tracking-keys.server')).trackingKeys().publicKey
  const { DatabaseSync } = await import('node:sqlite')
  rows = () => {
    try {
      const db = new DatabaseSync(join(process.env.TRACKING_DATA_DIR!, 'tracking.db'), { readOnly: true })
      const n = Number((db.prepare('SELECT COUNT(*) AS n FROM entries').get() as { n: number }).n)
      db.close()
      return n
    } catch {
      return 0
    }
  }
})

const comm = commonFields({ userAgent: 'UA', platform: 'Linux', deviceId: 'd', screen: { width: 1, height: 1, dpr: 1 }, buildId: 'b', page: 'https://x.test/' })
const click = (key: string) => ({
  event: 'click' as const,
  element_content: 'Go',
  element_key: key,
  element_type: 'a',
  element_name: '',
  element_class: '',
  element_target_url: '',
  url: 'https://x.test/',
  title: 'T',
})
let seq = 0
const beacon = (form: Record<string, string> | string, headers: Record<string, string> = {}) =>
  collector.collectBeacon(
    new Request('http://x.test/api/collect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.0.${Math.floor(seq / 250) % 250}.${seq++ % 250}`, ...headers },
      body: typeof form === 'string' ? form : new URLSearchParams(form),
    }),
  )

describe('embedded collector', () => {
  it('decrypts what the browser encrypts, stores each event once', async () => {
    const list = [toEntry(click('a'), 'evt-aaaaaaaa', 1), toEntry(click('b'), 'evt-bbbbbbbb', 2)]
    const form = encryptPayload({ list, comm }, publicKey)!
    expect(form._a).not.toContain('click')
    const before = rows()
    const res = await beacon({ ...form })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ code: 0, data: { received: 2, stored: 2 } })
    // The same batch again (a resend after a reload): nothing new.
    const again = await beacon({ ...encryptPayload({ list, comm }, publicKey)! })
    expect(await again.json()).toEqual({ code: 0, data: { received: 2, stored: 0 } })
    expect(rows()).toBe(before + 2)
  })

  it('refuses a batch with one invalid event, storing nothing', async () => {
    const bad = { ...toEntry(click('c'), 'evt-cccccccc', 3), op_obj_value: JSON.stringify({ ...click('c'), price: 1 }) }
    const before = rows()
    const res = await beacon({ ...encryptPayload({ list: [bad], comm }, publicKey)! })
    expect(res.status).toBe(400)
    expect(rows()).toBe(before)
  })

  it('bounds the body size and rate', async () => {
    const big = await beacon(`_t=${'A'.repeat(70 * 1024)}&_a=B`)
    expect(big.status).toBe(413)
    const one = { 'x-forwarded-for': '192.0.2.77' }
    // All at once: the bucket refills while requests are under way, so posts sent one after another
    // on a slow machine can stay under the rate however many there are.
    const statuses = await Promise.all(Array.from({ length: collector.MAX_POSTS_PER_MINUTE + 20 }, () => beacon('_t=x&_a=y', one).then((r) => r.status)))
    expect(statuses).toContain(429)
    expect(statuses.filter((s) => s !== 429).every((s) => s === 400)).toBe(true)
  })

  it('responds to random bodies with a 4xx and stores nothing (property)', async () => {
    const before = rows()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.record({ _t: fc.base64String({ maxLength: 400 }), _a: fc.base64String({ maxLength: 400 }) }).map((r) => new URLSearchParams(r).toString()),
          fc.jsonValue().map((v) => new URLSearchParams({ _t: encryptPayload('k', publicKey)?._t ?? '', _a: JSON.stringify(v) }).toString()),
          fc.jsonValue().map((v) => new URLSearchParams({ ...encryptPayload(v, publicKey)! }).toString()),
        ),
        fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'application/json', 'multipart/form-data; boundary=x'),
        async (body, type) => {
          const res = await beacon(body, { 'content-type': type })
          expect(res.status).toBeGreaterThanOrEqual(400)
          expect(res.status).toBeLessThan(500)
          expect(await res.text()).not.toMatch(/<script/i)
        },
      ),
      { numRuns: 150 },
    )
    expect(rows()).toBe(before)
  })

  it('records the attribution calls: ref, source and fingerprint, refusing malformed ones', async () => {
    const call = (path: string, init: RequestInit = {}) =>
      collector.collectAttribution(new Request(`http://x.test/collector/${path}`, init), path.split('?')[0]!)
    const before = rows()
    const ref = await call('sys/config/ref/set?c_v=ABC123')
    expect(ref.status).toBe(200)
    expect(ref.headers.get('set-cookie')).toMatch(/^__REF=ABC123; Max-Age=604800/)
    expect((await call('sys/config/ref/set?c_v=%3Cx%3E')).status).toBe(400)
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
    const source = {
      page_url: 'https://x.test/?utm_source=x',
      source: '',
      callback: '',
      utm_source: 'x',
      utm_medium: 'y',
      utm_term: '',
      utm_content: '',
      utm_campaign: '',
      bd_vid: '',
    }
    expect((await call('sys/user/passport/record-source', form({ referer: '[]', source_data: JSON.stringify(source) }))).status).toBe(200)
    expect((await call('sys/user/passport/record-source', form({ referer: 'x', source_data: '{}' }))).status).toBe(400)
    const data = JSON.stringify({ ua: 'UA' })
    expect(
      (await call('client/record-data/log', form({ log_type: 'WWW_FINGERPRINT_INFO', data, base_encode: Buffer.from(data).toString('base64') }))).status,
    ).toBe(200)
    expect((await call('client/record-data/log', form({ log_type: 'OTHER', data, base_encode: '' }))).status).toBe(400)
    expect((await call('nope')).status).toBe(404)
    expect(rows()).toBe(before + 3)
  })
})
