// npm run soak (issues 15, 25): a load and memory soak of the production build. Not part of `npm test` or CI.
// Starts .output/server on a loopback port, or aims at a server it did not start (SOAK_URL). First
// a crawl: every page of every locale's sitemap (the server's own) and every image variant those
// pages link, 64 at a time, each must respond as expected. Then, over a mix of those pages, 404s and
// searches, it measures the closed-loop maximum throughput, holds 80 % of it for SOAK_SECONDS while
// sampling the server's resident memory, and sends the same load to a floor server that writes one
// fixed response: the machine's and the generator's own tail, against which the site's is judged.
// Prints a table, writes .soak/<time>.json and exits 1 when a check fails.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { createHistogram } from 'node:perf_hooks'
import { LOCALES } from '../src/i18n/locales.ts'
import { Connection, requestBytes } from './soak-client.ts'
import { median } from './lab.ts'
import { waitForServer } from './wait-for-server.ts'

const PORT = envNumber('SOAK_PORT', 40800)
// The floor's server (see floor()): the next port, on this machine even when SOAK_URL is elsewhere.
const FLOOR_PORT = PORT + 1
const SOAK_SECONDS = envNumber('SOAK_SECONDS', 600)
const FLOOR_SECONDS = envNumber('SOAK_FLOOR_SECONDS', 60)
// The floor server's one response: about one compressed page of the mix.
const FLOOR_BODY_BYTES = 12 * 1024
const PROBE_SECONDS = envNumber('SOAK_PROBE_SECONDS', 20)
const CONNECTIONS = envNumber('SOAK_CONNECTIONS', 32)
if (SOAK_SECONDS < 30) exitWithError('SOAK_SECONDS must be at least 30 (memory is compared over 15 s at each end)')

const LOAD_SHARE = 0.8
const RSS_EVERY_MS = 5000
// The peak is read more often than the soak's samples: a crawl's burst lasts seconds.
const PEAK_RSS_EVERY_MS = 1000
const WARM_UP_SECONDS = Math.min(60, SOAK_SECONDS * 0.1)
const PROGRESS_EVERY_MS = 30_000
const REQUEST_TIMEOUT_MS = 10_000
// The crawl's pages: a few at a time, like a polite crawler. Its images: 64 at a time, a few
// visitors' browsers right after a deploy (429s were measured there before ADR 034).
const PAGE_CONCURRENCY = 8
const IMAGE_CONCURRENCY = 64
// At a steady rate, requests keep leaving however far behind the server is. Past this many waiting
// for a response the server has fallen behind: the rest are not sent but counted as errors, so an
// overload fails the soak with a number instead of the generator queueing until it runs out of memory.
const MAX_WAITING = CONNECTIONS * 64
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
// Other processes' CPU (% of one core) above which the numbers are not the server's alone.
const BUSY_MACHINE_PCT = 10
// The soak's thresholds (docs/performance.md). The tail is judged against the floor's, measured in the same run: on a
// 2-core machine even nginx serving one static file did not keep p99 within 5× p50, so
// a fixed ratio measured the machine; twice the floor's ratio leaves the site its own share.
const MAX_TAIL_OVER_FLOOR = 2
const MAX_RSS_GROWTH_PCT = 10
const MAX_RSS_MB = envNumber('SOAK_MAX_RSS_MB', 512)

