import { spawn } from 'node:child_process'
import { test as withConsoleErrors, type Page, type Request } from '@playwright/test'
import { BUILD_POLL_MS, BUILD_RECHECK_HIDDEN_MS } from '#src/shell/timings'
import { RELOAD_GUARD_KEY } from '#src/shell/reload-guard'
import { expect, hydrated, test } from './fixtures'
import { freePort } from '../fixtures/free-port'

// Deploy-safe navigation (SPEC 4, 7, 8; ADR 010). A "new deploy" is simulated by responding to
// /builds/latest.json with another id and, where a chunk must be gone, by responding to it with a 404.

const NEW_BUILD = { id: 'the-next-build', timestamp: 1 }

// The failure scenarios log errors on purpose (the failed chunk, the error screen's log): they use
// Playwright's plain test rather than the fixture that fails on any console error, and check the
// logs they expect themselves.
const failureTest = withConsoleErrors

/** Responds to /builds/latest.json with a build id other than the page's; returns the polled URLs. */
async function announceNewBuild(page: Page): Promise<string[]> {
  const polls: string[] = []
  await page.route('**/builds/latest.json*', (route) => {
    polls.push(route.request().url())
    return route.fulfill({ json: NEW_BUILD, headers: { 'cache-control': 'no-cache' } })
  })
  return polls
}

/** The URLs of the documents the tab loads (full page loads, not in-app navigations). */
function documentLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('request', (req: Request) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) loads.push(new URL(req.url()).pathname)
  })
  return loads
}

/**
 * Opens `path` and waits until the deploy module (a chunk of its own, loaded after the router) and,
 * with `prefetch`, the prefetch module (loaded when idle) have arrived.
 */
async function open(page: Page, path: string, { prefetch = false } = {}) {
  const modules = [page.waitForResponse(/\/assets\/deploy\.client-[^/]+\.js$/)]
  if (prefetch) modules.push(page.waitForResponse(/\/assets\/prefetch\.client-[^/]+\.js$/))
  await page.goto(path)
  await Promise.all(modules)
  await page.locator('html[data-deploy-watch]').waitFor({ state: 'attached' })
  // Links navigate inside the app once the page is hydrated (after its catalog loaded, ADR 016).
  await hydrated(page)
  await page.waitForLoadState('load')
}

test('the build publishes latest.json (no-cache) and its immutable app manifest', async ({ request }) => {
  const latest = await request.get('/builds/latest.json')
  expect(latest.status()).toBe(200)
  expect(latest.headers()['cache-control']).toBe('no-cache')
  const build = (await latest.json()) as { id: string; timestamp: number }
  expect(build.id).toMatch(/^[A-Za-z0-9_-]+$/)
  expect(build.timestamp).toBeGreaterThan(0)

  const meta = await request.get(`/builds/meta/${build.id}.json`)
  expect(meta.headers()['cache-control']).toContain('immutable')
  const manifest = (await meta.json()) as { id: string; matcher: { static: Record<string, unknown> }; prerendered: string[] }
  expect(manifest.id).toBe(build.id)
  expect(manifest.matcher.static['/Pricing']).toEqual({ redirect: { to: '/pricing', statusCode: 301 } })
  expect(manifest.prerendered).toEqual([])

  const unknown = await request.get('/builds/meta/no-such-build.json')
  expect(unknown.status()).toBe(404)
  expect(unknown.headers()['cache-control']).toBe('no-store')
})

test('the hourly poll finds a new build, and the next link click loads its target as a document', async ({ page }) => {
  await page.clock.install()
  const polls = await announceNewBuild(page)
  const loads = documentLoads(page)
  await open(page, '/')
  const link = page.locator('main a[href="/pricing"]').first()

  // Within the hour nothing is asked.
  await page.clock.fastForward(BUILD_POLL_MS - 60_000)
  expect(polls).toEqual([])

  const signalled = page.waitForEvent('console', (m) => m.text().includes('the next navigation loads a full page'))
  await page.clock.fastForward(60_000)
  await signalled
  expect(polls).toHaveLength(1)
  const now = await page.evaluate(() => Date.now())
  const asked = Number(new URL(polls[0]!).searchParams.get('timestamp'))
  expect(asked).toBeGreaterThan(now - 60_000)
  expect(asked).toBeLessThanOrEqual(now)

  await link.click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.locator('h1')).toHaveText('Pricing')
  expect(loads).toEqual(['/', '/pricing'])
})

test('without a new build, a link click stays an in-app navigation', async ({ page }) => {
  const loads = documentLoads(page)
  await open(page, '/')
  await page.locator('main a[href="/pricing"]').first().click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.locator('h1')).toHaveText('Pricing')
  expect(loads).toEqual(['/'])
})

