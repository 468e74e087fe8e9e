import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { startBuiltServer, type BuiltServer, type LogLine } from '../fixtures/built-server'
import { serverFnId } from './calls-helpers'

// What an operator sees of a request (ADR 056): JSON log lines that carry its id, the id sent back
// as x-request-id, and with OTEL_EXPORTER_OTLP_ENDPOINT its trace: the request, the render, server
// functions and upstream calls as spans, sent over OTLP/HTTP to a loopback stand-in of a collector.
// A trusted proxy's id and trace are continued; anyone else's are not.

test.describe.configure({ mode: 'serial' })

interface OtlpSpan {
  readonly name: string
  readonly kind: number
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly status?: { readonly code?: number }
  readonly attributes: readonly { readonly key: string; readonly value: Record<string, unknown> }[]
}

const SERVER = 2
const CLIENT = 3

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value
  return value && Object.values(value)[0]
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// The collector's stand-in: OTLP/HTTP JSON on /v1/traces, every span it got, and the resource.
const spans: OtlpSpan[] = []
const services: string[] = []
const collector = createServer((req, res) => {
  let body = ''
  req.on('data', (d: Buffer) => (body += d.toString()))
  req.on('end', () => {
    if (req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
      const payload = JSON.parse(body) as {
        resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[]
      }
      for (const resource of payload.resourceSpans) {
        const name = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue
        if (typeof name === 'string') services.push(name)
        for (const scope of resource.scopeSpans) spans.push(...scope.spans)
      }
    }
    res.setHeader('content-type', 'application/json')
    res.end('{}')
  })
})

// The upstream's stand-in: base info for the header, and every request's path and traceparent.
const upstreamCalls: { path: string; traceparent: string | undefined }[] = []
const upstream = createServer((req, res) => {
  upstreamCalls.push({ path: (req.url ?? '').split('?')[0]!, traceparent: req.headers.traceparent as string | undefined })
  res.setHeader('content-type', 'application/json')
  if (!req.url?.startsWith('/home/base-info')) return res.writeHead(404).end('{}')
  res.end(
    JSON.stringify({
      code: 0,
      data: {
        title: 'T',
        keywords: 'k',
        description: 'd',
        register_url: 'https://app.example/r',
        login_url: 'https://app.example/l',
        statistical_title: 's',
        statistical_body: 'b',
      },
    }),
  )
})

let collectorUrl = ''
let upstreamUrl = ''
let traced: BuiltServer

test.beforeAll(async () => {
  collectorUrl = await listen(collector)
  upstreamUrl = await listen(upstream)
  // The tests' requests come from loopback: here, a trusted proxy's.
  traced = await startBuiltServer({
    API_BASE_URL: `${upstreamUrl}/`,
    TRUSTED_PROXIES: '127.0.0.1',
    OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
    OTEL_SERVICE_NAME: 'site-under-test',
    OTEL_BSP_SCHEDULE_DELAY: '50',
    HTML_CACHE_MAX_BYTES: '0',
  })
})

test.afterAll(() => {
  traced?.child.kill('SIGKILL')
  collector.close()
  upstream.close()
})

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const PARENT = '00f067aa0ba902b7'

