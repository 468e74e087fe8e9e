// npm run tap-latency: how soon a phone visitor's tap is answered while the page is still starting.
// Loads each page in Debian's Chromium as a phone (412×823, touch, the CPU slowed TAP_CPU times,
// default 4 as Lighthouse's mobile default), taps a control TAP_AFTER_MS after the first contentful
// paint (default 300), and measures, on the browser's clock, the time from the tap to the first frame
// that shows the answer (the control's new state: the burger's panel or the language list open, the
// search field focused): what the visitor waits. `TAP_CONTROLS` taps other controls (a peer's). A tap
// the page never answers counts as lost. TAP_RUNS page views per control (default 5); prints the
// median and the worst, how many views were answered within TAP_WITHIN_MS (default 200, the time a
// tap should take), and the median time the page's own handlers held the tap's pointerdown (the
// Event Timing API's processing time: React hydrating the rest of the page at once, when a tap on a
// control React has to see comes while it hydrates). Starts .output/server on a loopback port,
// or measures TAP_URL, a server it did not start. Run it on an idle machine.
/* global addEventListener, document, requestAnimationFrame, window -- the functions passed to the page run there */
import { chromium } from 'playwright-core'
import { median, PHONE, serveBuild, slowPhonePage } from './lab.ts'
import { waitForServer } from './wait-for-server.ts'

const PORT = Number(process.env.TAP_PORT ?? 40720)
const BASE = process.env.TAP_URL ?? `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.TAP_RUNS ?? 5)
const CPU = Number(process.env.TAP_CPU ?? 4)
const AFTER_MS = Number(process.env.TAP_AFTER_MS ?? 300)
const WITHIN_MS = Number(process.env.TAP_WITHIN_MS ?? 200)
const PAGES = process.env.TAP_PAGES?.split(',') ?? ['/', '/ru', '/blog/browser-fingerprinting-explained']

/**
 * The controls tapped, by name: the header's three, or `TAP_CONTROLS` (`name=selector;…`, e.g. a
 * peer's own button). A tap is answered when the control shows a new state: focus (a field), its
 * `aria-expanded`, its `<details>` open, or its text changed.
 */
const CONTROLS = process.env.TAP_CONTROLS
  ? Object.fromEntries(process.env.TAP_CONTROLS.split(';').map((pair) => pair.split(/=(.*)/s, 2)))
  : { burger: '.site-header__burger', 'language switcher': '.site-header .lang-switcher__toggle', 'search box': '.search-box__input' }

const server = await serveBuild(PORT, process.env.TAP_URL, { LOG_LEVEL: 'warn' })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })

/** Where a control is on a phone, from a page view that is not slowed. */
async function placeOf(path, selector) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(BASE + path)
  const box = await page
    .locator(selector)
    .locator('visible=true')
    .first()
    .boundingBox({ timeout: 5000 })
    .catch(() => null)
  await context.close()
  return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * One page view: the tap at first paint + AFTER_MS; how long until the answer was painted and how long
 * the page's handlers held its pointerdown (or null: lost).
 */
async function tapOnce(path, control, place) {
  const { context, page, cdp } = await slowPhonePage(browser, CPU)
  // The page notes the first paint, the tap's own time (its event's timeStamp, whenever the page gets
  // to it), the first frame after which the answer shows, all on the page's clock, and how long the
  // page's handlers ran for the tap's pointerdown (0 when too short for an Event Timing entry).
  await page.addInitScript(
    ({ selector }) => {
      const state = { fcp: 0, tap: 0, answer: 0, handlers: 0 }
      Object.assign(window, { __tap: state })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime
      }).observe({ type: 'paint', buffered: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'pointerdown') state.handlers = Math.max(state.handlers, entry.processingEnd - entry.processingStart)
      }).observe({ type: 'event', durationThreshold: 16, buffered: true })
      const control = () => [...document.querySelectorAll(selector)].find((element) => element.checkVisibility())
      const shown = (element) =>
        element && [element.textContent, element.getAttribute('aria-expanded'), element.closest('details')?.open, document.activeElement === element].join('|')
      let before
      addEventListener(
        'touchstart',
        (event) => {
          if (state.tap) return
          state.tap = event.timeStamp
          before = shown(control())
        },
        { capture: true, passive: true },
      )
      const frame = () => {
        if (state.tap && !state.answer && shown(control()) !== before) {
          // The frame after the change is the one that shows it.
          requestAnimationFrame(() => (state.answer = performance.now()))
          return
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    { selector: control },
  )
  const painted = new Promise((resolve) => cdp.on('Page.lifecycleEvent', (e) => e.name === 'firstContentfulPaint' && resolve()))
  await cdp.send('Page.enable')
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
  void page.goto(BASE + path).catch(() => {})
  await painted
  await new Promise((resolve) => setTimeout(resolve, AFTER_MS))
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [place] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  const result = await page
    .waitForFunction(() => window.__tap.answer > 0 && window.__tap, undefined, { timeout: 10_000, polling: 100 })
    .then((handle) => handle.jsonValue())
    .catch(() => null)
  await context.close()
  return result && { answer: Math.round(result.answer - result.tap), handlers: Math.round(result.handlers) }
}

try {
  await waitForServer(`${BASE}/`, server)
  const rows = []
  for (const path of PAGES) {
    for (const [name, control] of Object.entries(CONTROLS)) {
      const place = await placeOf(path, control)
      if (!place) continue
      const taps = []
      for (let i = 0; i < RUNS; i++) taps.push(await tapOnce(path, control, place))
      const answered = taps.filter((tap) => tap !== null)
      const times = answered.map((tap) => tap.answer)
      rows.push({
        page: path,
        control: name,
        'median ms': times.length ? median(times) : '-',
        'worst ms': times.length ? Math.max(...times) : '-',
        [`within ${WITHIN_MS} ms`]: `${times.filter((time) => time <= WITHIN_MS).length} of ${taps.length}`,
        lost: taps.length - answered.length,
        'handlers ms': times.length ? median(answered.map((tap) => tap.handlers)) : '-',
      })
    }
  }
  console.log(
    `A tap ${AFTER_MS} ms after the first paint, ${CPU}× CPU, ${RUNS} page views each: time to the frame that shows the answer, the views answered within ${WITHIN_MS} ms, and the page's handlers' time on its pointerdown`,
  )
  console.table(rows)
} finally {
  await browser.close()
  server?.kill()
}
