import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { expect } from '@playwright/test'
import { OTHER_CSP, staticSecurityHeaders } from '#src/http/security-headers'
import { waitForServer } from '../../scripts/wait-for-server'

// The server's observable behaviour (ADR 033), checked the same way against every
// deployment mode: the Node server (server-responses.spec.ts), the node-cluster server (node-cluster.spec.ts)
// and the Vercel function (vercel-function.spec.ts). Raw node:http requests: fetch() would follow
// redirects, refuse `//x` targets and decompress bodies.

const COVER = '/images/covers/browser-fingerprinting-explained.png'

interface RawResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

export function raw(
  base: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawResponse> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    // A body's length is declared: Node's client sends DELETE and OPTIONS bodies without one.
    const length = body ? { 'content-length': String(body.byteLength) } : {}
    const req = httpRequest({ host: '127.0.0.1', port: url.port, path, method, headers: { host: url.host, ...length, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    // A refused upload may get its response (and the connection closed) before the body is sent.
    req.on('error', (error) => (error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error)))
    req.end(body)
  })
}

/** Every security header of the one table is on `response`; the policy is the page's, none (304) or the closed one. */
export function expectSecurityHeaders(response: RawResponse, label: string, https: boolean): void {
  for (const [name, value] of staticSecurityHeaders({ https })) expect(response.headers[name], `${name} on ${label}`).toBe(value)
  if (!https) expect(response.headers['strict-transport-security'], label).toBeUndefined()
  const policy = response.headers['content-security-policy']
  if (response.status === 304) expect(policy, label).toBeUndefined()
  else if (String(response.headers['content-type']).startsWith('text/html'))
    expect(policy, label).toMatch(/script-src (?:'sha256-[A-Za-z0-9+/]{43}=' )+'strict-dynamic'/)
  else expect(policy, label).toBe(OTHER_CSP)
}

/** The 405 table: how each kind of route responds, derived from the route tree (ADR 033). */
const REFUSED: [method: string, path: string, allow: string][] = [
  ['GET', '/api/collect', 'POST'],
  ['HEAD', '/api/collect', 'POST'],
  ['GET', '/api/vitals', 'POST'],
  ['PUT', '/collector/sys/user/passport/record-source', 'GET, HEAD, POST'],
  ...['POST', 'PUT', 'DELETE', 'PATCH'].flatMap((method) =>
    [
      '/robots.txt',
      '/sitemap.xml',
      '/index-sitemap.xml',
      '/ru-RU-sitemap.xml',
      '/blog/rss.xml',
      '/ru/news/rss.xml',
      '/service-qr.svg',
      '/pricing',
      '/ru/blog',
      '/no-such-page',
    ].map((path): [string, string, string] => [method, path, 'GET, HEAD']),
  ),
  ['OPTIONS', '/pricing', 'GET, HEAD'],
]

export async function expectRefusals(base: string, https: boolean): Promise<void> {
  for (const [method, path, allow] of REFUSED) {
    const label = `${method} ${path}`
    const response = await raw(base, path, {
      method,
      ...(method === 'GET' || method === 'HEAD' ? {} : { headers: { 'content-type': 'text/plain' }, body: Buffer.from('x') }),
    })
    expect(response.status, label).toBe(405)
    expect(response.headers.allow, label).toBe(allow)
    expect(response.headers['cache-control'], label).toBe('no-store')
    expect(response.headers['x-cache'], label).not.toBe('HIT')
    expect(response.body.toString(), label).toBe(method === 'HEAD' ? '' : 'Method Not Allowed\n')
    expectSecurityHeaders(response, label, https)
  }
  // The routes still accept the methods they serve, and a refused method left nothing in a cache.
  expect((await raw(base, '/api/collect', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: Buffer.from('x') })).status).not.toBe(405)
  const page = await raw(base, '/pricing')
  expect(page.status).toBe(200)
  expect(page.body.toString()).toContain('<html')
  const robots = await raw(base, '/robots.txt')
  expect(robots.status).toBe(200)
  expect(robots.body.toString()).toContain('Sitemap:')
}

/** Where a mode serves the files of public/ and the build from: the Node server itself, or not (Vercel's CDN). */
export interface Mode {
  readonly https: boolean
  /** The built files, which the server serves itself (the Node server; on Vercel its CDN does). */
  readonly files: boolean
  /** The build's output folder, for the names of its files: nitro's default unless another preset's. */
  readonly output?: string
  /** Processes serving requests (node-cluster's workers), each with an HTML cache of its own. */
  readonly workers?: number
}

