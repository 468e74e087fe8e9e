import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answerFromHtmlCache } from '../../app/server/html-cache-node.server'
import { htmlCache, lookup } from '../../app/server/html-cache.server'
import { newNonce } from '../../app/server/security.server'

// The Node server's own listener for HTML cache hits (ADR 015), with a stand-in request and response.

const HOST = 'www.example.test'
const page = (n: string) => `<!DOCTYPE html><html><head><script nonce="${n}">boot()</script></head><body><h1>Цены</h1></body></html>`

/** Keeps a rendered page for `path` as the nitro middleware would. */
async function keep(path: string) {
  const n = newNonce()
  const found = lookup('GET', (name) => (name === 'host' ? HOST : null), path, '')!
  const answer = new Response(page(n), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300',
      'content-security-policy': `script-src 'nonce-${n}' 'strict-dynamic'`,
      etag: 'W/"p1"',
      vary: 'Accept-Encoding',
    },
  })
  await htmlCache.keep(found.key, answer, found.request)
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