// SOAK_URL: a server the soak did not start (another build, a container, a staging host). The
// connections go to its host and port; the Host headers say which site they ask for.
const SOAK_URL = process.env.SOAK_URL ? soakUrl(process.env.SOAK_URL) : undefined
const SERVER_HOST = SOAK_URL ? SOAK_URL.hostname.replace(/^\[(.*)\]$/, '$1') : '127.0.0.1'
const SERVER_PORT = SOAK_URL ? Number(SOAK_URL.port || 80) : PORT
const MAIN_HOST = SOAK_URL ? SOAK_URL.host : `127.0.0.1:${PORT}`
// zh is served on a host of its own, recognised by the Host header's name (any port): the soak
// names both origins to the server it starts, so that the sitemaps list URLs whose host it can send
// on the same connection. A server it did not start: SOAK_ZH_HOST, or no pages of that host.
const ZH_HOST = SOAK_URL ? process.env.SOAK_ZH_HOST || undefined : `zh.localhost:${PORT}`
// The locales on a host of their own (zh): left out of a SOAK_URL soak without SOAK_ZH_HOST.
const OWN_HOST_LOCALES = new Set(LOCALES.filter((l) => !l.defaultDomain).map((l) => l.code))
// The server's process, for its memory and CPU: the one started here, or SOAK_PID with SOAK_URL
// (the Node server's own pid; its render thread is a thread of that process, in the same RSS).
if (process.env.SOAK_PID && !SOAK_URL) exitWithError('SOAK_PID names the process of a SOAK_URL server; without SOAK_URL the soak measures the server it starts')
const SOAK_PID = process.env.SOAK_PID ? envNumber('SOAK_PID', 1) : undefined
if (SOAK_PID !== undefined && !existsSync(`/proc/${SOAK_PID}/status`)) exitWithError(`SOAK_PID=${SOAK_PID}: no such process on this machine`)
const NOT_MEASURED = 'not measured (SOAK_PID unset)'

// Like a browser: the server compresses pages itself, and that CPU is part of the load.
const ACCEPT_ENCODING = 'br, gzip'
const q = encodeURIComponent
const EXTRA_URLS = [
  { locale: 'en', host: MAIN_HOST, path: '/no-such-page', expect: 404 },
  { locale: 'ru', host: MAIN_HOST, path: '/ru/no-such-page', expect: 404 },
  { locale: 'jp', host: MAIN_HOST, path: '/jp/blog/no-such-post', expect: 404 },
  { locale: 'zh', host: ZH_HOST, path: '/no-such-page', expect: 404 },
  { locale: 'en', host: MAIN_HOST, path: '/search?q=fingerprint', expect: 200 },
  { locale: 'ru', host: MAIN_HOST, path: `/ru/search?q=${q('прокси')}`, expect: 200 },
  { locale: 'jp', host: MAIN_HOST, path: `/jp/search?q=${q('プロキシ')}`, expect: 200 },
  { locale: 'zh', host: ZH_HOST, path: `/search?q=${q('指纹')}`, expect: 200 },
].filter((u) => u.host !== undefined)

// The set-up's requests (sitemaps, the crawl's pages): a few at a time.
const agent = new http.Agent({ keepAlive: true, maxSockets: PAGE_CONCURRENCY })
const responds = () =>
  get({ host: MAIN_HOST, path: '/' }, { agent }).then(
    () => true,
    () => false,
  )

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
mkdirSync('.soak', { recursive: true })
let server
let serverLogPath
if (SOAK_URL) {
  if (!(await responds())) exitWithError(`SOAK_URL=${SOAK_URL.origin}: no response`)
  console.log(
    `server: ${SOAK_URL.origin}, not started here; zh: ${ZH_HOST ? `Host ${ZH_HOST}` : 'left out (SOAK_ZH_HOST unset)'}; memory and CPU: ${SOAK_PID ? `process ${SOAK_PID}` : NOT_MEASURED}`,
  )
  console.log('  (its search rate limits must be lifted as for the server the soak starts, or the searches respond 429)')
} else {
  // Another server on the port (a soak left running) would respond in place of the one started here.
  if (await responds()) exitWithError(`port ${PORT} is in use: stop what listens there or set SOAK_PORT`)
  serverLogPath = `.soak/${stamp}-server.log`
  server = startServer(serverLogPath)
}
const serverPid = server?.pid ?? SOAK_PID
const measured = serverPid !== undefined
const seeLog = serverLogPath ? ` (see ${serverLogPath})` : ''
// Interrupted (Ctrl+C, a timeout's SIGTERM): the server must not outlive the soak and keep the port.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server?.kill()
    process.exit(130)
  })
}

