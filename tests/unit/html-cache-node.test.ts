import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answerFromHtmlCache } from '../../app/server/http/html-cache-node.server'
import { htmlCache, lookup, lookupOf } from '../../app/server/http/html-cache.server'
import { PAGE_POLICY, renderedPage } from '../fixtures/rendered-page'

// The Node server's own listener for HTML cache hits (ADR 015, ADR 030), with a stand-in request
// and response, and over real sockets.

const HOST = 'www.example.test'
const PAGE = `<!DOCTYPE html><html><head><script>boot()</script></head><body><h1>Цены</h1>${'<p>Профили со своими прокси.</p>'.repeat(100)}</body></html>`

/** Keeps a rendered page for `path` as the nitro middleware would. */
async function keep(path: string) {
  const found = lookup('GET', (name) => (name === 'host' ? HOST : null), path, '')!
  await htmlCache.keep(found.key, renderedPage(PAGE), found.request)
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
  return { answered: answerFromHtmlCache(req, res), sent, req }
}

describe('answerFromHtmlCache', () => {
  beforeEach(() => htmlCache.clear())

  it('makes the lookup once per request: the layers behind the listener reuse it (ADR 033)', () => {
    const { answered, req } = ask('/pricing', { 'accept-encoding': 'br' })
    expect(answered).toBe(false)
    // The Request srvx makes carries Node's request as runtime.node.req: the front door and the
    // main thread's fetch find the listener's lookup there, and read none of its headers again.
    const request = Object.assign(new Request('http://elsewhere.test/pricing'), { runtime: { node: { req } } })
    const found = lookupOf(request, new URL(request.url))
    expect(found?.key).toContain(HOST)
    expect(found?.request.encoding).toBe('br')
    expect(lookupOf(request, new URL(request.url))).toBe(found)
  })

  it('leaves no lookup behind for a target it will not read: the resolved URL names another page', async () => {
    await keep('/ru/pricing')
    for (const target of ['/ru/x/%2e%2e/pricing', '/ru/x/../pricing', '/ru//pricing']) {
      const { answered, req } = ask(target)
      expect(answered).toBe(false)
      // The URL the layers behind see is /ru/pricing: were they to look it up, the cache would
      // answer before the request rules' 400 or 301.
      const request = Object.assign(new Request(`http://${HOST}${target}`), { runtime: { node: { req } } })
      expect(new URL(request.url).pathname).toMatch(/^\/ru\/+pricing$/)
      expect(lookupOf(request, new URL(request.url)), target).toBeUndefined()
    }
  })

  it('answers a kept page with its policy, the security headers and the kept brotli body', async () => {
    await keep('/ru/pricing')
    const { answered, sent } = ask('/ru/pricing', { 'accept-encoding': 'gzip, deflate, br' })
    expect(answered).toBe(true)
    expect(sent.status).toBe(200)
    expect(sent.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(sent.body!).toString()).toBe(PAGE)
    expect(sent.headers.get('content-security-policy')).toBe(PAGE_POLICY)
    expect(sent.headers.get('x-cache')).toBe('HIT')
    expect(sent.headers.get('x-content-type-options')).toBe('nosniff')
    expect(sent.headers.get('x-frame-options')).toBe('DENY')
    expect(Number(sent.headers.get('content-length'))).toBe(sent.body!.length)
  })

  it('answers gzip to a client that prefers it or takes nothing else, and identity to one that takes neither', async () => {
    await keep('/ru/pricing')
    for (const encoding of ['gzip', 'br;q=0.5, gzip', 'br;q=0, gzip']) {
      const { sent } = ask('/ru/pricing', { 'accept-encoding': encoding })
      expect(sent.headers.get('content-encoding'), encoding).toBe('gzip')
      expect(gunzipSync(sent.body!).toString()).toBe(PAGE)
    }
    const neither: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }]
    for (const headers of neither) {
      const { sent } = ask('/ru/pricing', headers)
      expect(sent.headers.has('content-encoding')).toBe(false)
      expect(sent.body!.toString()).toBe(PAGE)
    }
  })

  it('writes the kept bytes: a hit neither renders nor compresses nor copies', async () => {
    await keep('/ru/pricing')
    const compressed = htmlCache.stats.compressed
    const first = ask('/ru/pricing', { 'accept-encoding': 'br' }).sent.body
    for (let i = 0; i < 50; i++) expect(ask('/ru/pricing', { 'accept-encoding': 'br' }).sent.body).toBe(first)
    expect(htmlCache.stats.compressed).toBe(compressed)
  })

  it('answers HEAD without a body and a matching ETag with a 304 without a policy', async () => {
    await keep('/ru/pricing')
    const head = ask('/ru/pricing', {}, 'HEAD').sent
    expect(head.body).toBeUndefined()
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE))
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

  it('over real sockets: concurrent answers all carry the same bytes and policy', async () => {
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
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => get(['br', 'gzip', 'identity'][i % 3]!)))
      const byEncoding = new Map<string, Buffer>()
      for (const a of answers) {
        expect(a.policy).toBe(PAGE_POLICY)
        const seen = byEncoding.get(a.encoding ?? 'identity')
        if (seen) expect(a.body.equals(seen)).toBe(true)
        else byEncoding.set(a.encoding ?? 'identity', a.body)
      }
      expect([...byEncoding.keys()].sort()).toEqual(['br', 'gzip', 'identity'])
      expect(brotliDecompressSync(byEncoding.get('br')!).toString()).toBe(PAGE)
    } finally {
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
