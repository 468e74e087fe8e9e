// npm run main-thread: the main thread's long tasks during a page view, on a phone-like CPU. Loads
// each page in Debian's Chromium (a 412×823 phone viewport, the CPU slowed MAIN_THREAD_CPU times,
// default 4 as Lighthouse's mobile default), records a trace for MAIN_THREAD_WAIT_MS after the
// load event (default 8000: the features that start when the page is idle, and the preloads of
// the links in view, included), MAIN_THREAD_RUNS times (default 5), and prints per page:
// - the blocking time after the first paint (Σ of each task's time over 50 ms, what Lighthouse's
//   TBT adds up, here measured rather than simulated) and the part of it after the load event;
// - the same blocking as the browser itself reports it, in as many page views with no trace running
//   (each after a traced one): the Long Animation Frames API's `blockingDuration`, summed over the
//   frames that start after the first paint, and over those after the load event. A trace has a
//   cost of its own (with Lighthouse's categories V8 collects source positions for the stacks they
//   record), and a frame counts its rendering with its longest task: the untraced figure is the one
//   a visitor's browser, and the field's INP attribution, would see;
// - every task over 50 ms after the load event, named by the script that ran it (the chunk's name
//   without its hash) or, for a task that ran none, by its heaviest work (layout, style, parse).
// The budget (docs/performance.md): no such task from code that runs after load. Starts .output/server
// on a loopback port, or measures MAIN_THREAD_URL, a server it did not start. Run it on an idle
// machine: a busy core stretches every task.
/* global window -- the functions passed to the page run there */
import { chromium } from 'playwright-core'
import { LAB_PAGES, median, serveBuild, slowPhonePage } from './lab.ts'
import { waitForServer } from './wait-for-server.ts'

const PORT = Number(process.env.MAIN_THREAD_PORT ?? 40700)
const BASE = process.env.MAIN_THREAD_URL ?? `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5)
const CPU = Number(process.env.MAIN_THREAD_CPU ?? 4)
const WAIT_MS = Number(process.env.MAIN_THREAD_WAIT_MS ?? 8000)
const PAGES = process.env.MAIN_THREAD_PAGES?.split(',') ?? LAB_PAGES
const LONG_MS = 50

const server = await serveBuild(PORT, process.env.MAIN_THREAD_URL)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })

/** A chunk's name without its content hash: `prefetch.client-B5bNUDUe.js` is `prefetch.client`. */
const chunkName = (url) => {
  const file = new URL(url, BASE).pathname.split('/').pop() ?? url
  return file.endsWith('.js') ? file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '') : file || 'document'
}

/** Who a task was: the first script it ran, else the kind of work it spent most on. */
function attribute(task, inside) {
  const script = inside.find(
    (e) =>
      (e.args?.data?.url || e.args?.data?.scriptName) &&
      /^(FunctionCall|EvaluateScript|v8\.evaluateModule|TimerFire|FireAnimationFrame|EventDispatch|v8\.compileModule)$/.test(e.name),
  )
  if (script) return `${chunkName(script.args.data.url || script.args.data.scriptName)} (${script.name})`
  const work = new Map()
  for (const e of inside)
    if (e.dur && /^(Layout|UpdateLayoutTree|ParseHTML|Paint|PrePaint|MinorGC|MajorGC|RunMicrotasks)$/.test(e.name))
      work.set(e.name, (work.get(e.name) ?? 0) + e.dur)
  const heaviest = [...work].sort((a, b) => b[1] - a[1])[0]
  return heaviest ? heaviest[0] : 'other'
}

/** One page view's trace: its tasks over 50 ms after the first paint, each with its phase and name. */
async function pageView(path) {
  const { context, page, cdp } = await slowPhonePage(browser, CPU)
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' })
  await page.goto(BASE + path, { waitUntil: 'load' })
  await page.waitForTimeout(WAIT_MS)
  await cdp.send('Tracing.end')
  await complete
  await context.close()

  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  const onMain = (e) => main.has(`${e.pid}:${e.tid}`)
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0
  const load =
    events
      .filter((e) => e.name === 'MarkLoad' && onMain(e))
      .map((e) => e.ts)
      .sort((a, b) => b - a)[0] ?? 0
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= firstPaint && e.dur > LONG_MS * 1000)
  return tasks.map((task) => {
    const inside = events
      .filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task)
      .sort((a, b) => a.ts - b.ts)
    return { ms: task.dur / 1000, afterLoad: task.ts >= load, at: Math.round((task.ts - firstPaint) / 1000), by: attribute(task, inside) }
  })
}

/**
 * One page view with no trace: the blocking after the first paint as the page's own Long Animation
 * Frames report it, in all and after the load event.
 */
async function untracedView(path) {
  const { context, page } = await slowPhonePage(browser, CPU)
  await page.addInitScript(() => {
    const frames = []
    Object.defineProperty(window, '__longFrames', { value: frames })
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) frames.push({ start: frame.startTime, blocking: frame.blockingDuration })
    }).observe({ type: 'long-animation-frame', buffered: true })
  })
  await page.goto(BASE + path, { waitUntil: 'load' })
  await page.waitForTimeout(WAIT_MS)
  const { frames, firstPaint, load } = await page.evaluate(() => ({
    frames: window.__longFrames,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
  }))
  await context.close()
  const sum = (from) => Math.round(frames.filter((f) => f.start >= from).reduce((total, f) => total + f.blocking, 0))
  return { blocking: sum(firstPaint), afterLoad: sum(load) }
}

try {
  if (server) await waitForServer(`${BASE}/`, server)
  const rows = []
  const lines = []
  for (const path of PAGES) {
    const views = []
    const untraced = []
    for (let i = 0; i < RUNS; i++) {
      views.push(await pageView(path))
      untraced.push(await untracedView(path))
    }
    const blocking = (tasks) => Math.round(tasks.reduce((sum, t) => sum + t.ms - LONG_MS, 0))
    rows.push({
      path,
      'blocking after first paint, ms': median(views.map(blocking)),
      'of it after load, ms': median(views.map((v) => blocking(v.filter((t) => t.afterLoad)))),
      'no trace: blocking after first paint, ms': median(untraced.map((v) => v.blocking)),
      'no trace: of it after load, ms': median(untraced.map((v) => v.afterLoad)),
      'tasks over 50 ms after load': median(views.map((v) => v.filter((t) => t.afterLoad).length)),
    })
    for (const [i, view] of views.entries()) {
      const late = view.filter((t) => t.afterLoad)
      if (late.length) lines.push(`${path} run ${i + 1}: ${late.map((t) => `${Math.round(t.ms)} ms ${t.by} @${t.at}`).join(', ')}`)
    }
  }
  console.log(`Main thread, ${RUNS} page views per page, CPU slowed ${CPU}×, medians, against ${BASE}:`)
  console.table(rows)
  console.log('Tasks over 50 ms after the load event (ms after the first paint):')
  for (const line of lines) console.log(`  ${line}`)
} finally {
  await browser.close()
  server?.kill()
}
