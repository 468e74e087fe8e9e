import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BufferPool } from '../../app/server/buffer-pool.server'
import { answerFromHtmlCache, hitBodies } from '../../app/server/html-cache-node.server'
import { htmlCache, lookup } from '../../app/server/html-cache.server'
import { newNonce } from '../../app/server/security.server'
import { renderedPage } from '../fixtures/rendered-page'

// The Node server's own listener for HTML cache hits (ADR 015), with a stand-in request and response.

const HOST = 'www.example.test'
const page = (n: string) => `<!DOCTYPE html><html><head><script nonce="${n}">boot()</script></head><body><h1>Цены</h1></body></html>`

/** Keeps a rendered page for `path` as the nitro middleware would. */
async function keep(path: string) {
  const n = newNonce()
  const found = lookup('GET', (name) => (name === 'host' ? HOST : null), path, '')!
  await htmlCache.keep(found.key, renderedPage(page(n), n), found.request)
  return found.key
}

function ask(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const sent: { status?: number; headers: Map<string, string>; body?: Buffer } = { headers: new Map() }
  const req = { url, method, headers: { host: HOST, ...headers } } as unknown as IncomingMessage
  const res = {
    writeHead(status: number, flat: string[]) {
      sent.status = status
      for (let i = 0; i < flat.length; i += 2) sent.headers.set(flat[i]!, flat[i + 1]!)
      return res
    },
    end(body?: Buffer) {
      sent.body = body
      return res
    },
  } as unknown as ServerResponse
  return { answered: answerFromHtmlCache(req, res), sent }
}

describe('answerFromHtmlCache', () => {
  beforeEach(() => htmlCache.clear())

  it('answers a kept page with a nonce of its own, the security headers and a valid gzip body', async () => {
    await keep('/ru/pricing')
    const { answered, sent } = ask('/ru/pricing', { 'accept-encoding': 'gzip' })
    expect(answered).toBe(true)
    expect(sent.status).toBe(200)
    const nonce = /'nonce-([^']+)'/.exec(sent.headers.get('content-security-policy')!)![1]!
    expect(gunzipSync(sent.body!).toString()).toBe(page(nonce))
    expect(sent.headers.get('x-cache')).toBe('HIT')
    expect(sent.headers.get('x-content-type-options')).toBe('nosniff')
    expect(sent.headers.get('x-frame-options')).toBe('DENY')
    expect(Number(sent.headers.get('content-length'))).toBe(sent.body!.length)
  })

  it('answers HEAD without a body and a matching ETag with a 304 without a policy', async () => {
    await keep('/ru/pricing')
    expect(ask('/ru/pricing', {}, 'HEAD').sent.body).toBeUndefined()
    const revalidated = ask('/ru/pricing', { 'if-none-match': 'W/"p1"' }).sent
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.has('content-security-policy')).toBe(false)
    expect(revalidated.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('writes nothing and leaves to the framework what it must not answer', async () => {
    await keep('/ru/pricing')
    for (const [url, headers, method] of [
      ['/ru/other', {}, 'GET'],
      ['/ru/pricing', {}, 'POST'],
      ['/ru/pricing', { authorization: 'Bearer x' }, 'GET'],
      ['/ru/pricing', { 'accept-encoding': 'br' }, 'GET'],
      ['/ru/pricing?utm_source=mail', {}, 'GET'],
      // Targets the framework would normalise or refuse: its answer, not ours.
      ['/ru/../ru/pricing', {}, 'GET'],
      ['/ru//pricing', {}, 'GET'],
      ['/ru/%2e/pricing', {}, 'GET'],
      ['http://www.example.test/ru/pricing', {}, 'GET'],
      ['/ru/pricing#x', {}, 'GET'],
      ['/ru/pri cing', {}, 'GET'],
    ] as const) {
      const { answered, sent } = ask(url, headers, method)
      expect(answered, `${method} ${url}`).toBe(false)
      expect(sent.status).toBeUndefined()
    }
  })

  it('reads an empty query as none, as the framework does', async () => {
    await keep('/ru/pricing')
    expect(ask('/ru/pricing?').answered).toBe(true)
  })

  it('serves the expired copy while the page renders again, and leaves the first request after expiry to the framework', async () => {
    const key = await keep('/ru/pricing')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // Past the longest time to live (CACHE_S_MAXAGE, 300 s by default).
      vi.setSystemTime(Date.now() + 301_000)
      expect(ask('/ru/pricing').answered).toBe(false)
      const done = htmlCache.beginFill(key)
      expect(ask('/ru/pricing').answered).toBe(true)
      done()
      expect(ask('/ru/pricing').answered).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('hit bodies from the buffer pool', () => {
  beforeEach(() => htmlCache.clear())

  it('over real sockets: every concurrent answer keeps its own nonce, and buffers are reused only after they were sent', async () => {
    await keep('/ru/pricing')
    const server = http.createServer((req, res) => {
      if (!answerFromHtmlCache(req, res)) res.writeHead(500).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
    const get = (encoding: string) =>
      new Promise<{ policy: string; body: Buffer; encoding?: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/ru/pricing', agent, headers: { host: HOST, 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ policy: String(res.headers['content-security-policy']), body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }))
          })
          .on('error', reject)
      })
    try {
      const before = { ...hitBodies.stats }
      const nonces = new Set<string>()
      for (let round = 0; round < 4; round++) {
        const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(i % 2 ? 'gzip' : 'identity')))
        for (const a of answers) {
          const nonce = /'nonce-([^']+)'/.exec(a.policy)![1]!
          nonces.add(nonce)
          expect((a.encoding === 'gzip' ? gunzipSync(a.body) : a.body).toString()).toBe(page(nonce))
        }
      }
      expect(nonces.size).toBe(160)
      // 16 sockets at a time: the later rounds are served from buffers given back.
      expect(hitBodies.stats.reused - before.reused).toBeGreaterThan(80)
      expect(hitBodies.stats.allocated - before.allocated).toBeLessThanOrEqual(80)
    } finally {
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('BufferPool', () => {
  it('hands out power-of-two buffers of at least the size asked, and a given-back one again', () => {
    const pool = new BufferPool(2, 1 << 16)
    const a = pool.take(5000)
    expect(a.length).toBe(8192)
    expect(pool.take(1).length).toBe(1024)
    pool.give(a)
    expect(pool.take(6000)).toBe(a)
    expect(pool.stats).toEqual({ allocated: 2, reused: 1 })
  })

  it('keeps at most `keep` free buffers per size and never pools large or foreign ones', () => {
    const pool = new BufferPool(1, 1 << 16)
    const [a, b] = [pool.take(2048), pool.take(2048)]
    pool.give(a)
    pool.give(b)
    expect(pool.take(2048)).toBe(a)
    expect(pool.take(2048)).not.toBe(b)
    const big = pool.take(1 << 17)
    pool.give(big)
    expect(pool.take(1 << 17)).not.toBe(big)
    const foreign = Buffer.alloc(3000)
    pool.give(foreign)
    expect(pool.take(3000)).not.toBe(foreign)
  })
})
