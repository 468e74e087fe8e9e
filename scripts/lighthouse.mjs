// npm run lighthouse: Lighthouse (mobile, its default emulation and throttling) on the production
// build, in Debian's Chromium. Starts .output/server on a loopback port (or measures LIGHTHOUSE_URL,
// a server it did not start), runs each page LIGHTHOUSE_RUNS times (default 3) and prints the median
// of each figure: the four category scores, Total Blocking Time and Largest Contentful Paint.
// Exits 1 when a page misses the budget (performance ≥ 98, the other three 100, TBT ≤ 100 ms).
// Scores move a few points between runs, and more on a busy machine: run it on an idle one.
//
// LIGHTHOUSE_PEERS=Next=http://localhost:40650,Nuxt=http://127.0.0.1:40651 also measures those
// servers (the peer harness's, or another build) at the same paths, in turns with the site, so the
// figures share the machine's moment: their rows are beside the site's and judged by no budget.
// Each row carries the median benchmark index Lighthouse gave the machine during its runs.
//
// LIGHTHOUSE_THROTTLING=devtools measures with Lighthouse's other method: Chromium itself slows the CPU
// 4× and the network while the page loads, and the figures are what the trace then shows, instead
// of a simulation replaying an unthrottled trace (the default, `simulate`).
//
// LIGHTHOUSE_FLOOR=1 also measures each page's floor: the same response with every <script> and
// modulepreload taken out, served through a proxy on the next port. Its TBT is what the HTML and CSS
// alone cost this machine (parsing, style, layout, paint), which no change to the site's JavaScript
// can remove; the page's TBT minus it is what the JavaScript adds.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import http from 'node:http'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LAB_PAGES, median, parsePeers, serveBuild } from './lab.ts'
import { waitForServer } from './wait-for-server.ts'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 40600)
const BASE = process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? LAB_PAGES
const FLOOR = process.env.LIGHTHOUSE_FLOOR === '1'
const THROTTLING = throttlingMethod(process.env.LIGHTHOUSE_THROTTLING)
const PEERS = parsePeers(process.env.LIGHTHOUSE_PEERS)
// A folder to keep each run's long tasks, LCP element and main-thread breakdown in (one JSON per run).
const REPORTS = process.env.LIGHTHOUSE_REPORTS
const FLOOR_BASE = `http://127.0.0.1:${PORT + 1}`
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, tbtMs: 100 }

/** Lighthouse's throttling method from LIGHTHOUSE_THROTTLING: `simulate` unless it names another. */
function throttlingMethod(value = 'simulate') {
  if (value === 'simulate' || value === 'devtools') return value
  throw new Error(`LIGHTHOUSE_THROTTLING: expected simulate or devtools, got ${JSON.stringify(value)}`)
}

const server = await serveBuild(PORT, process.env.LIGHTHOUSE_URL)
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

/** The floor's proxy: the server's responses as they are, but an HTML page's without its scripts. */
const floorProxy = FLOOR
  ? http
      .createServer(async (req, res) => {
        try {
          const response = await fetch(BASE + req.url, {
            headers: { 'accept-encoding': 'identity', 'user-agent': req.headers['user-agent'] ?? '' },
            redirect: 'manual',
          })
          const type = response.headers.get('content-type') ?? ''
          let body = Buffer.from(await response.arrayBuffer())
          if (type.startsWith('text/html')) {
            body = Buffer.from(
              body
                .toString('utf8')
                .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
                .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, ''),
            )
          }
          res.writeHead(response.status, { 'content-type': type, 'cache-control': response.headers.get('cache-control') ?? 'no-store' })
          res.end(body)
        } catch (error) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error))
        }
      })
      .listen(PORT + 1, '127.0.0.1')
  : undefined

/** One Lighthouse run's figures; a run Lighthouse could not finish (its `runtimeError`) is tried again, twice. */
async function measure(url, tries = 3) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: THROTTLING })
  const { categories, audits } = lhr
  if (lhr.runtimeError || categories.performance.score === null) {
    const why = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no performance score'
    if (tries > 1) {
      console.error(`lighthouse: ${url}: ${why}; trying again`)
      return measure(url, tries - 1)
    }
    throw new Error(`lighthouse: ${url}: ${why}`)
  }
  if (REPORTS) keepReport(url, lhr)
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  }
}

/**
 * What a run says about the main thread and the paint, kept in REPORTS: each long task (its start,
 * duration and script), the LCP element and its phases, the main thread's work by kind and by script.
 */
function keepReport(url, lhr) {
  mkdirSync(REPORTS, { recursive: true })
  const pick = (id) => ({ value: lhr.audits[id]?.numericValue, details: lhr.audits[id]?.details })
  const report = {
    url,
    fetchTime: lhr.fetchTime,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    metrics: lhr.audits.metrics?.details?.items?.[0],
    longTasks: lhr.audits['long-tasks']?.details?.items,
    lcpElement: pick('largest-contentful-paint-element').details,
    mainThread: pick('mainthread-work-breakdown').details?.items,
    bootup: pick('bootup-time').details?.items,
  }
  const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`
  writeFileSync(join(REPORTS, name), JSON.stringify(report, null, 2))
}

/** The median of each figure over some runs. */
function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]))
}

/** A row of the table: the figures, with TBT, LCP and the machine's index last. */
function tableRow(path, row, rest) {
  const { tbtMs, lcpMs, benchmarkIndex, ...scores } = row
  return { path, ...scores, 'TBT ms': tbtMs, 'LCP ms': lcpMs, 'bench index': benchmarkIndex, ...rest }
}

try {
  if (server) await waitForServer(`${BASE}/`, server)
  const rows = []
  let failed = false
  for (const path of PAGES) {
    // The page, its floor and the peers' page in turns, so that a machine slowing down mid-run
    // shifts them alike.
    const runs = []
    const floors = []
    const peerRuns = PEERS.map(() => [])
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measure(BASE + path))
      if (FLOOR) floors.push(await measure(FLOOR_BASE + path))
      for (const [k, peer] of PEERS.entries()) peerRuns[k].push(await measure(peer.base + path))
    }
    const row = medians(runs)
    const misses = Object.entries(BUDGET).filter(([k, limit]) => (k === 'tbtMs' ? row[k] > limit : row[k] < limit))
    if (misses.length) failed = true
    const floor = FLOOR ? { 'floor perf': median(floors.map((r) => r.performance)), 'floor TBT ms': median(floors.map((r) => r.tbtMs)) } : {}
    rows.push(tableRow(path, row, { ...floor, budget: misses.length ? `missed: ${misses.map(([k]) => k).join(', ')}` : 'met' }))
    for (const [k, peer] of PEERS.entries()) rows.push(tableRow(`${path} (${peer.name})`, medians(peerRuns[k]), { budget: 'peer' }))
  }
  console.log(`Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per page, mobile, ${THROTTLING} throttling, against ${BASE}:`)
  console.table(rows)
  process.exitCode = failed ? 1 : 0
} finally {
  await chrome.kill()
  server?.kill()
  floorProxy?.close()
}
