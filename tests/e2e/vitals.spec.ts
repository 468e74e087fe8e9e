import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser, Page, Request } from '@playwright/test'
import { IDLE_TIMEOUT_MS } from '#src/shell/timings'
import type { VitalsBeacon } from '#src/vitals/beacon'
import { TRACKING_DIR, UPSTREAM_SITE } from '../../playwright.config'
import { expect, hydrated, test } from './fixtures'

// Field web vitals end to end (ADR 024): pages load, the visitor interacts, the page is
// hidden, and the rows are read back from the embedded collector's database. The idle waits of the
// privacy and sampling checks run on the browser's clock. Other specs browse the same server at the
// same time, so this spec's visitors are told apart by a network and memory no other spec fakes
// (2g or slow-2g, 0.5 GB).
const T0 = new Date('2026-11-27T08:00:00Z').getTime()

interface Row {
  view: string
  metric: string
  value: number
  rating: string
  target: string
  kind: string
  lang: string
  host: string
  path: string
  connection: string
  device: string
  memory: string
  cores: string
  navigation: string
}

/** The stored vitals rows of this spec's visitors with `connection`. */
async function rowsOf(connection: string): Promise<Row[]> {
  const { DatabaseSync } = await import('node:sqlite')
  try {
    const db = new DatabaseSync(join(TRACKING_DIR, 'tracking.db'), { readOnly: true })
    try {
      return db.prepare("SELECT * FROM vitals WHERE connection = ? AND memory = '<=1GB' ORDER BY id").all(connection) as unknown as Row[]
    } finally {
      db.close()
    }
  } catch {
    return [] // no database, or no vitals table, yet
  }
}

/** `npm run vitals -- …`, as a user would run it. */
function vitals(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'vitals', '--', ...args], { env: { ...process.env, TRACKING_DATA_DIR: TRACKING_DIR }, encoding: 'utf8' })
}

/** A visitor on a slow network and a small device: this spec's marker in the shared database. */
async function visitor(browser: Browser, baseURL: string, effectiveType: string) {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript((type) => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: type, saveData: false }), configurable: true })
    Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 0.5, configurable: true })
  }, effectiveType)
  return context
}

const isBeacon = (r: Request) => new URL(r.url()).pathname === '/api/vitals'

/** The URLs of the vitals beacons and of the vitals code a page requests. */
function vitalsTraffic(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    if (isBeacon(r) || /web-vitals|vitals\.client/.test(r.url())) seen.push(r.url())
  })
  return seen
}

/**
 * Lets the page finish what an event started: two animation frames, then a task (web-vitals reports
 * LCP candidates, CLS and TTFB from frames and timers). A wait for the page's own work, not a sleep.
 */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))))

/**
 * Opens a page and waits until the idle-loaded modules measure it. No Playwright clock here: it
 * replaces `performance`, whose navigation and paint entries web-vitals reads, so the metrics would
 * be meaningless; every wait below is for something the page does.
 */
async function openMeasured(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-vitals]').waitFor({ state: 'attached' })
  await settle(page)
}

/**
 * The tab goes to the background and comes back. Headless Chromium keeps every tab visible, so the
 * state the browser would report is set and its event fired, as a tab switch does.
 */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { get: () => s, configurable: true })
    Object.defineProperty(document, 'hidden', { get: () => s === 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  }, state)

