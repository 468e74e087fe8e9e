import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, cacheKey, createApiClient, remainingTimeout, RETRY_STATUS_CODES, retriesFor } from './client'

// A local stub upstream: each path responds as the test needs, and counts its hits.
const hits = new Map<string, number>()
let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!
    hits.set(`${req.method} ${path}`, (hits.get(`${req.method} ${path}`) ?? 0) + 1)
    res.setHeader('content-type', 'application/json')
    if (path === '/ok') return res.end(JSON.stringify({ code: 0, data: { title: 'x', q: req.url, traceparent: req.headers.traceparent } }))
    if (path === '/fail-code') return res.end(JSON.stringify({ code: 401, msg: 'no' }))
    if (path === '/no-code') return res.end(JSON.stringify({ data: {} }))
    if (path === '/bad-data') return res.end(JSON.stringify({ code: 0, data: { title: 5 } }))
    // Never responds: the client's own timeout is what ends the call.
    if (path === '/slow') return
    if (path === '/late') return res.end('{"code":0,"data":{"title":"late"}}')
    if (path === '/garbage') return res.end('<html>not json')
    res.statusCode = 503
    res.end('{}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => {
  server.closeAllConnections() // the /slow requests are still open
  return new Promise<void>((r) => server.close(() => r()))
})

const schema = z.object({ title: z.string() }).passthrough()

describe('createApiClient', () => {
  const reported: ApiError[] = []
  const call = () => createApiClient({ baseURL: base, timeout: 200, report: (e) => reported.push(e) })

  it('returns validated data for code 0, with the query', async () => {
    const data = await call()('ok', schema, { query: { lang: 'ru', type: 'home' } })
    expect(data.title).toBe('x')
    expect(data.q).toBe('/ok?lang=ru&type=home')
  })

  it.each([
    ['fail-code', 'code error'],
    ['no-code', 'res error'],
    ['bad-data', 'schema error'],
    ['slow', 'req error'],
    ['garbage', 'res error'],
  ])('rejects %s as %s and reports it once', async (path, kind) => {
    reported.length = 0
    await expect(call()(path, schema)).rejects.toMatchObject({ kind })
    expect(reported).toHaveLength(1)
  })

  it('retries a GET once on 503 and a POST never', async () => {
    await expect(call()('down-get', schema)).rejects.toBeInstanceOf(ApiError)
    expect(hits.get('GET /down-get')).toBe(2)
    await expect(call()('down-post', schema, { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError)
    expect(hits.get('POST /down-post')).toBe(1)
  })
})

describe('per-call options', () => {
  it('a per-call timeout bounds the whole call, retries included', async () => {
    const reported: ApiError[] = []
    const call = createApiClient({ baseURL: base, timeout: 5000, report: (e) => reported.push(e) })
    const started = Date.now()
    await expect(call('slow', schema, { timeout: 100 })).rejects.toMatchObject({ kind: 'req error' })
    expect(Date.now() - started).toBeLessThan(400)
    expect(reported).toHaveLength(1)
  })

  it('shares identical GETs in flight and reports their failure once', async () => {
    const reported: ApiError[] = []
    const call = createApiClient({ baseURL: base, timeout: 200, report: (e) => reported.push(e) })
    hits.delete('GET /fail-code')
    const settled = await Promise.allSettled([call('fail-code', schema, { query: { a: 1, b: 2 } }), call('fail-code', schema, { query: { b: 2, a: 1 } })])
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(hits.get('GET /fail-code')).toBe(1)
    expect(reported).toHaveLength(1)
  })

  it('wraps each request it sends, once for calls that share it, with the headers the wrapper adds', async () => {
    const wrapped: string[] = []
    const call = createApiClient({
      baseURL: base,
      timeout: 2000,
      around: (request, send) => {
        wrapped.push(`${request.method} ${request.path}`)
        return send({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' })
      },
    })
    const [first, second] = await Promise.all([call('ok', schema, { headers: { 'x-a': '1' } }), call('ok', schema, { headers: { 'x-a': '1' } })])
    expect(wrapped).toEqual(['GET ok'])
    expect(first.traceparent).toBe('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')
    expect(second).toBe(first)
    await expect(call('fail-code', schema)).rejects.toMatchObject({ kind: 'code error' })
    expect(wrapped).toEqual(['GET ok', 'GET fail-code'])
  })

  it("tells each caller a shared failure reaches, in that caller's own context", async () => {
    const { AsyncLocalStorage } = await import('node:async_hooks')
    const caller = new AsyncLocalStorage<string>()
    const told: string[] = []
    const call = createApiClient({ baseURL: base, timeout: 200, onFailure: () => told.push(caller.getStore() ?? 'none') })
    await Promise.allSettled([caller.run('A', () => call('fail-code', schema)), caller.run('B', () => call('fail-code', schema))])
    expect(told.sort()).toEqual(['A', 'B'])
    await call('ok', schema)
    expect(told).toHaveLength(2)
  })

  it('never shares a call between visitors: different headers are different calls', async () => {
    const call = createApiClient({ baseURL: base, timeout: 2000 })
    // The three calls start in one tick, so each is made while the others are in flight.
    const [a, b, c] = await Promise.all([
      call('late', schema, { headers: { 'user-agent': 'visitor A', 'x-forwarded-for': '192.0.2.1' } }),
      call('late', schema, { headers: { 'x-forwarded-for': '192.0.2.2', 'user-agent': 'visitor B' } }),
      call('late', schema, { headers: { 'X-Forwarded-For': '192.0.2.1', 'User-Agent': 'visitor A' } }),
    ])
    expect([a.title, b.title, c.title]).toEqual(['late', 'late', 'late'])
    // A and B are two requests; the third is A again (header names in another case and order).
    expect(hits.get('GET /late')).toBe(2)
  })

  it('retry can be overridden per call', async () => {
    const call = createApiClient({ baseURL: base, timeout: 500 })
    await expect(call('down-once', schema, { retry: 0 })).rejects.toBeInstanceOf(ApiError)
    expect(hits.get('GET /down-once')).toBe(1)
  })
})

describe('remainingTimeout', () => {
  it("takes the time a request spent in the server before its call out of the call's timeout", () => {
    expect(remainingTimeout(2000, 10_000, 10_000)).toBe(2000)
    expect(remainingTimeout(2000, 10_000, 10_060)).toBe(1940)
    expect(remainingTimeout(2000, 10_000, 12_500)).toBe(0)
    // Unknown arrival, or a clock that stepped back: the whole timeout, never more.
    expect(remainingTimeout(2000, undefined, 10_000)).toBe(2000)
    expect(remainingTimeout(2000, 10_050, 10_000)).toBe(2000)
  })
})

describe('cacheKey', () => {
  it('is method, path and the sorted query', () => {
    expect(cacheKey('GET', '/client/x', { system: 'com_win64', a: undefined, lang: 'en' })).toBe('GET client/x?lang=en&system=com_win64')
    expect(cacheKey('POST', 'p')).toBe('POST p')
    expect(retriesFor('GET')).toBe(1)
    expect(retriesFor('POST')).toBe(0)
    expect(RETRY_STATUS_CODES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })
})