let peakRssKb = 0
const peakWatch = setInterval(rssKb, PEAK_RSS_EVERY_MS)
try {
  if (server) {
    await waitForServer(`http://${MAIN_HOST}/`, server).catch(() => {
      throw new Error(`server did not start${seeLog}`)
    })
  }
  const pages = await urlMix()
  console.log(`URL mix: ${pages.length} URLs, by locale: ${describeCounts(pages, (u) => u.locale)}`)
  const mix = shuffle(pages)
  const crawled = await crawl(mix)
  const afterCrawlKb = rssKb()
  console.log(
    `crawl: ${crawled.urls} URLs of the mix and ${crawled.images} image variants they link (${(crawled.imageBytes / 1024 / 1024).toFixed(1)} MB) respond as expected, in ${crawled.seconds.toFixed(1)} s; server RSS ${measured ? `${mb(crawled.afterPagesKb)} MB after the pages, ${mb(afterCrawlKb)} MB after the images` : NOT_MEASURED}`,
  )

  console.log(`probe: ${PROBE_SECONDS} s closed loop, ${CONNECTIONS} connections…`)
  const beforeProbe = cpuSnapshot()
  const probe = await load(mix, { seconds: PROBE_SECONDS })
  if (probe.requests === 0) throw new Error(`no response in the probe${seeLog}`)
  probe.cpu = cpuBetween(beforeProbe, cpuSnapshot())
  // SOAK_RATE fixes the rate instead, to compare two builds or settings at the same load.
  const target = process.env.SOAK_RATE ? envNumber('SOAK_RATE', 1) : Math.max(1, Math.floor(probe.reqPerSec * LOAD_SHARE))
  console.log(
    `probe: ${probe.reqPerSec.toFixed(0)} req/s max (other processes: ${probe.cpu.otherCpuPct.toFixed(0)} % of a core); soak: ${SOAK_SECONDS} s at ${target} req/s…`,
  )

  const first = cpuSnapshot()
  let previous = first
  const rss = [{ s: 0, kb: rssKb() }]
  const sample = () => {
    const now = cpuSnapshot()
    rss.push({ s: (now.ms - first.ms) / 1000, kb: rssKb(), ...cpuBetween(previous, now) })
    previous = now
  }
  const sampler = setInterval(sample, RSS_EVERY_MS)
  let soak
  try {
    soak = await load(mix, { seconds: SOAK_SECONDS, rate: target })
  } finally {
    clearInterval(sampler)
  }
  sample()
  const cpu = cpuBetween(first, previous)
  console.log(`floor: ${FLOOR_SECONDS} s at ${target} req/s against a server that writes one fixed response…`)
  const floorRun = await floor(mix, target)

  // Medians of three samples (15 s) at each end: a single sample may fall just before or after a
  // garbage collection.
  const fromWarmUp = rss.findIndex((r) => r.s >= WARM_UP_SECONDS)
  const afterWarmUpKb = median(rss.slice(fromWarmUp, fromWarmUp + 3).map((r) => r.kb))
  const endKb = median(rss.slice(-3).map((r) => r.kb))
  const growthPct = ((endKb - afterWarmUpKb) / afterWarmUpKb) * 100
  const ratio = soak.p99 / soak.p50
  const floorRatio = floorRun.p99 / floorRun.p50
  // Without the server's process its memory is unknown: those checks are skipped (undefined), not failed.
  const checks = [
    { check: 'no errors at the maximum (probe)', pass: probe.errors.total === 0 },
    { check: 'no errors in the soak', pass: soak.errors.total === 0 },
    {
      check: `p99 / p50 ≤ ${MAX_TAIL_OVER_FLOOR} × the floor's (${(MAX_TAIL_OVER_FLOOR * floorRatio).toFixed(2)})`,
      pass: ratio <= MAX_TAIL_OVER_FLOOR * floorRatio,
    },
    { check: `RSS growth < ${MAX_RSS_GROWTH_PCT} % after warm-up`, pass: measured ? growthPct < MAX_RSS_GROWTH_PCT : undefined },
    { check: `peak RSS ≤ ${MAX_RSS_MB} MB (crawl included)`, pass: measured ? peakRssKb <= MAX_RSS_MB * 1024 : undefined },
    { check: 'server still running', pass: await serverRunning() },
  ]
  const memory = (text) => (measured ? text : NOT_MEASURED)
  console.table({
    crawl: `${crawled.urls} URLs, ${crawled.images} image variants`,
    'max req/s (probe)': probe.reqPerSec.toFixed(0),
    'target req/s': target,
    'achieved req/s': soak.reqPerSec.toFixed(0),
    'total requests': soak.requests,
    errors: `${soak.errors.total} (${soak.errors.unexpectedStatus} unexpected status, ${soak.errors.socket} socket, ${soak.errors.timeouts} timeouts, ${soak.errors.notSent} not sent: server behind)`,
    'p50 ms': soak.p50.toFixed(1),
    'p99 ms': soak.p99.toFixed(1),
    'max ms': soak.max.toFixed(1),
    'p99 / p50': ratio.toFixed(2),
    'floor p50 / p99 ms': `${floorRun.p50.toFixed(1)} / ${floorRun.p99.toFixed(1)} (p99 / p50 ${floorRatio.toFixed(2)}): the machine and generator alone`,
    'RSS MB after the crawl': memory(mb(afterCrawlKb)),
    [`RSS MB after ${WARM_UP_SECONDS} s warm-up`]: memory(mb(afterWarmUpKb)),
    'RSS MB at end': memory(mb(endKb)),
    'RSS growth': memory(`${growthPct.toFixed(1)} %`),
    'peak RSS MB': memory(mb(peakRssKb)),
    'server CPU': memory(`${cpu.serverCpuPct.toFixed(0)} % of a core`),
    'load generator CPU': `${soak.clientCpuPct.toFixed(0)} % of a core (probe: ${probe.clientCpuPct.toFixed(0)} %)`,
    'other processes CPU': `${cpu.otherCpuPct.toFixed(0)} % of a core${measured ? '' : ' (a server on this machine included)'}`,
  })
  console.table(
    Object.fromEntries(
      Object.entries(soak.byCache).map(([cache, st]) => [
        cache,
        { requests: st.requests, 'p50 ms': st.p50.toFixed(1), 'p99 ms': st.p99.toFixed(1), 'max ms': st.max.toFixed(1) },
      ]),
    ),
  )
  for (const [what, n] of [...probe.errors.unexpected, ...soak.errors.unexpected]) console.log(`unexpected response: ${what} (${n}×)`)
  if (measured && Math.max(probe.cpu.otherCpuPct, cpu.otherCpuPct) > BUSY_MACHINE_PCT) {
    console.log(`warning: other processes took more than ${BUSY_MACHINE_PCT} % of a core: the maximum and the latencies measure them too`)
  }
  console.table(checks.map(({ check, pass }) => ({ check, result: pass === undefined ? NOT_MEASURED : pass ? 'pass' : 'FAIL' })))

  const reportPath = `.soak/${stamp}.json`
  const report = {
    date: new Date().toISOString(),
    config: {
      url: SOAK_URL?.origin ?? null,
      zhHost: ZH_HOST ?? null,
      pid: SOAK_PID ?? null,
      port: PORT,
      soakSeconds: SOAK_SECONDS,
      probeSeconds: PROBE_SECONDS,
      connections: CONNECTIONS,
      loadShare: LOAD_SHARE,
      warmUpSeconds: WARM_UP_SECONDS,
      acceptEncoding: ACCEPT_ENCODING,
      maxRssMb: MAX_RSS_MB,
    },
    mix: {
      urls: pages.length,
      byLocale: Object.fromEntries(countMap(pages, (u) => u.locale)),
      byExpectedStatus: Object.fromEntries(countMap(pages, (u) => u.expect)),
    },
    crawl: crawled,
    probe,
    soak: { ...soak, targetReqPerSec: target, p99OverP50: ratio },
    floor: { seconds: FLOOR_SECONDS, bodyBytes: FLOOR_BODY_BYTES, ...floorRun, p99OverP50: floorRatio },
    cpu,
    rss: measured ? { afterCrawlKb, afterWarmUpKb, endKb, growthPct, peakKb: peakRssKb, samples: rss } : null,
    checks: checks.map(({ check, pass }) => ({ check, pass: pass ?? null })),
    serverLog: serverLogPath ?? null,
  }
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`)
  const failed = checks.filter((c) => c.pass === false).length
  console.log(`${failed ? `FAIL: ${failed} of ${checks.length} checks` : 'PASS'}; report ${reportPath}${serverLogPath ? `, server log ${serverLogPath}` : ''}`)
  if (failed) process.exitCode = 1
} catch (error) {
  console.error(`soak: aborted: ${error.message}`)
  process.exitCode = 1
} finally {
  clearInterval(peakWatch)
  agent.destroy()
  await stop()
}

/** SOAK_URL as a URL: plain http, since the client speaks HTTP/1.1 over raw sockets. */
function soakUrl(raw) {
  let url
  try {
    url = new URL(raw)
  } catch {
    exitWithError(`SOAK_URL=${raw}: not a URL`)
  }
  if (url.protocol !== 'http:') exitWithError(`SOAK_URL=${raw}: only http:// (the soak's client speaks plain HTTP/1.1; aim at the server behind the TLS proxy)`)
  return url
}