test('a tab that comes back after a while asks for the latest build at once', async ({ page }) => {
  await page.clock.install()
  const polls = await announceNewBuild(page)
  await open(page, '/')
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { value: s, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)

  // A short switch away is not "a while".
  await setVisibility('hidden')
  await page.clock.fastForward(1000)
  await setVisibility('visible')
  expect(polls).toEqual([])

  await setVisibility('hidden')
  await page.clock.fastForward(BUILD_RECHECK_HIDDEN_MS)
  await setVisibility('visible')
  await expect.poll(() => polls.length).toBe(1)
  expect(polls[0]).toMatch(/\/builds\/latest\.json\?timestamp=\d+$/)
})

failureTest('a route chunk gone after a new deploy reloads the page once, and not again within 10 s', async ({ page }) => {
  await announceNewBuild(page)
  const loads = documentLoads(page)
  await page.route('**/assets/about-us-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }))
  await open(page, '/')

  const refused = page.waitForEvent('console', { predicate: (m) => m.text().includes('not reloading'), timeout: 20_000 })
  // A click without hover or scroll: no prefetch touches the chunk before the navigation does.
  await page
    .locator('a[href="/about-us"]')
    .first()
    .evaluate((a: HTMLAnchorElement) => a.click())
  // The navigation's chunk fails → the manifest shows a new build → one reload at the target. Its
  // hydration needs the same chunk, fails again within 10 s, and the guard refuses a second reload.
  await refused
  expect(loads).toEqual(['/', '/about-us'])
  await expect(page.locator('.error-screen')).toBeVisible()
  const guard = await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY)
  expect(JSON.parse(guard!)).toMatchObject({ path: '/about-us' })
})

failureTest('a route chunk that fails without a new build shows the error screen, no reload', async ({ page }) => {
  const loads = documentLoads(page)
  await page.route('**/assets/about-us-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }))
  const checked = page.waitForResponse(/\/builds\/latest\.json\?timestamp=/)
  await open(page, '/')
  await page
    .locator('a[href="/about-us"]')
    .first()
    .evaluate((a: HTMLAnchorElement) => a.click())
  await checked
  await expect(page.locator('.error-screen')).toBeVisible()
  expect(loads).toEqual(['/'])
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY)).toBeNull()
})

failureTest('a route chunk that fails once the visitor is leaving the page is no failure: no report, no reload', async ({ page }) => {
  // Firefox and WebKit cut a page's chunks off when it is left and tell the page (tests/engines/);
  // Chromium does not, so here the chunk fails for real while the next document is still on its way,
  // which is the same moment for the page: it is being left (app/lib/page-exit.ts).
  const logs: string[] = []
  page.on('console', (m) => logs.push(m.text()))
  const checks: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/builds/latest.json')) checks.push(req.url())
  })
  await announceNewBuild(page)
  const loads = documentLoads(page)
  let failChunk = () => {}
  const chunkAsked = new Promise<void>((asked) =>
    page.route('**/assets/about-us-*.js', (route) => {
      failChunk = () => void route.fulfill({ status: 404, body: 'gone' })
      asked()
    }),
  )
  let sendPricing = () => {}
  const pricingAsked = new Promise<void>((asked) =>
    page.route('**/pricing?leaving', (route) => {
      sendPricing = () => void route.continue()
      asked()
    }),
  )
  await open(page, '/')
  // The page being left still runs and sees the failure: it says so on the console (a locator or an
  // evaluation would wait for the pending navigation).
  await page.evaluate(() => addEventListener('vite:preloadError', () => console.info('[test] preload error raised')))
  await page
    .locator('a[href="/about-us"]')
    .first()
    .evaluate((a: HTMLAnchorElement) => a.click())
  await chunkAsked
  // The visitor goes elsewhere: the next document is asked for (after beforeunload) and held.
  await page.evaluate(() => window.location.assign('/pricing?leaving'))
  await pricingAsked
  const raised = page.waitForEvent('console', (m) => m.text() === '[test] preload error raised')
  failChunk()
  await raised
  sendPricing()
  await expect(page.locator('h1')).toHaveText('Pricing')
  // …and neither logs it, nor asks for the latest build, nor reloads.
  expect(logs.filter((l) => l.includes('[deploy]') || l.includes('Application error'))).toEqual([])
  expect(checks).toEqual([])
  expect(loads).toEqual(['/', '/pricing'])
})

