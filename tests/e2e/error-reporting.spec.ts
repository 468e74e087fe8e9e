import { spawn, type ChildProcess } from 'node:child_process'
import { STUB } from '../../playwright.config'
import { expect, test } from '@playwright/test'
import { hydrated, storedEvents } from './fixtures'
import { serverFnId } from './calls-helpers'
import { IDLE_TIMEOUT_MS } from '#src/shell/timings'
import { IDLE_FLUSH_MS } from '#src/tracking/constants'
import { ERROR_TYPES } from '#src/tracking/events'
import { waitForServer } from '../../scripts/wait-for-server'
import { freePort } from '../fixtures/free-port'
import { errorEvents, startIngest } from '../fixtures/sentry-ingest'

// ADR 026: with SENTRY_DSN set, browser errors (buffered from the start, reported after idle), call
// failures and server render errors reach a Sentry-compatible ingest: here a stand-in on loopback.
// Two servers of the same build: one healthy, one whose content API is down (every render fails).

// One worker: the servers and the ingest start once.
test.describe.configure({ mode: 'serial' })

let ingest: Awaited<ReturnType<typeof startIngest>>
const servers: ChildProcess[] = []
let SITE = ''
let siteTracking = ''
let BROKEN = ''
let brokenOutput = ''

async function startSite(env: Record<string, string>): Promise<{ base: string; server: ChildProcess; tracking: string }> {
  const port = await freePort()
  const base = `http://localhost:${port}`
  const tracking = `${process.env.E2E_TRACKING_DIR}/error-reporting-${port}`
  let output = ''
  const server = spawn('node_modules/.bin/node', ['.output/server/index.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      SENTRY_DSN: ingest.dsn(7),
      SENTRY_ENVIRONMENT: 'e2e',
      TRACKING_DATA_DIR: tracking,
      VITALS_SAMPLE_RATE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  servers.push(server)
  await waitForServer(`http://127.0.0.1:${port}/robots.txt`, server).catch(() => {
    throw new Error(`server did not start:\n${output}`)
  })
  return { base, server, tracking }
}

test.beforeAll(async () => {
  ingest = await startIngest()
  const [site, broken] = await Promise.all([
    startSite({}),
    // Nothing listens on port 1: every content call is refused, every page render fails.
    startSite({ CONTENT_API_URL: 'http://127.0.0.1:1/', API_TIMEOUT_MS: '500' }),
  ])
  SITE = site.base
  siteTracking = site.tracking
  BROKEN = broken.base
  brokenOutput = ''
  broken.server.stderr!.on('data', (d: Buffer) => (brokenOutput += d.toString()))
})

test.afterAll(async () => {
  for (const server of servers) server.kill()
  await ingest.close()
})

/** The id of the build `base` serves, as it publishes it. */
async function buildId(base: string): Promise<string> {
  const latest = (await (await fetch(`${base}/builds/latest.json`)).json()) as { id: string }
  expect(latest.id).toMatch(/\S/)
  return latest.id
}

/** The error events the healthy site's embedded collector stored (as `npm run events` reads them). */
type Tracked = { kind?: string; error_type?: number; error_msg?: string; addition?: Record<string, unknown> }
function trackedErrors(): Tracked[] {
  return storedEvents<Tracked>(siteTracking).filter((e) => e.kind === 'error')
}

test('the page allows the ingest in its CSP and carries the DSN', async ({ request }) => {
  const res = await request.get(`${SITE}/pricing`)
  expect(res.headers()['content-security-policy']).toMatch(new RegExp(`connect-src [^;]*${ingest.origin.replace(/[.:/]/g, '\\$&')}`))
  expect(await res.text()).toContain(ingest.dsn(7))
})

test('browser errors, before and after the SDK loaded, and a failed call reach the ingest', async ({ page }) => {
  const visitorIp = serverFnId('app/server/calls.functions.ts', 'getVisitorIp')
  // The visitor-IP call (made by tracking after idle) fails: a call wrapper failure.
  await page.route(`**/_serverFn/${visitorIp}*`, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }))
  // The SDK's chunk is held until an error has been thrown: that error came before the SDK existed.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = () => {}
  const requested = new Promise<void>((resolve) => (asked = resolve))
  await page.route('**/assets/error-reporting.client-*.js', async (route) => {
    asked()
    await held
    await route.continue()
  })
  await page.clock.install()
  await page.goto(`${SITE}/pricing?invite=SECRET123`)
  await hydrated(page)
  await page.clock.runFor(IDLE_TIMEOUT_MS + 100)
  await requested
  await page.evaluate(() =>
    queueMicrotask(() => {
      throw new Error('early error in a test')
    }),
  )
  release()
  await page.waitForSelector('html[data-error-reporting]')
  await page.evaluate(() => {
    queueMicrotask(() => {
      throw new Error('late error in a test')
    })
    void Promise.reject(new Error('rejected in a test'))
  })

  const values = () => errorEvents(ingest.envelopes).flatMap((e) => (e.exception?.values ?? []).map((v) => ({ ...v, event: e })))
  for (const message of ['early error in a test', 'late error in a test', 'rejected in a test']) {
    await expect.poll(() => values().some((v) => v.value === message), { message }).toBe(true)
  }
  await expect.poll(() => values().some((v) => v.type === 'CallError')).toBe(true)
  const call = values().find((v) => v.type === 'CallError')!
  expect(call.value).toBe('req error sys/config/ip/get-visitor-ip')
  expect(call.event.tags).toMatchObject({ kind: 'call', 'call.kind': 'req error', 'call.path': 'sys/config/ip/get-visitor-ip' })

  const late = values().find((v) => v.value === 'late error in a test')!
  // The release is the build id the server publishes, for the browser and the server alike.
  expect(late.event.release).toBe(await buildId(SITE))
  expect(late.event.environment).toBe('e2e')
  expect(late.event.request?.url).toBe(`${SITE}/pricing`)
  // Nothing of the visitor's: not the query string, not the cookies.
  const browserEnvelopes = ingest.envelopes.filter((e) => e.raw.includes('in a test') || e.raw.includes('CallError'))
  for (const envelope of browserEnvelopes) {
    expect(envelope.raw).not.toContain('SECRET123')
    expect(envelope.raw).not.toContain('i18n_redirected')
    expect(envelope.path).toBe('/api/7/envelope/')
  }

  // Tracking files the failed call as a call failure (100104), no longer as an unhandled rejection.
  // Its queue flushes on the page's clock, so the clock runs once tracking has started (its sink
  // then holds the failure): the call can fail before tracking's own start-up has finished.
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
  await page.clock.runFor(IDLE_FLUSH_MS)
  await expect
    .poll(() => trackedErrors().find((e) => e.error_type === ERROR_TYPES.call)?.addition)
    .toEqual({ kind: 'req error', call: 'sys/config/ip/get-visitor-ip' })
  expect(trackedErrors().filter((e) => e.error_type === ERROR_TYPES.rejection && /get-visitor-ip/.test(e.error_msg ?? ''))).toEqual([])
})