/** The spans of `traceId` once the collector has at least `count` of them. */
async function spansOf(traceId: string, count: number): Promise<OtlpSpan[]> {
  await expect.poll(() => spans.filter((s) => s.traceId === traceId).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
  return spans.filter((s) => s.traceId === traceId)
}

/** The log lines of the request `requestId` once its response line is written. */
async function linesOf(server: BuiltServer, requestId: string): Promise<LogLine[]> {
  await expect.poll(() => server.logs().some((l) => l.requestId === requestId && l.msg === 'response')).toBe(true)
  return server.logs().filter((l) => l.requestId === requestId)
}

test("a trusted proxy's request id and trace are kept: the page's request, render and upstream call are its spans", async () => {
  const res = await fetch(`${traced.base}/pricing`, { headers: { 'x-request-id': 'lb-7f3a', traceparent: `00-${TRACE}-${PARENT}-01` } })
  expect(res.status).toBe(200)
  expect(res.headers.get('x-request-id')).toBe('lb-7f3a')

  const trace = await spansOf(TRACE, 3)
  expect(services).toContain('site-under-test')
  const request = trace.find((s) => s.kind === SERVER)!
  expect(request.name).toBe('GET /{-$locale}/_site/pricing')
  expect(request.parentSpanId).toBe(PARENT)
  expect(attribute(request, 'http.response.status_code')).toBe(200)
  expect(attribute(request, 'url.path')).toBe('/pricing')
  expect(attribute(request, 'http.request.id')).toBe('lb-7f3a')
  const render = trace.find((s) => s.name === 'render')!
  expect(render.parentSpanId).toBe(request.spanId)
  // The base info call: a client span of the request, and the trace passed on to the upstream.
  const call = trace.find((s) => s.kind === CLIENT && s.name === 'GET home/base-info')!
  expect(call).toBeDefined()
  expect(trace.map((s) => s.spanId)).toContain(call.parentSpanId)
  expect(upstreamCalls.find((c) => c.path === '/home/base-info')?.traceparent).toBe(`00-${TRACE}-${call.spanId}-01`)

  // Its log line: JSON, with its id, trace and span, method, path (no query), status and time.
  const [line] = (await linesOf(traced, 'lb-7f3a')).filter((l) => l.msg === 'response')
  expect(line).toMatchObject({ level: 'info', requestId: 'lb-7f3a', traceId: TRACE, spanId: request.spanId, method: 'GET', path: '/pricing', status: 200 })
  expect(typeof line!.ms).toBe('number')
  expect(Date.parse(line!.time as string)).not.toBeNaN()
})

test("a trusted proxy's traceparent names a request that has no x-request-id; an id with odd characters is replaced", async () => {
  const trace = 'a'.repeat(31) + 'b'
  const named = await fetch(`${traced.base}/robots.txt`, { headers: { traceparent: `00-${trace}-${PARENT}-01` } })
  expect(named.headers.get('x-request-id')).toBe(trace)
  const odd = await fetch(`${traced.base}/robots.txt`, { headers: { 'x-request-id': 'bad id"<script>' } })
  const id = odd.headers.get('x-request-id')
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  expect(JSON.stringify(traced.logs())).not.toContain('<script>')
  // Files nitro serves before any middleware get an id and a line too.
  const file = await fetch(`${traced.base}/favicon.svg`)
  expect(file.status).toBe(200)
  expect((await linesOf(traced, file.headers.get('x-request-id')!))[0]).toMatchObject({ path: '/favicon.svg', status: 200 })
})

test("a server function the browser calls is a span of its request, and its upstream call one of the function's", async ({ page }) => {
  const visitorIp = page.waitForResponse((r) => r.url().includes(`/_serverFn/${serverFnId('app/server/calls.functions.ts', 'getVisitorIp')}`))
  await page.goto(`${traced.base}/blog`)
  const response = await visitorIp
  const id = response.headers()['x-request-id']!
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  const [line] = (await linesOf(traced, id)).filter((l) => l.msg === 'response')
  const trace = await spansOf(line!.traceId!, 2)
  const fn = trace.find((s) => s.name.startsWith('server function '))!
  expect(fn).toBeDefined()
  expect(fn.parentSpanId).toBe(trace.find((s) => s.kind === SERVER)!.spanId)
  const calls = trace.filter((s) => s.kind === CLIENT)
  expect(calls.map((s) => s.name)).toContain('GET sys/config/ip/get-visitor-ip')
  for (const call of calls) expect(call.parentSpanId).toBe(fn.spanId)
})

test('from an untrusted peer, a client-chosen id and trace are ignored; LOG_LEVEL=warn keeps errors and drops the response lines', async () => {
  // Nothing is trusted, nothing is traced, and the upstream fails: its failures are logged.
  const site = await startBuiltServer({ API_BASE_URL: 'http://127.0.0.1:1/', API_TIMEOUT_MS: '500', LOG_LEVEL: 'warn', HTML_CACHE_MAX_BYTES: '0' })
  try {
    const res = await fetch(`${site.base}/pricing`, { headers: { 'x-request-id': 'chosen-by-client', traceparent: `00-${TRACE}-${PARENT}-01` } })
    expect(res.status).toBe(200)
    const id = res.headers.get('x-request-id')!
    expect(id).not.toBe('chosen-by-client')
    expect(id).not.toBe(TRACE)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => site.logs().filter((l) => l.requestId === id && l.level === 'error').length).toBeGreaterThan(0)
    const lines = site.logs().filter((l) => l.requestId === id)
    expect(lines.every((l) => l.level === 'error' || l.level === 'warn')).toBe(true)
    expect(lines.find((l) => l.msg.startsWith('upstream call failed'))).toMatchObject({ path: 'home/base-info', failure: 'req error' })
    // No trace without OTEL_EXPORTER_OTLP_ENDPOINT: the lines name no trace.
    expect(lines.every((l) => l.traceId === undefined)).toBe(true)
    expect(site.logs().some((l) => l.msg === 'response')).toBe(false)
    expect(site.logs().some((l) => l.requestId === 'chosen-by-client')).toBe(false)
  } finally {
    site.child.kill('SIGKILL')
  }
})