/**
 * Starts the built server on the loopback port, its output in `logPath`. The soak asks far more
 * often than one visitor may: the per-visitor rate limits are lifted (the search limits to the
 * highest value the server accepts, 100000 a minute, far above what the mix asks).
 */
function startServer(logPath) {
  const log = openSync(logPath, 'w')
  const child = spawn(process.execPath, [...(process.env.SOAK_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), '.output/server/index.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: `http://${MAIN_HOST}`,
      LOCALE_ORIGINS: `zh=http://${ZH_HOST}`,
      SEARCH_RATE_LIMIT_BURST: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      TRACKING_POSTS_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  return child
}

/** The server still responds, and its process (when the soak knows it) is still there. */
async function serverRunning() {
  if (server && (server.exitCode !== null || server.signalCode !== null)) return false
  if (serverPid !== undefined && !existsSync(`/proc/${serverPid}`)) return false
  return responds()
}

function mb(kb) {
  return (kb / 1024).toFixed(1)
}

/** A positive number from the environment, or the default. */
function envNumber(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) exitWithError(`${name}=${raw}: expected a positive number`)
  return value
}

function exitWithError(message) {
  console.error(`soak: ${message}`)
  process.exit(1)
}

/**
 * One GET to the server (SERVER_HOST:SERVER_PORT) with the URL's own Host header (fetch would not
 * send it); the body as it came, compressed when the headers ask for it. A request unanswered for
 * 10 s fails with `timeout` set.
 */
function get({ host, path }, { agent, headers = {} }) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: SERVER_HOST, port: SERVER_PORT, path, agent, headers: { ...headers, host } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timed out'), { timeout: true })))
    req.on('error', reject)
  })
}

