import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { waitForServer } from '../../scripts/wait-for-server'
import { freePort } from '../fixtures/free-port'
import { slowUpstream } from '../fixtures/upstreams'
import { exitWithin, stopDuringRequest } from '../fixtures/built-server'
import { STUB } from '../../playwright.config'

// The Node server as ops run it (`node .output/server/index.mjs`): it stops on SIGTERM or SIGINT,
// and a log pipe that has gone away never keeps it alive. Each server on a port of its own.

/** The built server's environment on `port`, with `env` on top. */
function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://localhost:${port}`,
    TRACKING_DATA_DIR: `${process.env.E2E_TRACKING_DIR}/server-process-${port}`,
    ...env,
  }
}

async function started(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const server = spawn('node_modules/.bin/node', ['.output/server/index.mjs'], { env: serverEnv(port, env), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  await waitForServer(`http://127.0.0.1:${port}/robots.txt`, server).catch(() => {
    throw new Error(`server did not start:\n${output}`)
  })
  return server
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal}: the server finishes the request under way, then exits 0`, async () => {
    const upstream = await slowUpstream(800)
    const port = await freePort()
    const server = await started(port, { API_BASE_URL: upstream.url })
    try {
      expect(await stopDuringRequest(server, port, upstream.asked, signal, 8000)).toEqual({ status: 200, code: 0 })
    } finally {
      server.kill('SIGKILL')
      upstream.close()
    }
  })
}

test('with its log pipe closed, a stopping server still exits (it used to log EPIPE forever at full CPU)', async () => {
  const port = await freePort()
  const server = await started(port)
  // The supervisor that read the output is gone: every write from now on fails with EPIPE.
  server.stdout!.destroy()
  server.stderr!.destroy()
  // Something to log: a page that is not found is logged by nothing, a stop by the server itself.
  await fetch(`http://127.0.0.1:${port}/no-such-page`)
  server.kill('SIGTERM')
  expect(await exitWithin(server, 8000)).toBe(0)
})

test('a setting earlier versions read is named at start-up with what replaced it', async () => {
  const port = await freePort()
  let output = ''
  const server = spawn('node_modules/.bin/node', ['.output/server/index.mjs'], {
    env: serverEnv(port, { RENDER_THREAD: 'true', SERVER_SHUTDOWN_DELAY: '5', TRUST_PROXY: 'true' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  try {
    await waitForServer(`http://127.0.0.1:${port}/robots.txt`, server)
    expect(output).toContain('RENDER_THREAD is no longer read: pages render in the server process')
    expect(output).toContain('SERVER_SHUTDOWN_DELAY is no longer read: give the container a preStop hook')
    expect(output).toContain('TRUST_PROXY is no longer read: every per-client limit and forwarded address reads X-Forwarded-For only from TRUSTED_PROXIES')
  } finally {
    server.kill('SIGKILL')
  }
})

// Health endpoints (ADR 025, 046): nitro route handlers, on every preset.
test('/healthz and /readyz respond without rendering, never cached, with the security headers', async () => {
  const port = await freePort()
  const server = await started(port)
  const ask = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init)
  try {
    for (const [path, body] of [
      ['/healthz', 'ok\n'],
      ['/readyz', 'ready\n'],
    ] as const) {
      const response = await ask(path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toBe(body)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(response.headers.get('set-cookie')).toBeNull()
      expect((await ask(path, { method: 'HEAD' })).status).toBe(200)
      const post = await ask(path, { method: 'POST', body: 'x' })
      expect(post.status).toBe(405)
      expect(post.headers.get('allow')).toBe('GET, HEAD')
      expect(post.headers.get('x-content-type-options')).toBe('nosniff')
    }
    // Not pages: no sitemap lists them.
    for (const sitemap of ['/sitemap.xml', '/en-US-sitemap.xml', '/ru-RU-sitemap.xml']) expect(await (await ask(sitemap)).text()).not.toMatch(/healthz|readyz/)
    // On SIGTERM the listener closes: a probe can no longer connect, which tells a load balancer
    // to stop sending (and the process exits once what was under way is done).
    server.kill('SIGTERM')
    await expect
      .poll(
        async () =>
          ask('/readyz').then(
            (r) => r.status,
            () => 'refused',
          ),
        { timeout: 3000, intervals: [50] },
      )
      .toBe('refused')
    expect(await exitWithin(server, 10_000)).toBe(0)
  } finally {
    server.kill('SIGKILL')
  }
})

/** Starts the built server with `env` and waits for it to exit: its exit code and everything it printed. */
async function refused(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const port = await freePort()
  const server = spawn('node_modules/.bin/node', ['.output/server/index.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOCALE_ORIGINS: '',
      TRACKING_DATA_DIR: `${process.env.E2E_TRACKING_DIR}/server-process-${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  server.stdout!.on('data', (d: Buffer) => (stdout += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const code = await exitWithin(server, 10_000)
  return { code, stdout, stderr }
}

test('a public SITE_URL with the default (loopback) zh origin: the server refuses to start, in one line naming LOCALE_ORIGINS', async () => {
  // LOCALE_ORIGINS is left unset: its default, zh=http://zh.localhost:3000, is the mistake.
  const { code, stdout, stderr } = await refused({
    SITE_URL: 'https://www.example.com',
    TRACKING_ENDPOINT: 'https://stats.example.com/collect',
    TRACKING_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----x',
  })
  expect(code).not.toBe(0)
  expect(code).not.toBeNull()
  expect(stdout).toBe('')
  const lines = stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^Invalid environment: LOCALE_ORIGINS: .*zh from http:\/\/zh\.localhost:3000, a loopback origin/)
})

test('two languages on one host without a prefix: the server refuses to start, in one line naming LOCALE_ORIGINS', async () => {
  const { code, stderr } = await refused({
    SITE_URL: 'https://www.example.com',
    LOCALE_ORIGINS: 'zh=https://www.example.cn,tc=https://www.example.cn',
    TRACKING_ENDPOINT: 'https://stats.example.com/collect',
    TRACKING_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----x',
  })
  expect(code).not.toBe(0)
  expect(code).not.toBeNull()
  expect(stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^Invalid environment: LOCALE_ORIGINS: zh and tc would both be served without a prefix on www\.example\.cn/),
  ])
})

test('a public site without tracking keys: the server refuses to start, in one line naming TRACKING_PUBLIC_KEY', async () => {
  const { code, stderr } = await refused({ SITE_URL: 'https://www.example.com', LOCALE_ORIGINS: 'zh=https://www.example.cn' })
  expect(code).not.toBe(0)
  expect(code).not.toBeNull()
  expect(stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^Invalid environment: TRACKING_PUBLIC_KEY: SITE_URL is public but no tracking keys are set/),
  ])
})

test('a data folder it cannot write while the embedded collector stores there: the server refuses, naming TRACKING_DATA_DIR', async () => {
  const { code, stderr } = await refused({ TRACKING_DATA_DIR: 'package.json/tracking' })
  expect(code).not.toBe(0)
  expect(code).not.toBeNull()
  expect(stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^Invalid environment: TRACKING_DATA_DIR: package\.json\/tracking is not a folder this server can write \(ENOTDIR\)/),
  ])
})

test('a Node.js without node:sqlite unflagged: the server refuses to start, in one line naming the version and the fix', async () => {
  // The project's Node, told it is 22.12 (node:sqlite behind a flag there) before the server's first module runs.
  const pretend = 'Object.defineProperty(process, "versions", { value: { ...process.versions, node: "22.12.0" } })'
  const { code, stdout, stderr } = await refused({ NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(pretend)}` })
  expect(code).not.toBe(0)
  expect(code).not.toBeNull()
  expect(stdout).toBe('')
  expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Unsupported Node\.js 22\.12\.0: .*\^22\.13\.0 \|\| >=23\.4\.0.*`npm start`/)])
})

