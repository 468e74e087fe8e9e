// npm run lighthouse: Lighthouse (mobile, its default emulation and throttling) on the production
// build, in Debian's Chromium. Starts .output/server on a loopback port (or measures LIGHTHOUSE_URL,
// a server it did not start), runs each page LIGHTHOUSE_RUNS times (default 3) and prints the median
// of each figure: the four category scores, Total Blocking Time and Largest Contentful Paint.
// Exits 1 when a page misses the budget (performance ≥ 98, the other three 100, TBT ≤ 100 ms).
// Scores move a few points between runs, and more on a busy machine: run it on an idle one.
//
// LIGHTHOUSE_FLOOR=1 also measures each page's floor: the same answer with every <script> and
// modulepreload taken out, served through a proxy on the next port. Its TBT is what the HTML and CSS
// alone cost this machine (parsing, style, layout, paint), which no change to the site's JavaScript
// can remove; the page's TBT minus it is what the JavaScript adds.
import { spawn } from 'node:child_process'
import http from 'node:http'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LAB_PAGES, median } from './lab.ts'
import { waitForServer } from './wait-for-server.ts'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 40600)
const BASE = process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? LAB_PAGES
const FLOOR = process.env.LIGHTHOUSE_FLOOR === '1'
const FLOOR_BASE = `http://127.0.0.1:${PORT + 1}`
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, tbtMs: 100 }

const server = process.env.LIGHTHOUSE_URL
  ? undefined
  : spawn(process.execPath, ['.output/server/index.mjs'], { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: 'ignore' })
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

/** The floor's proxy: the server's answers as they are, but an HTML page's without its scripts. */
const floorProxy = FLOOR
  ? http
      .createServer(async (req, res) => {
        try {
          const answer = await fetch(BASE + req.url, { headers: { 'accept-encoding': 'identity', 'user-agent': req.headers['user-agent'] ?? '' }, redirect: 'manual' })
          const type = answer.headers.get('content-type') ?? ''
          let body = Buffer.from(await answer.arrayBuffer())
          if (type.startsWith('text/html')) {
            body = Buffer.from(body.toString('utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, ''))
          }
          res.writeHead(answer.status, { 'content-type': type, 'cache-control': answer.headers.get('cache-control') ?? 'no-store' })
          res.end(body)
        } catch (error) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error))
        }
      })
      .listen(PORT + 1, '127.0.0.1')
  : undefined

/** One Lighthouse run's figures. */
async function measure(url) {
  const { categories, audits } = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })).lhr
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
  }
}

try {
  if (server) await waitForServer(`${BASE}/`, server)
  const rows = []
  let failed = false
  for (const path of PAGES) {
    // The page and its floor in turns, so that a machine slowing down mid-run shifts both alike.
    const runs = []
    const floors = []
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measure(BASE + path))
      if (FLOOR) floors.push(await measure(FLOOR_BASE + path))
    }
    const row = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]))
    const misses = Object.entries(BUDGET).filter(([k, limit]) => (k === 'tbtMs' ? row[k] > limit : row[k] < limit))
    if (misses.length) failed = true
    const floor = FLOOR ? { 'floor perf': median(floors.map((r) => r.performance)), 'floor TBT ms': median(floors.map((r) => r.tbtMs)) } : {}
    rows.push({ path, ...row, 'TBT ms': row.tbtMs, 'LCP ms': row.lcpMs, ...floor, budget: misses.length ? `missed: ${misses.map(([k]) => k).join(', ')}` : 'met' })
  }
  console.log(`Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per page, mobile, against ${BASE}:`)
  console.table(rows.map(({ tbtMs: _t, lcpMs: _l, ...rest }) => rest))
  process.exitCode = failed ? 1 : 0
} finally {
  await chrome.kill()
  server?.kill()
  floorProxy?.close()
}