/** The `<loc>` URLs of a sitemap or sitemap index. */
function locs(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll('&amp;', '&')))
}

/**
 * Every page of every locale's sitemap plus EXTRA_URLS. The sitemap indexes of the two hosts list
 * the 14 locale sitemaps; each URL is asked on the server's port with its own host as Host header.
 * Without a zh host (SOAK_URL without SOAK_ZH_HOST) the locales on a host of their own are left out.
 */
async function urlMix() {
  const sitemaps = []
  for (const host of [MAIN_HOST, ZH_HOST].filter(Boolean)) {
    const index = await get({ host, path: '/sitemap.xml' }, { agent })
    if (index.status !== 200) throw new Error(`http://${host}/sitemap.xml responded ${index.status}`)
    sitemaps.push(...locs(String(index.body)))
  }
  const pages = []
  for (const { code, sitemap } of LOCALES.filter((l) => ZH_HOST || !OWN_HOST_LOCALES.has(l.code))) {
    const url = sitemaps.find((u) => u.pathname === `/${sitemap}`)
    if (!url) throw new Error(`no sitemap index lists ${sitemap} (locale ${code})`)
    const res = await get({ host: url.host, path: url.pathname }, { agent })
    const urls = locs(String(res.body))
    if (res.status !== 200 || urls.length === 0) throw new Error(`${url} responded ${res.status} with ${urls.length} URLs`)
    pages.push(...urls.map((u) => ({ locale: code, host: u.host, path: u.pathname + u.search, expect: 200 })))
  }
  return [...pages, ...EXTRA_URLS]
}

/**
 * The crawl: asks every URL of the mix once (also warming every route up), then every image
 * variant those pages link, once each, IMAGE_CONCURRENCY at a time: the build made every one of
 * them (ADR 034), so every one must respond 200, on a cold server too. Aborts naming the URLs that
 * respond otherwise. Counts, bytes and time for the report.
 */