/** Every kind of response the server gives, with the security headers of the one table. */
export async function expectEveryKindOfResponse(base: string, { https, files, output = '.output', workers = 1 }: Mode): Promise<void> {
  const gzip = { 'accept-encoding': 'gzip' }
  const first = await raw(base, '/ru/pricing', { headers: { 'accept-encoding': 'br, gzip' } })
  const etag = String(first.headers.etag)
  const kinds: [label: string, response: Promise<RawResponse>, status: number][] = [
    ['page', Promise.resolve(first), 200],
    ['page, a hit', raw(base, '/ru/pricing', { headers: gzip }), 200],
    ['page, HEAD', raw(base, '/ru/pricing', { method: 'HEAD' }), 200],
    ['page, 304', raw(base, '/ru/pricing', { headers: { 'if-none-match': etag } }), 304],
    ...(files ? fileResponses(base, output) : []),
    ['unknown build manifest (nitro error handler)', raw(base, '/builds/meta/no-such-build.json'), 404],
    ['resource route', raw(base, '/sitemap.xml', { headers: gzip }), 200],
    ['not found', raw(base, '/no-such-page'), 404],
    ['redirect', raw(base, '/Pricing/'), 301],
    ['bad request (request rules)', raw(base, '//evil.example/x'), 400],
    ['method not allowed', raw(base, '/robots.txt', { method: 'POST', body: Buffer.from('x') }), 405],
    ['too large', raw(base, '/api/collect', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(2 * 1024 * 1024, 'a') }), 413],
    ['unknown server function', raw(base, '/_serverFn/no-such-function'), 404],
    ['image', raw(base, `/_ipx/blur_3,f_webp,q_50,w_16${COVER}`), 200],
    ['health', raw(base, '/healthz'), 200],
  ]
  for (const [label, pending, status] of kinds) {
    const response = await pending
    expect(response.status, label).toBe(status)
    expectSecurityHeaders(response, label, https)
  }
  // 304s and compression: the page's cached response, and a response compressed as it goes out.
  expect(first.headers['content-encoding']).toBe('br')
  // The requests above ran at once; with several workers, one request after another reaches each
  // (the primary hands connections round robin), and from then on every one is a hit.
  for (let i = 0; i < workers - 1; i++) await raw(base, '/ru/pricing')
  for (let i = 0; i < workers; i++) {
    const hit = await raw(base, '/ru/pricing', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(hit.headers['x-cache']).toBe('HIT')
    expect(hit.headers['content-encoding']).toBe('br')
    expect(hit.headers.etag).toBe(etag)
  }
  const sitemap = await raw(base, '/sitemap.xml', { headers: gzip })
  expect(sitemap.headers['content-encoding']).toBe('gzip')
  expect((await raw(base, '/sitemap.xml', { headers: { 'if-none-match': String(sitemap.headers.etag) } })).status).toBe(304)
}

/** The files nitro serves before any middleware: an asset of the build, a file of public/, a build manifest. */
function fileResponses(base: string, output: string): [string, Promise<RawResponse>, number][] {
  const entry = readdirSync(`${output}/public/assets`).find((f) => /^index-.*\.js$/.test(f))!
  return [
    ['asset', raw(base, `/assets/${entry}`, { headers: { 'accept-encoding': 'gzip' } }), 200],
    ['public file', raw(base, '/favicon.svg'), 200],
    ['build manifest', raw(base, '/builds/latest.json'), 200],
  ]
}

/**
 * Starts `script` (a server) on `port` over https (SITE_URL: so HSTS is on every response) with `env`,
 * runs the checks of both kinds against it, and stops it.
 */
export async function checkServer(script: string, port: number, env: Record<string, string>, mode: Mode): Promise<void> {
  const base = `http://localhost:${port}`
  const server = spawn('node_modules/.bin/node', [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `https://localhost:${port}`,
      LOCALE_ORIGINS: `zh=https://zh.localhost:${port}`,
      TRACKING_DATA_DIR: `${process.env.E2E_TRACKING_DIR}/server-${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForServer(`${base}/healthz`, server)
    await expectRefusals(base, true)
    await expectEveryKindOfResponse(base, mode)
  } finally {
    server.kill('SIGKILL')
    if (server.exitCode === null) await once(server, 'exit')
  }
}
