// npm run bench: server-side render time and first-visit JavaScript of the production build.
// Starts .output/server on a loopback port, sends a bounded number of requests, prints a table.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { breakdown, inlineScriptBytes, scriptsOf } from './js-breakdown.ts'
import { SOURCEMAP_DIR } from './sourcemaps-plugin.ts'
import { waitForServer } from './wait-for-server.ts'

const PORT = Number(process.env.BENCH_PORT ?? 40500)
const BASE = `http://127.0.0.1:${PORT}`
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100)
// What the client accepts (fetch sends `gzip, deflate` by itself): `br`, `gzip`, `identity`…
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING
const init = ACCEPT_ENCODING ? { headers: { 'accept-encoding': ACCEPT_ENCODING } } : {}
const PAGES = [
  '/',
  '/pricing',
  '/blog',
  '/ru/blog/browser-fingerprinting-explained',
  '/jp/solutions/e-commerce',
  '/no-such-page',
  // The search page: one query over a language's whole index, rendered.
  '/search?q=fingerprint',
  `/jp/search?q=${encodeURIComponent('プロキシ')}`,
  `/ru/search?q=${encodeURIComponent('прглашение')}`,
]

// The bench asks the search page more often than a visitor may: lift the rate limit for it. The
// render table measures rendering: the HTML cache is off there, and measured on its own below.
function start(env) {
  return spawn(process.execPath, ['.output/server/index.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SEARCH_RATE_LIMIT_BURST: '100000', SEARCH_RATE_LIMIT_PER_MINUTE: '100000', ...env },
    stdio: 'ignore',
  })
}
let server = start({ HTML_CACHE_MAX_BYTES: '0' })
try {
  await waitForServer(`${BASE}/`, server)
  const rows = []
  for (const path of PAGES) {
    for (let i = 0; i < 10; i++) await (await fetch(BASE + path, init)).text() // warm-up
    const times = []
    let bytes = 0
    let sent = 0
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now()
      const res = await fetch(BASE + path, init)
      const body = await res.text()
      times.push(performance.now() - t)
      bytes = body.length
      // fetch decodes the body; Content-Length is what went over the wire.
      sent = Number(res.headers.get('content-length') ?? bytes)
    }
    times.sort((a, b) => a - b)
    const mean = times.reduce((a, b) => a + b, 0) / times.length
    rows.push({
      path,
      'mean ms': mean.toFixed(2),
      'p95 ms': times[Math.floor(times.length * 0.95)].toFixed(2),
      'html KB': (bytes / 1024).toFixed(1),
      'sent KB': (sent / 1024).toFixed(1),
      encoding: ACCEPT_ENCODING ?? 'fetch default',
    })
  }
  console.table(rows)

  // First visit to the home page: every script the HTML asks for, gzip-compressed, by package
  // (through the build's private source maps), and the bytes of its inline scripts.
  const html = await (await fetch(`${BASE}/`)).text()
  const urls = scriptsOf(html)
  for (const url of urls) await (await fetch(BASE + url)).arrayBuffer() // served, not only built
  const files = urls.map((u) => u.slice(1))
  const raw = files.reduce((sum, f) => sum + statSync(`.output/public/${f}`).size, 0)
  const js = breakdown(files, '.output/public', SOURCEMAP_DIR)
  console.log(`home page JS (first visit): ${urls.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(js.total / 1024).toFixed(1)} KB gzip, by package:`)
  console.table(
    js.owners.filter(([, b]) => b >= 100).map(([owner, b]) => ({ owner, 'KB gzip': (b / 1024).toFixed(1), share: `${((b / js.total) * 100).toFixed(1)} %` })),
  )
  const inline = inlineScriptBytes(html)
  console.log(
    `home page inline <script>: ${(inline.code / 1024).toFixed(1)} KB (hydration data and bootstrap), plus ${(inline.jsonLd / 1024).toFixed(1)} KB JSON-LD`,
  )
  // Code the first visit must not carry (browser features load after idle or on interaction).
  const late = [...js.sources].filter((s) => /search-combobox|search-box\.client|@tanstack\/query-core|\/zod\/(?!v4\/(?:mini|core)\/)|\/app\/client\//.test(s))
  console.log(`late-loaded code in the first visit: ${late.length ? `YES (regression): ${late.join(', ')}` : 'none'}`)
  console.log(`home page HTML: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`)

  // The same pages from the in-process HTML cache (ADR 015, ADR 030): hits, the cached brotli bytes.
  await stop()
  server = start({})
  await waitForServer(`${BASE}/`, server)
  const cached = []
  for (const path of ['/pricing', '/ru/blog/browser-fingerprinting-explained', '/jp/solutions/e-commerce']) {
    const first = await fetch(BASE + path, { headers: { 'accept-encoding': 'br, gzip' } })
    await first.arrayBuffer()
    const times = []
    let state = ''
    let sent = 0
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now()
      const res = await fetch(BASE + path, { headers: { 'accept-encoding': 'br, gzip' } })
      await res.arrayBuffer()
      times.push(performance.now() - t)
      state = res.headers.get('x-cache') ?? 'none'
      sent = Number(res.headers.get('content-length'))
    }
    times.sort((a, b) => a - b)
    cached.push({
      path,
      'mean ms': (times.reduce((a, b) => a + b, 0) / times.length).toFixed(2),
      'p95 ms': times[Math.floor(times.length * 0.95)].toFixed(2),
      'sent KB (br)': (sent / 1024).toFixed(1),
      'x-cache': state,
    })
  }
  console.log('HTML cache hits (the cached bytes: no render, no compression):')
  console.table(cached)
} finally {
  await stop()
}

// Search in-process (a separate Node with --expose-gc, for the index memory): latency of one query
// over a language's whole index and the memory each index holds.
const search = spawn(process.execPath, ['--expose-gc', 'scripts/search-bench-runner.mjs'], { stdio: 'inherit' })
const [code] = await once(search, 'exit')
if (code !== 0) process.exitCode = 1

async function stop() {
  // Wait for the exit, so that a bench started right after finds the port free.
  if (server.exitCode === null && server.signalCode === null) {
    const exited = once(server, 'exit')
    server.kill()
    await exited
  }
}
