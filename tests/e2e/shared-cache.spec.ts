import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { once } from 'node:events'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { NEXT_BUILD_OUTPUT } from '../fixtures/next-build'
import { waitForServer } from '../../scripts/wait-for-server'
import { startBuiltServer, type BuiltServer } from '../fixtures/built-server'
import { freePort } from '../fixtures/free-port'
import { switchableUpstream } from '../fixtures/upstreams'
import { SERVER_FN_HEADERS, serverFnId } from './calls-helpers'
import { hydrated } from './fixtures'

// The site behind a real shared cache (docs/cdn.md): Varnish, running the committed
// deploy/varnish.vcl, in front of two instances of the built server. What the site's Cache-Control
// promises must hold there: pages cached per s-maxage and served stale while revalidating, nothing
// personal stored, hosts never mixed, every cached copy's policy matching its own bytes.

test.describe.configure({ mode: 'serial' })

const S_MAXAGE = 2
const children: ChildProcess[] = []
let base = ''
let port = 0
let dir = ''
/** The two instances: their ports (fixed in the VCL) and processes, which the deploy test replaces. */
let first: { port: number; child: ChildProcess; logs: BuiltServer['logs'] }
let second: { port: number; child: ChildProcess; logs: BuiltServer['logs'] }

// The upstream API both instances ask for base info: healthy unless a test says otherwise.
let upstream: Awaited<ReturnType<typeof switchableUpstream>>

async function site(varnishPort: number, own: number, output = '.output'): Promise<BuiltServer> {
  const server = await startBuiltServer(
    {
      SITE_URL: `http://localhost:${varnishPort}`,
      LOCALE_ORIGINS: `zh=http://zh.localhost:${varnishPort}`,
      // The cache is the proxy in front: its X-Forwarded-For hop names the client.
      TRUSTED_PROXIES: '127.0.0.1',
      CACHE_S_MAXAGE: String(S_MAXAGE),
      CACHE_STALE_WHILE_REVALIDATE: '60',
      API_BASE_URL: upstream.url,
      TRACKING_DATA_DIR: join(dir, `data-${own}`),
    },
    { port: own, output },
  )
  children.push(server.child)
  return server
}

test.beforeAll(async () => {
  test.setTimeout(60_000)
  dir = mkdtempSync(join(tmpdir(), 'pd-varnish-'))
  // varnishd compiles the VCL as its own unprivileged user: the folder must be readable to it.
  chmodSync(dir, 0o755)
  upstream = await switchableUpstream()
  port = await freePort()
  base = `http://127.0.0.1:${port}`
  const [a, b] = [await freePort(), await freePort()]
  const [childA, childB] = await Promise.all([site(port, a), site(port, b)])
  first = { port: a, child: childA.child, logs: childA.logs }
  second = { port: b, child: childB.child, logs: childB.logs }
  const vcl = readFileSync('deploy/varnish.vcl', 'utf8').replace('.port = "3001"', `.port = "${a}"`).replace('.port = "3002"', `.port = "${b}"`)
  writeFileSync(join(dir, 'varnish.vcl'), vcl)
  const varnish = spawn(
    '/usr/sbin/varnishd',
    ['-F', '-a', `127.0.0.1:${port}`, '-f', join(dir, 'varnish.vcl'), '-n', join(dir, 'varnish'), '-s', 'malloc,64m'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  varnish.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  varnish.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  children.push(varnish)
  await waitForServer(`${base}/readyz`, varnish, { timeoutMs: 20_000 }).catch(() => {
    throw new Error(`varnishd did not start:\n${output}`)
  })
})

test.afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  upstream.close()
})

interface Got {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

/** A request through the cache, as a browser on `host` would make it. */
function get(path: string, headers: Record<string, string> = {}, host = `localhost:${port}`): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** What the cache's health probe says of one of its backends (deploy/varnish.vcl's names): `healthy` or `sick`. */
function cacheHealthOf(backend: 'site_a' | 'site_b'): string | undefined {
  const answer = execFileSync('varnishadm', ['-n', join(dir, 'varnish'), 'backend.list', '-j'], { encoding: 'utf8' })
  const [, , , backends] = JSON.parse(answer) as [number, string[], number, Record<string, { probe_message?: [number, number, string] }>]
  return backends[`boot.${backend}`]?.probe_message?.[2]
}