async function crawl(mix) {
  const started = performance.now()
  // Each variant's path, with the host of the first page that links it: every host serves them.
  const images = new Map()
  const wrong = []
  const ask = async (u, options) => {
    try {
      const response = await get(u, options)
      if (response.status !== u.expect) wrong.push(`http://${u.host}${u.path} responded ${response.status}, expected ${u.expect}`)
      return response
    } catch (error) {
      wrong.push(`http://${u.host}${u.path} failed: ${error.message}`)
    }
  }
  const abortIfWrong = (what) => {
    if (wrong.length) throw new Error(`${wrong.length} ${what} respond wrongly:\n  ${wrong.slice(0, 20).join('\n  ')}`)
  }
  // No Accept-Encoding: the pages come as text, to be searched for images.
  await inParallel(mix, PAGE_CONCURRENCY, async (u) => {
    const response = await ask(u, { agent })
    if (response?.status !== 200) return
    for (const path of imagePaths(String(response.body))) if (!images.has(path)) images.set(path, u.host)
  })
  abortIfWrong('URLs of the mix')
  // Between the two halves: what holding the variants costs the server, apart from the pages.
  const afterPagesKb = rssKb()
  const imageAgent = new http.Agent({ keepAlive: true, maxSockets: IMAGE_CONCURRENCY })
  let imageBytes = 0
  try {
    await inParallel([...images], IMAGE_CONCURRENCY, async ([path, host]) => {
      // Awaited first: `imageBytes += await …` would add to the total read before the wait.
      const response = await ask({ host, path, expect: 200 }, { agent: imageAgent })
      imageBytes += response?.body.length ?? 0
    })
  } finally {
    imageAgent.destroy()
  }
  abortIfWrong('image variants the pages link')
  return { urls: mix.length, images: images.size, imageBytes, seconds: (performance.now() - started) / 1000, afterPagesKb }
}

/**
 * The `/_ipx/` paths a page links: in `src`, in `srcset` (whose URLs carry commas of their own:
 * `/_ipx/f_avif,q_100,w_640/images/covers/x.png 640w, /_ipx/…`) and in the placeholders'
 * `background-image:url(…)`, with HTML's escapes undone. A URL ends at white space, a quote or a
 * parenthesis; a srcset candidate without a descriptor ends at its commas, which the browser drops.
 */
function imagePaths(html) {
  const text = html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&')
  return new Set([...text.matchAll(/\/_ipx\/[^\s"'()<>\\]+/g)].map((m) => m[0].replace(/,+$/, '')))
}

/** Runs `task` on every item, `width` at a time. */
async function inParallel(items, width, task) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: width }, worker))
}

