import type { Page, Request } from '@playwright/test'
import { PRELOAD_BATCH_MS } from '#src/shell/timings'
import { IDLE_FLUSH_MS } from '#src/tracking/constants'
import { expect, hydrated, test } from './fixtures'

// What a page view costs the server (ADR 022): a visitor who only looks makes a handful
// of data requests however many links are in view, a preload is one request, and the responses are
// public, so the in-process cache serves a second visitor's identical request without a loader.

/** The most server-function requests a page view with no interaction may make in its first 8 s. */
const IDLE_BUDGET = 8
const IDLE_MS = 8000

const isCall = (req: Request) => new URL(req.url()).pathname.startsWith('/_serverFn/')
/** Page data travels in `getPages` calls: the only calls whose input has `pages`. */
const isPageDataUrl = (url: string) => decodeURIComponent(url).includes('"pages"')
const isPageData = (req: Request) => isCall(req) && isPageDataUrl(req.url())

/** Lets the browser's clock run for `ms`, a step at a time, letting the network respond between steps. */
async function idleFor(page: Page, ms: number) {
  for (let t = 0; t < ms; t += 250) {
    await page.clock.runFor(250)
    // A round trip after each step: whatever the step's timers started is on its way before it.
    await page.evaluate(() => fetch('/builds/latest.json?sentinel=1').then((r) => r.text()))
  }
}

/** Lets the browser's clock run, as idleFor does, until `done` holds; fails after 30 s of the page's time. */
async function idleUntil(page: Page, done: () => Promise<boolean>, limitMs = 30_000) {
  for (let t = 0; !(await done()); t += 250) {
    if (t >= limitMs) throw new Error(`still waiting after ${limitMs} ms of the page's clock`)
    await idleFor(page, 250)
  }
}

async function openIdle(page: Page, path: string) {
  await page.clock.install()
  await page.goto(path)
  await hydrated(page)
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const path of ['/pricing', '/blog', '/ru', '/jp/blog/browser-fingerprinting-explained']) {
    test(`an idle view of ${path} at ${viewport.width} px makes at most ${IDLE_BUDGET} server-function requests in ${IDLE_MS / 1000} s`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const calls: string[] = []
      page.on('request', (req) => {
        if (isCall(req)) calls.push(req.url())
      })
      await openIdle(page, path)
      await idleFor(page, IDLE_MS)
      // The links in view were preloaded (else the budget would hold for the wrong reason)…
      expect(calls.filter(isPageDataUrl).length).toBeGreaterThan(0)
      // …in a few requests, not one or three per link.
      expect(calls.length, calls.map((u) => decodeURIComponent(u).slice(0, 160)).join('\n')).toBeLessThanOrEqual(IDLE_BUDGET)
    })
  }
}

test('an idle page view goes quiet: every request it starts finishes, the tracking and attribution posts included', async ({ page }) => {
  // Chromium counts a POST whose response is never read as still loading: the page's network never
  // went quiet, and Lighthouse timed out waiting for it (45 s) on every page.
  const open = new Map<Request, string>()
  page.on('request', (req) => open.set(req, `${req.method()} ${new URL(req.url()).pathname}`))
  page.on('requestfinished', (req) => open.delete(req))
  page.on('requestfailed', (req) => open.delete(req))
  const posts: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(new URL(req.url()).pathname)
  })
  await openIdle(page, '/pricing')
  // Tracking starts once the page is idle, after its chunk and its config arrive: on a busy machine
  // that can be several of idleFor's steps, and the queue's flush timer starts only then.
  await idleUntil(page, () =>
    page
      .locator('html[data-tracking]')
      .count()
      .then((n) => n > 0),
  )
  // Past the tracking queue's idle flush: the page view's event goes out as a POST.
  await idleFor(page, IDLE_FLUSH_MS + 1000)
  expect(posts).toEqual(expect.arrayContaining(['/api/collect', '/collector/client/record-data/log']))
  await expect.poll(() => [...open.values()]).toEqual([])
})

test('preloading a route costs one data request, and the navigation that follows costs none', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await openIdle(page, '/pricing')
  await idleFor(page, 3000)
  const calls: string[] = []
  page.on('request', (req) => {
    if (isCall(req)) calls.push(decodeURIComponent(req.url()))
  })
  // A page whose link was out of view until now: hovering it is the visitor's intent (the links that
  // come into view with it are preloaded too, in the same request or the next).
  const faq = page.locator('footer a[href="/faq"]').first()
  await faq.hover()
  await idleFor(page, 1500)
  const forFaq = () => calls.filter((url) => url.includes('"s":"faq"'))
  expect(forFaq()).toHaveLength(1)
  expect(calls.every(isPageDataUrl)).toBe(true)
  await faq.click()
  await expect(page.locator('h1')).toHaveText('Frequently asked questions')
  // The navigation used what the preload fetched: no second request for its page. (Links still
  // waiting in the preload queue, at most 4 at a time, may go on loading theirs meanwhile.)
  expect(forFaq()).toHaveLength(1)
  expect(calls.every(isPageDataUrl)).toBe(true)
})

test('a page-data response is public, and a second identical request is served from the cache', async ({ page, request }) => {
  await openIdle(page, '/pricing')
  const asked = page.waitForRequest(isPageData)
  await page.locator('main a[href="/alternatives"]').first().hover()
  await page.clock.runFor(PRELOAD_BATCH_MS)
  const url = (await asked).url()
  // The build id in the input only makes the URL differ per build (it is not checked): a value of
  // this test's own gives a request nobody has made before.
  const { id } = (await (await request.get('/builds/latest.json')).json()) as { id: string }
  const fresh = url.replaceAll(id, `test-${Date.now()}`)
  expect(fresh).not.toBe(url)
  // As the browser sends it: Start refuses calls that do not say they come from the site itself.
  const headers = { 'sec-fetch-site': 'same-origin' }
  const first = await request.get(fresh, { headers })
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+/)
  expect(first.headers()['x-cache']).toBe('MISS')
  const second = await request.get(fresh, { headers })
  expect(second.headers()['x-cache']).toBe('HIT')
  expect(await second.text()).toBe(await first.text())
})