// Prometheus metrics (ADR 050): behind a bearer token, never public, never cached.
test('/metrics: 404 without METRICS_TOKEN, 401 without the token, the figures with it', async () => {
  const token = 'metrics-token-for-the-e2e-run-0123456789'
  const port = await freePort()
  // The stub upstream answers French base info with a non-zero code: one failed upstream call.
  const server = await started(port, { METRICS_TOKEN: token, API_BASE_URL: `${STUB}/` })
  const ask = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init)
  const bearer = (t: string) => ({ headers: { authorization: `Bearer ${t}` } })
  try {
    // A page twice (a miss, then a hit), a not-found page and a page whose base info fails upstream.
    for (const path of ['/pricing', '/pricing', '/no-such-page', '/fr/pricing']) await (await ask(path)).arrayBuffer()
    expect((await ask('/metrics')).status).toBe(401)
    expect((await ask('/metrics')).headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    expect((await ask('/metrics', bearer('not-the-token-0123456789-abcdef'))).status).toBe(401)
    expect((await ask('/metrics', { method: 'POST', ...bearer(token) })).status).toBe(405)
    const res = await ask('/metrics', bearer(token))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)
    expect(value('http_responses_total{method="GET",status="200"}')).toBeGreaterThanOrEqual(3)
    expect(value('http_responses_total{method="GET",status="404"}')).toBeGreaterThanOrEqual(1)
    expect(value('html_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1)
    expect(value('html_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1)
    expect(value('page_render_seconds_count')).toBeGreaterThanOrEqual(3)
    expect(value('upstream_failures_total{path="home/base-info",kind="code error"}')).toBe(1)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
  } finally {
    server.kill('SIGKILL')
  }
  // Without the setting the path does not exist.
  const plainPort = await freePort()
  const plain = await started(plainPort)
  try {
    expect((await fetch(`http://127.0.0.1:${plainPort}/metrics`, bearer(token))).status).toBe(404)
  } finally {
    plain.kill('SIGKILL')
  }
})