/** A fixed-seed shuffle, so that every run sends the same order and consecutive URLs mix locales. */
function shuffle(items) {
  const out = [...items]
  let seed = 15
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/**
 * Asks the mix over CONNECTIONS keep-alive connections for `seconds` (scripts/soak-client.ts: raw
 * sockets, so that the generator's own CPU and pauses stay out of what it measures). Without a
 * `rate` the loop is closed, for the maximum: each connection asks again as soon as it has its
 * response, each starting at another point of the mix so that they do not ask the same page at the
 * same moment. With a `rate` it is open: requests fall due at `rate` a second, evenly spread,
 * whatever the responses (autocannon's rate sends each connection's share at the start of every
 * second, all connections at once: a burst, then idle); a request waits for a free connection, and
 * its latency counts from the moment it fell due.
 */
async function load(mix, { seconds, rate, host = SERVER_HOST, port = SERVER_PORT }) {
  const connections = Array.from({ length: CONNECTIONS }, () => new Connection(port, REQUEST_TIMEOUT_MS, host))
  const requests = mix.map((u) => requestBytes(u, ACCEPT_ENCODING))
  // Latencies go into histograms (Node's HdrHistogram, 3 significant figures): recording one
  // allocates nothing. Arrays of millions of numbers made the generator's own garbage collector
  // pause for tens of milliseconds, and every request waiting then was measured as slow.
  const latencies = histogram()
  // The latencies again by how the server responded: from the HTML cache (HIT), rendered and cached
  // (MISS), or rendered and not cacheable (404s, searches, the private root page): a tail that is the
  // renders' own length reads differently from hits waiting behind renders.
  const byCache = { HIT: histogram(), MISS: histogram(), uncached: histogram() }
  // The latencies again by the 30 s in which their request fell due: whether a tail is steady or
  // one moment (another process on the machine), and whether it grows over the soak.
  const windows = []
  const statusCodes = {}
  const unexpected = new Map()
  const failures = { socket: 0, timeouts: 0, notSent: 0 }
  const cpu = process.cpuUsage()
  const first = performance.now()
  const end = first + seconds * 1000
  let last = first
  /** Asks URL `i` of the mix on `connection`; `due` is when the request fell due. */
  const ask = async (connection, i, due) => {
    const u = mix[i]
    try {
      const { status, cache } = await connection.ask(requests[i])
      last = performance.now()
      const ns = Math.max(1, Math.round((last - due) * 1e6))
      latencies.record(ns)
      ;(byCache[cache] ?? byCache.uncached).record(ns)
      ;(windows[Math.floor((due - first) / PROGRESS_EVERY_MS)] ??= histogram()).record(ns)
      statusCodes[status] = (statusCodes[status] ?? 0) + 1
      if (status !== u.expect) {
        const key = `${status} for http://${u.host}${u.path}`
        unexpected.set(key, (unexpected.get(key) ?? 0) + 1)
      }
    } catch (error) {
      if (error.timeout) failures.timeouts++
      else failures.socket++
    }
  }
  let ticks = 0
  const progress = setInterval(() => {
    const { p50, p99 } = latencyStats(windows[ticks++])
    console.log(`  ${latencies.count} responses; last 30 s: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${measured ? `; RSS ${mb(rssKb())} MB` : ''}`)
  }, PROGRESS_EVERY_MS)
  try {
    if (rate) {
      // Every millisecond, what has fallen due by then joins the queue; idle connections take from it.
      const idle = [...connections]
      const queue = []
      let head = 0
      let busy = 0
      const dispatch = () => {
        while (idle.length && head < queue.length) {
          const connection = idle.pop()
          const { i, due } = queue[head++]
          busy++
          void ask(connection, i, due).finally(() => {
            busy--
            idle.push(connection)
            dispatch()
          })
        }
        if (head > 4096 && head * 2 > queue.length) {
          queue.splice(0, head)
          head = 0
        }
      }
      let sent = 0
      await new Promise((resolve) => {
        const timer = setInterval(() => {
          const now = performance.now()
          if (now >= end) {
            clearInterval(timer)
            resolve()
            return
          }
          for (const due = Math.floor(((now - first) / 1000) * rate); sent < due; sent++) {
            if (busy + queue.length - head >= MAX_WAITING) {
              failures.notSent++
              continue
            }
            queue.push({ i: sent % mix.length, due: now })
          }
          dispatch()
        }, 1)
      })
      // The last requests: wait for their responses (each times out at worst).
      while (busy || head < queue.length) await new Promise((r) => setTimeout(r, 5))
    } else {
      const step = Math.floor(mix.length / CONNECTIONS)
      await Promise.all(
        connections.map(async (connection, c) => {
          for (let i = c * step; performance.now() < end; i++) await ask(connection, i % mix.length, performance.now())
        }),
      )
    }
  } finally {
    clearInterval(progress)
    for (const connection of connections) connection.close()
  }
  const { user, system } = process.cpuUsage(cpu)
  const unexpectedStatus = [...unexpected.values()].reduce((a, b) => a + b, 0)
  return {
    seconds: (last - first) / 1000,
    reqPerSec: latencies.count / ((last - first) / 1000),
    ...latencyStats(latencies),
    byCache: Object.fromEntries(Object.entries(byCache).map(([cache, values]) => [cache, latencyStats(values)])),
    statusCodes,
    // On a 2-core machine the generator takes CPU from the server: worth knowing beside the rate.
    clientCpuPct: ((user + system) / 1000 / (last - first)) * 100,
    errors: {
      total: unexpectedStatus + failures.socket + failures.timeouts + failures.notSent,
      unexpectedStatus,
      ...failures,
      unexpected: [...unexpected].slice(0, 20),
    },
    every30s: Array.from(windows, (values, i) => ({ fromS: (i * PROGRESS_EVERY_MS) / 1000, ...latencyStats(values) })),
  }
}

/** A histogram of latencies in nanoseconds, from 1 ns to 60 s. */
function histogram() {
  return createHistogram({ lowest: 1, highest: 60e9, figures: 3 })
}

/** Count, p50, p99 and max of a latency histogram, in ms (NaN for none). */
function latencyStats(h) {
  if (!h || h.count === 0) return { requests: 0, p50: NaN, p99: NaN, max: NaN }
  return { requests: h.count, p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6 }
}

/**
 * The server's resident memory in kB (Linux; its render thread included), or NaN when the soak does
 * not know its process or it has exited. Every reading also keeps the peak.
 */
function rssKb() {
  if (serverPid === undefined) return NaN
  let kb = NaN
  try {
    kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1])
  } catch {
    // The server has exited: a check says so.
  }
  if (kb > peakRssKb) peakRssKb = kb
  return kb
}