const shared = (got: Got) => got.headers['x-shared-cache']
const age = (got: Got) => Number(got.headers.age ?? 0)

test('a page is served from the shared cache for s-maxage, then stale while it is fetched again', async () => {
  expect(shared(await get('/ru/pricing'))).toBe('MISS')
  const hit = await get('/ru/pricing')
  expect(shared(hit)).toBe('HIT')
  expect(hit.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${S_MAXAGE}, stale-while-revalidate=60`)
  // Past s-maxage the cache still answers at once with its copy (stale-while-revalidate) and fetches
  // a new one behind it; then its copy is young again.
  await expect
    .poll(
      async () => {
        const got = await get('/ru/pricing')
        return shared(got) === 'HIT' && age(got) >= S_MAXAGE
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(true)
  await expect
    .poll(
      async () => {
        const got = await get('/ru/pricing')
        return shared(got) === 'HIT' && age(got) < S_MAXAGE
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(true)
})

test("each request through the cache has the cache's own id, a hit too, and the site logs a miss under that id", async () => {
  await get('/jp/pricing', { 'x-request-id': 'warm-up' })
  const hit = await get('/jp/pricing', { 'x-request-id': 'chosen-by-client' })
  const again = await get('/jp/pricing')
  expect([shared(hit), shared(again)]).toEqual(['HIT', 'HIT'])
  const [id, other] = [hit.headers['x-request-id'], again.headers['x-request-id']]
  expect(id).toMatch(/^[\w.-]+-\d+$/)
  expect(other).toMatch(/^[\w.-]+-\d+$/)
  expect(id).not.toBe(other)
  // A miss reaches an instance, which takes the cache's id (TRUSTED_PROXIES lists it).
  const miss = await get('/jp/pricing?page=2')
  expect(shared(miss)).toBe('MISS')
  const logged = () => [...first.logs(), ...second.logs()].some((l) => l.requestId === miss.headers['x-request-id'] && l.path === '/jp/pricing')
  await expect.poll(logged).toBe(true)
})

test('nothing personal is ever stored: a response setting a cookie, the negotiated / and a visitor’s own call', async () => {
  // The referral call sets the visitor's cookie.
  for (let i = 0; i < 2; i++) {
    const ref = await get('/collector/sys/config/ref/set?c_v=CACHE1')
    expect(ref.headers['set-cookie']).toBeDefined()
    expect(shared(ref)).toBe('MISS')
  }
  // The default host's / is negotiated per visitor (cookie, Accept-Language): a Russian browser and
  // then an English one each get their own answer.
  const ru = await get('/', { 'accept-language': 'ru-RU,ru;q=0.9' })
  const en = await get('/', { 'accept-language': 'en-US,en;q=0.9' })
  expect([shared(ru), shared(en)]).toEqual(['MISS', 'MISS'])
  expect(ru.status === 302 ? ru.headers.location : ru.body).toMatch(/\/ru|lang="ru-RU"/)
  expect(en.status === 200 ? en.body : '').toContain('lang="en-US"')
  // The visitor's IP is theirs alone.
  const ip = `/_serverFn/${serverFnId('app/server/calls.functions.ts', 'getVisitorIp')}`
  const first = await get(ip, { ...SERVER_FN_HEADERS, 'x-forwarded-for': '81.2.69.160' })
  const second = await get(ip, { ...SERVER_FN_HEADERS, 'x-forwarded-for': '192.0.2.44' })
  expect(first.status).toBe(200)
  expect([shared(first), shared(second)]).toEqual(['MISS', 'MISS'])
  expect(first.body).toContain('81.2.69.160')
  expect(second.body).not.toContain('81.2.69.160')
})

test('the zh host and the main host never share an entry', async () => {
  const zhHost = `zh.localhost:${port}`
  const main = await get('/pricing')
  const zh = await get('/pricing', {}, zhHost)
  expect(main.body).toContain('lang="en-US"')
  expect(zh.body).toContain('lang="zh-CN"')
  const [mainAgain, zhAgain] = [await get('/pricing'), await get('/pricing', {}, zhHost)]
  expect([shared(mainAgain), shared(zhAgain)]).toEqual(['HIT', 'HIT'])
  expect(mainAgain.body).toContain('lang="en-US"')
  expect(zhAgain.body).toContain('lang="zh-CN"')
})

test("each cached copy's Content-Security-Policy allows exactly its own inline scripts", async () => {
  for (const [path, host] of [
    ['/pricing', `localhost:${port}`],
    ['/jp/blog', `localhost:${port}`],
    ['/pricing', `zh.localhost:${port}`],
  ] as const) {
    await get(path, {}, host)
    const copy = await get(path, {}, host)
    expect(shared(copy), path).toBe('HIT')
    // The scripts a browser runs from the page itself: no src, and no data type (JSON-LD is not run).
    const inline = [...copy.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((s) => s.length > 0)
    const hashes = inline.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`)
    const policy = String(copy.headers['content-security-policy'])
    for (const hash of hashes) expect(policy, `${host}${path}`).toContain(hash)
    expect(policy.match(/'sha256-/g)?.length, `${host}${path}`).toBe(new Set(hashes).size)
  }
})

test('a page made while the upstream failed is not stored: the first request after it recovers has the whole header', async () => {
  const register = 'data-track="header-register"'
  upstream.failing = true
  try {
    const degraded = await get('/tr/pricing')
    expect(degraded.status).toBe(200)
    expect(degraded.body).not.toContain(register)
    expect(degraded.headers['cache-control']).toMatch(/^private/)
    // Neither the shared cache nor either instance's HTML cache kept it.
    const again = await get('/tr/pricing')
    expect([shared(degraded), shared(again)]).toEqual(['MISS', 'MISS'])
    expect(again.headers['x-cache']).not.toBe('HIT')
  } finally {
    upstream.failing = false
  }
  const recovered = await get('/tr/pricing')
  expect(recovered.body).toContain(register)
  expect(recovered.body).toContain('https://app.example/register')
  const hit = await get('/tr/pricing')
  expect(shared(hit)).toBe('HIT')
  expect(hit.body).toContain(register)
})

test("a rolling deploy of a new build keeps an open tab working (SPEC 4/8's deploy rules)", async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await browser.newPage({ baseURL: `http://localhost:${port}` })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/pricing')
  await hydrated(page)
  // Both instances move to the next build (another build id, other chunk names), one after the
  // other; the cache still holds pages and files of the first build.
  for (const [instance, backend] of [
    [first, 'site_a'],
    [second, 'site_b'],
  ] as const) {
    instance.child.kill('SIGTERM')
    await once(instance.child, 'exit')
    const replaced = await site(port, instance.port, NEXT_BUILD_OUTPUT)
    instance.child = replaced.child
    instance.logs = replaced.logs
    // As a rolling deploy does, the next instance goes down only once the cache routes to this one
    // again: its probe needs two good answers after the restart, and meanwhile, with the other
    // instance down, every request would end in the cache's 503.
    await expect.poll(() => cacheHealthOf(backend), { message: `the cache's probe of ${backend}`, timeout: 20_000 }).toBe('healthy')
  }
  // Client navigations to pages whose chunks the tab has not loaded: each arrives, in the app or by
  // a full load into the live build (a missing chunk asks /builds/latest.json, which names the new
  // build), never on the error screen.
  for (const path of ['/blog', '/download', '/faq', '/news']) {
    // A visitor's click: it may start a full load, which Playwright waits for like any navigation.
    await page.locator(`a[href="${path}"]`).locator('visible=true').first().click()
    await expect(page).toHaveURL(`http://localhost:${port}${path}`)
    await expect(page.locator('main h1').first()).toHaveText(/\S/)
    await expect(page.locator('main.error-screen')).toHaveCount(0)
  }
  // A page of the first build that the cache still serves asks, once idle, for chunks the new build
  // no longer has. SPEC 8: the preload error is raised, the error rethrown, and a reload follows.
  // That failure, and no other error, may show.
  const goneChunk = (message: string) => {
    const file = /Failed to fetch dynamically imported module: \S*\/assets\/([\w.-]+\.js)$/.exec(message)?.[1]
    return file !== undefined && !existsSync(join(NEXT_BUILD_OUTPUT, 'public/assets', file))
  }
  expect(errors.filter((message) => !goneChunk(message))).toEqual([])
  await page.close()
})