test('each page view sends its vitals once when hidden, with attribution, page kind and context', async ({ browser, baseURL }) => {
  const context = await visitor(browser, baseURL!, '2g')
  const page = await context.newPage()
  const beacons: Request[] = []
  page.on('request', (r) => {
    if (isBeacon(r)) beacons.push(r)
  })
  await openMeasured(page, '/ru/pricing')
  // An interaction: INP.
  await page.locator('[data-track="pricing-monthly"]').click()
  await settle(page)
  expect(beacons, 'nothing is sent while the page is visible').toHaveLength(0)

  const first = page.waitForRequest(isBeacon)
  await setVisibility(page, 'hidden')
  const sent = await first
  expect(sent.headers()['content-type']).toMatch(/^text\/plain/)
  const body = JSON.parse(sent.postData() ?? '') as VitalsBeacon
  expect(body).toMatchObject({
    v: 1,
    path: '/ru/pricing',
    kind: 'pricing',
    lang: 'ru',
    host: 'localhost',
    connection: '2g',
    device: 'desktop',
    memory: '<=1GB',
    navigation: 'navigate',
  })
  expect(body.metrics.map((m) => m.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
  expect(body.metrics.find((m) => m.name === 'INP')?.target).toMatch(/button/)
  expect(body.metrics.find((m) => m.name === 'LCP')?.target).not.toBe('')

  // Back, another click, hidden again: the view was reported, nothing more goes out.
  await setVisibility(page, 'visible')
  await page.locator('[data-track="pricing-annual"]').click()
  await settle(page)
  await setVisibility(page, 'hidden')
  await settle(page)
  expect(beacons).toHaveLength(1)

  // A new document (a full load), then leaving it: the unload hides it and its beacon goes out
  // (from a document on its way out, which Playwright does not report: the store shows it).
  await openMeasured(page, '/jp/blog?utm_source=mail')
  await page.goto('/jp/faq')
  await expect.poll(async () => (await rowsOf('2g')).filter((r) => r.path === '/jp/blog').map((r) => r.kind)).toContain('blogIndex')

  // The rows in the store: one per metric, rated by the server, one view per page view, no query string.
  const rows = await rowsOf('2g')
  expect(new Set(rows.map((r) => r.view)).size).toBe(2)
  const pricing = rows.filter((r) => r.path === '/ru/pricing')
  expect(pricing.map((r) => r.metric).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
  for (const r of pricing)
    expect(r).toMatchObject({
      kind: 'pricing',
      lang: 'ru',
      host: 'localhost',
      device: 'desktop',
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    })
  expect(rows.find((r) => r.metric === 'TTFB')?.target).toMatch(/^(waiting|cache|dns|connection|request)$/)
  expect(rows.find((r) => r.metric === 'FCP')?.target).toMatch(/^(loading|dom-interactive|dom-content-loaded|complete)$/)
  expect(JSON.stringify(rows)).not.toContain('utm_source')

  // npm run vitals reports both language × page kind groups with their samples, and which browser
  // engine sent them (Chromium's here, from the beacon request's User-Agent).
  const report = JSON.parse(vitals('--json')) as {
    groups: { lang: string; kind: string; metrics: Record<string, { samples: number; p75: number; rating: string; engines: Record<string, number> }> }[]
  }
  const ruInp = report.groups.find((g) => g.lang === 'ru' && g.kind === 'pricing')?.metrics.INP
  expect(ruInp?.samples).toBeGreaterThanOrEqual(1)
  expect(ruInp?.engines).toEqual({ blink: ruInp?.samples })
  expect(report.groups.find((g) => g.lang === 'jp' && g.kind === 'blogIndex')?.metrics.TTFB?.samples).toBeGreaterThanOrEqual(1)
  expect(vitals()).toMatch(/^ru\s+pricing\s+\d+\s+LCP\s+\d+ ms\s+(good|needs improvement|poor)\s+\d+\s+blink \d+$/m)
  await context.close()
})

test('Global Privacy Control: no vitals measured or sent', async ({ browser, baseURL }) => {
  const context = await visitor(browser, baseURL!, 'slow-2g')
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  const page = await context.newPage()
  const sent = vitalsTraffic(page)
  await page.clock.install({ time: T0 })
  await page.goto('/pricing')
  await hydrated(page)
  await page.clock.runFor(IDLE_TIMEOUT_MS * 2)
  await page.locator('[data-track="pricing-monthly"]').click()
  await page.goto('/faq')
  await page.clock.runFor(IDLE_TIMEOUT_MS * 2)
  await page.goto('/download')
  expect(sent).toEqual([])
  await expect(page.locator('html[data-vitals]')).toHaveCount(0)
  await context.close()
})

test('a page view outside the sample (VITALS_SAMPLE_RATE=0) loads no vitals code and sends nothing', async ({ browser }) => {
  const context = await visitor(browser, UPSTREAM_SITE, '3g')
  const page = await context.newPage()
  const sent = vitalsTraffic(page)
  await page.clock.install({ time: T0 })
  await page.goto('/pricing')
  await hydrated(page)
  await page.clock.runFor(IDLE_TIMEOUT_MS)
  // The tracking module ran (and read the sample rate) …
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
  await page.goto('/faq')
  // … and decided against measuring.
  expect(sent).toEqual([])
  await context.close()
})

/** Opens a report file with the network off and records every request and console error it makes. */
async function openOffline(browser: Browser, file: string) {
  const context = await browser.newContext({ offline: true })
  const page = await context.newPage()
  const requests: string[] = []
  const errors: string[] = []
  const url = pathToFileURL(file).href
  page.on('request', (r) => {
    if (r.url() !== url) requests.push(r.url())
  })
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(url)
  return { context, page, requests, errors }
}

test('the HTML reports are single files that open with no network: charts, tables, nothing fetched', async ({ browser, request }) => {
  // A few beacons of known values, so the charts have bars whatever else the store holds.
  for (const [lang, lcp] of [
    ['fr', 1800],
    ['fr', 3100],
    ['hi', 5200],
  ] as const) {
    const beacon: VitalsBeacon = {
      v: 1,
      path: `/${lang}/faq`,
      kind: 'faq',
      lang,
      host: 'localhost',
      connection: '4g',
      device: 'mobile',
      memory: '<=1GB',
      cores: '1-2',
      navigation: 'navigate',
      build: 'e2e',
      metrics: [
        { name: 'LCP', value: lcp, target: 'main>h1' },
        { name: 'CLS', value: 0.02, target: '' },
        { name: 'TTFB', value: 120, target: 'request' },
      ],
    }
    expect((await request.post('/api/vitals', { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(beacon) })).status()).toBe(200)
  }
  const dir = mkdtempSync(join(tmpdir(), 'pd-e2e-reports-'))
  const vitalsFile = join(dir, 'vitals.html')
  expect(vitals('--html', vitalsFile)).toMatch(/^Wrote /)
  const coverageFile = join(dir, 'translations.html')
  execFileSync('npm', ['run', '--silent', 'translations', '--', '--html', coverageFile], { encoding: 'utf8' })
  expect(readFileSync(vitalsFile, 'utf8')).not.toMatch(/\b(?:src|href)=|url\(|@import/)

  const v = await openOffline(browser, vitalsFile)
  await expect(v.page.locator('figure[data-metric]')).toHaveCount(5)
  // Every chart is drawn: an SVG of its full size with bars, the LCP chart with bars of height.
  for (const chart of await v.page.locator('svg.histogram').all()) expect((await chart.boundingBox())?.width).toBeGreaterThan(300)
  const heights = await v.page
    .locator('figure[data-metric="LCP"] svg.histogram rect')
    .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))))
  expect(heights.filter((h) => h > 0).length).toBeGreaterThanOrEqual(2)
  await expect(v.page.locator('figure[data-metric="LCP"] line.p75')).toHaveCount(1)
  await expect(v.page.locator('table').getByRole('cell', { name: 'faq' }).first()).toBeVisible()
  expect(v.requests).toEqual([])
  expect(v.errors).toEqual([])
  await v.context.close()

  const c = await openOffline(browser, coverageFile)
  await expect(c.page.getByRole('heading', { name: 'Translation coverage' })).toBeVisible()
  expect(await c.page.locator('svg').count()).toBeGreaterThan(10)
  await expect(c.page.locator('code', { hasText: /^content\/blog\/ru\/.+\.md$/ }).first()).toBeVisible()
  expect(c.requests).toEqual([])
  expect(c.errors).toEqual([])
  await c.context.close()
})