/** CPU time used so far (Linux ticks of 1/CLK_TCK s): by the server, by this script, by the whole machine. */
function cpuSnapshot() {
  let stat = ''
  try {
    if (serverPid !== undefined) stat = readFileSync(`/proc/${serverPid}/stat`, 'utf8')
  } catch {
    // The server has exited: its CPU is unknown (NaN), and a check says it stopped.
  }
  // Fields after the command name: state is the 3rd field of the line, utime the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number)
  const self = process.cpuUsage()
  return {
    ms: performance.now(),
    // Unknown (SOAK_URL without SOAK_PID): 0, and a server on this machine counts among the others.
    server: serverPid === undefined ? 0 : Number(fields[11]) + Number(fields[12]),
    self: ((self.user + self.system) / 1e6) * CLK_TCK,
    machine: user + nice + system + irq + softirq,
  }
}

/**
 * The server's CPU and that of every other process but this script between two snapshots, in % of
 * one core: a soak on a machine where something else runs (a build, browser tests) measures that too.
 */
function cpuBetween(a, b) {
  const pct = (ticks) => (ticks / CLK_TCK / ((b.ms - a.ms) / 1000)) * 100
  // Ticks are 10 ms steps read at slightly different moments: the difference can dip below zero.
  const other = Math.max(0, b.machine - a.machine - (b.server - a.server) - (b.self - a.self))
  return { serverCpuPct: pct(b.server - a.server), otherCpuPct: pct(other) }
}

function countMap(items, key) {
  const counts = new Map()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

function describeCounts(items, key) {
  return [...countMap(items, key)].map(([k, n]) => `${k} ${n}`).join(', ')
}

/**
 * The same load (generator, connections, rate, mix of requests) against the least a server can do:
 * a Node process that responds to every request with one fixed 12 KB body. Its latencies are what this
 * machine and this generator add by themselves — the loopback, the scheduler sharing the cores
 * with the generator, the generator's own timer — below which no server's can go. The site's
 * p99 / p50 is judged against this one's (on a 2-core machine even nginx serving one
 * static file did not stay within 5× at 5,000 req/s). It runs on this machine whatever SOAK_URL
 * names: what it measures is the generator's side.
 */
async function floor(mix, rate) {
  const code = `const body = Buffer.alloc(${FLOOR_BODY_BYTES}, 120)
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html', 'content-length': body.length, 'x-cache': 'HIT' })
  res.end(body)
}).listen(${FLOOR_PORT}, '127.0.0.1', () => console.log('up'))`
  const reference = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    await new Promise((resolve, reject) => {
      reference.stdout.once('data', resolve)
      reference.once('exit', (code) => reject(new Error(`the floor's server on port ${FLOOR_PORT} exited (${code})`)))
    })
    // Every response is 200: expected as such.
    return await load(
      mix.map((u) => ({ ...u, expect: 200 })),
      { seconds: FLOOR_SECONDS, rate, host: '127.0.0.1', port: FLOOR_PORT },
    )
  } finally {
    reference.kill()
  }
}

async function stop() {
  // Wait for the exit, so that a soak started right after finds the port free.
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = once(server, 'exit')
    server.kill()
    await exited
  }
}
