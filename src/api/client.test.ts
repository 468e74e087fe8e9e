import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, createApiClient } from './client'

// A local stub upstream: each path answers as the test needs, and counts its hits.
const hits = new Map<string, number>()
let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!
    hits.set(`${req.method} ${path}`, (hits.get(`${req.method} ${path}`) ?? 0) + 1)
    res.setHeader('content-type', 'application/json')
    if (path === '/ok') return res.end(JSON.stringify({ code: 0, data: { title: 'x', q: req.url } }))
    if (path === '/fail-code') return res.end(JSON.stringify({ code: 401, msg: 'no' }))
    if (path === '/no-code') return res.end(JSON.stringify({ data: {} }))
    if (path === '/bad-data') return res.end(JSON.stringify({ code: 0, data: { title: 5 } }))
    if (path === '/slow') return void setTimeout(() => res.end('{"code":0,"data":{"title":"late"}}'), 500)
    res.statusCode = 503
    res.end('{}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

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
