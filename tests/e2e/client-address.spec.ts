import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { startBuiltServer } from '../fixtures/built-server'

// One client-address rule for every per-client limit (ADR 051): the connection's peer, unless it is
// one of TRUSTED_PROXIES, then X-Forwarded-For right to left. Played with the collector's post limit
// (vitals and search use the same rule) from different loopback addresses: Linux answers the whole
// of 127.0.0.0/8, so each client connects from an address of its own.

const LIMIT = 4

function server(env: Record<string, string>) {
  return startBuiltServer({ TRACKING_POSTS_PER_MINUTE: String(LIMIT), TRUSTED_PROXIES: '', ...env })
}

/** A collector post from `from` (a loopback address) with `forwardedFor`: its status (400 for the garbage body, 429 over the limit). */
function post(port: number, from: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'text/plain', 'content-length': '3' }
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
    const req = httpRequest({ host: '127.0.0.1', port, localAddress: from, path: '/api/collect', method: 'POST', headers, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end('x=y')
  })
}

async function posts(n: number, port: number, from: string, forwardedFor: (i: number) => string | undefined): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push(await post(port, from, forwardedFor(i)))
  return out
}

test('a client rotating X-Forwarded-For from an untrusted peer stays in its own bucket; clients without a proxy header have their own', async () => {
  const { port, child } = await server({})
  try {
    // A new forged address on every post changes nothing: the peer is the client.
    const rotating = await posts(LIMIT + 2, port, '127.0.0.2', (i) => `203.0.113.${i + 1}`)
    expect(rotating.slice(0, LIMIT).every((s) => s !== 429)).toBe(true)
    expect(rotating.slice(LIMIT)).toEqual([429, 429])
    // Another client, no proxy header: a bucket of its own, untouched by the first one's.
    expect(await post(port, '127.0.0.3')).not.toBe(429)
  } finally {
    child.kill('SIGKILL')
  }
})

test('behind a trusted proxy the right-most untrusted hop is the client', async () => {
  const { port, child } = await server({ TRUSTED_PROXIES: '127.0.0.5' })
  try {
    // Through the proxy, the hop it appended is the client; what the client wrote to its left
    // (rotated here) proves nothing.
    const one = await posts(LIMIT + 1, port, '127.0.0.5', (i) => `198.51.100.${i + 1}, 192.0.2.10`)
    expect(one.at(-1)).toBe(429)
    // Another visitor through the same proxy: a bucket of its own.
    expect(await post(port, '127.0.0.5', '192.0.2.11')).not.toBe(429)
    // Straight from an untrusted peer, the same header is not believed: the peer's own bucket.
    expect(await post(port, '127.0.0.6', '192.0.2.10')).not.toBe(429)
  } finally {
    child.kill('SIGKILL')
  }
})