failureTest('a language catalog that fails to load is logged and the page keeps working', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (m) => logs.push(m.text()))
  const loads = documentLoads(page)
  await page.route('**/assets/catalog-ru-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }))
  await open(page, '/pricing')
  await page.locator('header .lang-switcher__toggle').click()
  await page.locator('header a[hreflang="ru-RU"]').click()
  await expect(page).toHaveURL(/\/ru\/pricing$/)
  await expect.poll(() => logs.some((l) => l.includes('Failed locale loading'))).toBe(true)
  // Still in the language it had, and still navigating inside the app.
  await expect(page.locator('h1')).toHaveText('Pricing')
  await expect(page.locator('.error-screen')).toHaveCount(0)
  const home = page.locator('header a.brand')
  const target = await home.getAttribute('href')
  await home.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator('main')).toBeVisible()
  expect(loads).toEqual(['/pricing'])
  expect(logs.filter((l) => l.includes('Application error'))).toEqual([])
})

/**
 * Opens the home page, hovers a link to /download and lets links in view pass their 1 s; returns
 * the requests for the /download route's chunk, counted from the start: a preload always fetches
 * its route's code (loader calls are server functions that other features call too).
 */
async function prefetchesOnHome(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname
    if (/^\/assets\/download-[A-Za-z0-9_-]{8}\.js$/.test(path)) seen.push(path)
  })
  await page.clock.install()
  await open(page, '/', { prefetch: true })
  await page.locator('main a[href="/download"]').first().hover()
  await page.clock.runFor(2000)
  // A request made after all that: whatever the hover or the timers started was issued before it.
  await page.evaluate(() => fetch('/builds/latest.json?sentinel=1').then((r) => r.text()))
  return seen
}

test('prefetch: a hovered link (or one in view for 1 s) has its route preloaded', async ({ page }) => {
  const seen = await prefetchesOnHome(page)
  await expect.poll(() => seen.some((p) => p.startsWith('/assets/download-'))).toBe(true)
})

test('prefetch: with Save-Data no prefetch request is made', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  // Chromium's own Save-Data emulation: navigator.connection.saveData and the Save-Data header.
  await cdp.send('Emulation.setDataSaverOverride' as 'Emulation.setAutoDarkModeOverride', { dataSaverEnabled: true } as never)
  const seen = await prefetchesOnHome(page)
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true)
  expect(seen).toEqual([])
})

failureTest('a manifest that cannot be fetched is logged and means no route rules', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (m) => logs.push(m.text()))
  await page.route('**/builds/meta/*.json', (route) => route.fulfill({ status: 500, body: 'down' }))
  const metaAsked = page.waitForResponse(/\/builds\/meta\/[^/]+\.json$/)
  await open(page, '/')
  await metaAsked
  await expect.poll(() => logs.some((l) => l.includes('fetching the app manifest failed: route rules treated as empty'))).toBe(true)
  await page.locator('main a[href="/pricing"]').first().click()
  await expect(page.locator('h1')).toHaveText('Pricing')
  expect(logs.filter((l) => l.includes('Application error'))).toEqual([])
})

test('a language expected on a host of its own without one is a console warning at start-up', async () => {
  const port = await freePort()
  const server = spawn('node_modules/.bin/node', ['.output/server/index.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOCALE_ORIGINS: 'ru=https://ru.example.com' },
  })
  try {
    let output = ''
    const listening = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (/Listening on/.test(output)) resolve()
      }
      server.stdout.on('data', read)
      server.stderr.on('data', read)
      server.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)))
    })
    await listening
    const before = output.slice(0, output.indexOf('Listening on'))
    expect(before).toContain('Missing locale domain: LOCALE_ORIGINS has no origin for zh')
  } finally {
    server.kill()
  }
})

failureTest('a page whose own deploy module is gone reloads once into the live build', async ({ page }) => {
  const loads = documentLoads(page)
  await page.route('**/assets/deploy.client-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }))
  const refused = page.waitForEvent('console', { predicate: (m) => m.text().includes('not reloading'), timeout: 20_000 })
  await page.goto('/pricing')
  // The reloaded page fails the same way within 10 s: the guard keeps it on the page.
  await refused
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY)).toContain('"/pricing"')
  await expect(page.locator('h1')).toHaveText('Pricing')
  expect(loads).toEqual(['/pricing', '/pricing'])
})

test('prefetch: links still waiting for their 1 s are not preloaded once the visitor switched language', async ({ page }) => {
  const catalogs: string[] = []
  page.on('request', (req) => {
    const m = /\/assets\/catalog-([a-z]+)-/.exec(req.url())
    if (m) catalogs.push(m[1]!)
  })
  await page.clock.install()
  await open(page, '/pricing', { prefetch: true })
  // English links in view have started their 1 s; switch to Russian before it ends.
  await page.locator('header .lang-switcher__toggle').click()
  await page.locator('header a[hreflang="ru-RU"]').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  await page.clock.runFor(3000)
  await page.evaluate(() => fetch('/builds/latest.json?sentinel=1').then((r) => r.text()))
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  // The page's own catalog (ADR 016), then the one of the switch: none preloaded by the English links.
  expect(catalogs).toEqual(['en', 'ru'])
})