test("an upstream failure on the server reaches the ingest with the call's path and kind only, and the page still renders", async () => {
  // The stub upstream answers French base info with a non-zero code, and chat-choose carries the
  // visitor's address in its query: neither the answer nor the address may reach the report.
  const { base } = await startSite({ API_BASE_URL: `${STUB}/`, API_TIMEOUT_MS: '2000' })
  const res = await fetch(`${base}/fr/pricing`)
  expect(res.status).toBe(200)
  expect(await res.text()).toContain('<h1>')
  const upstream = () => errorEvents(ingest.envelopes).find((e) => e.tags?.kind === 'upstream' && e.tags.path === 'home/base-info')
  await expect.poll(upstream).toBeTruthy()
  const event = upstream()!
  expect(event.tags).toMatchObject({ kind: 'upstream', path: 'home/base-info', failure: 'code error' })
  expect(event.exception?.values?.[0]?.type).toBe('UpstreamError')
  expect(event.exception?.values?.[0]?.value).toBe('code error: home/base-info')
  expect(event.exception?.values?.[0]?.mechanism?.handled).toBe(true)
  expect(JSON.stringify(event)).not.toMatch(/upstream failure|lang=|type=home/)
})

test('a failed server render reaches the ingest, with its path and no query', async () => {
  const res = await fetch(`${BROKEN}/blog?email=visitor%40example.com`)
  expect(res.status).toBe(500)
  await expect
    .poll(() => errorEvents(ingest.envelopes).find((e) => e.tags?.kind === 'render' && e.tags.path === '/blog'), { message: brokenOutput })
    .toBeTruthy()
  const event = errorEvents(ingest.envelopes).find((e) => e.tags?.kind === 'render' && e.tags.path === '/blog')!
  expect(event.platform).toBe('node')
  expect(event.environment).toBe('e2e')
  expect(event.release).toBe(await buildId(BROKEN))
  expect(event.tags).toMatchObject({ kind: 'render', method: 'GET', path: '/blog' })
  expect(event.exception?.values?.[0]?.mechanism?.handled).toBe(true)
  expect(JSON.stringify(event)).not.toContain('visitor')
})
