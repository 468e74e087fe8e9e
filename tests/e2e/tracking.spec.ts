import type { BrowserContext, Page, Request } from '@playwright/test'
import { IDLE_FLUSH_MS, INVITE_KEY, REF_COOKIE, REFERRER_COOKIE, SOURCE_KEY } from '#src/tracking/constants'
import { TRACKING_DIR } from '../../playwright.config'
import { expect, hydrated, storedEvents, test } from './fixtures'

// SPEC 3/4/7's tracking end to end, against the embedded collector: what the browser sends is read
// back with `npm run events -- --json`, decrypted by the collector. Timers run on the browser's clock.
const T0 = new Date('2026-11-25T08:00:00Z').getTime()
/** requestIdleCallback's timeout in app/lib/idle.ts: by then the tracking module has started. */
const IDLE_MS = 2000

interface Stored {
  kind: string
  id: string
  [field: string]: unknown
}

/** What the embedded collector of the main test server stored. */
const events = () => storedEvents<Stored>(TRACKING_DIR)

const collects = (page: Page) => {
  const seen: Request[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/collect') seen.push(r)
  })
  return seen
}

/** Opens a page with the clock paused and lets the idle-loaded tracking start. */
async function openTracked(page: Page, url: string) {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T0 + 60_000)
  await page.goto(url)
  await hydrated(page)
  await page.clock.runFor(IDLE_MS)
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
}

const responseOf = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/collect')

test('a click on the download CTA arrives decrypted after the idle flush, with its element and common fields', async ({ page }) => {
  // A system the download helper makes no guess for (Chrome OS): the CTA stays the link to the
  // download page (for a known system it starts the installer download, tests/e2e/download.spec.ts).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined, configurable: true })
    Object.defineProperty(Navigator.prototype, 'userAgent', {
      get: () => 'Mozilla/5.0 (X11; CrOS x86_64 15917.71.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      configurable: true,
    })
  })
  const sent = collects(page)
  await openTracked(page, '/')
  await page.locator('[data-track="home-hero-download"]').click()
  await page.waitForURL('**/download')
  // The landing's view, the click and the download page's view (recorded once it rendered).
  await expect.poll(async () => (await queuedIds(page)).length).toBe(3)
  await page.clock.runFor(IDLE_FLUSH_MS - 200)
  expect(sent, 'nothing before 10 s without a new event').toHaveLength(0)
  const response = responseOf(page)
  await page.clock.runFor(400)
  const res = await response
  expect(res.status()).toBe(200)

  // The beacon is a form with _t and _a and no readable event text.
  const body = new URLSearchParams(sent[0]!.postData() ?? '')
  expect([...body.keys()]).toEqual(['_t', '_a'])
  expect(sent[0]!.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
  expect(sent[0]!.postData()).not.toMatch(/home-hero-download|click|Download/)

  const click = events().find((e) => e.kind === 'click' && e.element_key === 'home-hero-download')
  expect(click).toMatchObject({
    element_content: 'Download for free',
    element_type: 'a',
    element_target_url: expect.stringMatching(/\/download$/),
    element_class: expect.stringContaining('btn'),
    url: expect.stringMatching(/\/$/),
    title: expect.any(String),
  })
  const comm = click!.comm as Record<string, unknown>
  const deviceId = (await page.context().cookies()).find((c) => c.name === 'device_id')!
  expect(comm).toMatchObject({
    device_id: deviceId.value,
    ua: await page.evaluate(() => navigator.userAgent),
    os_: 0,
    screen_width: 1280,
    screen_dpr: 1,
    op_page: expect.stringMatching(/\/download$/),
  })
  // All 21 common fields of SPEC 3 arrive, the batch's own op_res/op_obj_type/op_obj_value included.
  expect(Object.keys(comm).sort()).toEqual([
    'app_version',
    'device_brand',
    'device_id',
    'device_model',
    'js_version',
    'login_ip',
    'network_type',
    'op_obj_type',
    'op_obj_value',
    'op_page',
    'op_proxy',
    'op_res',
    'os_',
    'proxy_ip',
    'screen_dpr',
    'screen_height',
    'screen_width',
    'ua',
    'user_id',
    'user_info',
    'webrtc_ip',
  ])
  expect(comm).toMatchObject({ op_res: 0, op_obj_type: '', op_obj_value: '' })
  // The device id lasts 360 days.
  expect(deviceId.expires * 1000 - T0).toBeGreaterThan(359 * 86_400_000)
  // The landing's view and the download page's view, triggered by that button.
  const views = events().filter((e) => e.kind === 'view' && (e.comm as { device_id?: string } | undefined)?.device_id === deviceId.value)
  expect(views.find((v) => String(v.url).endsWith('/download'))).toMatchObject({
    trigger_button: 'home-hero-download',
    load_result: 'success',
    type: expect.stringContaining('download'),
  })
})

test('20 events go out in one batch; a click that leaves the site goes at once', async ({ page }) => {
  const sent = collects(page)
  await openTracked(page, '/pricing')
  // The page view is the first event; 19 clicks make 20.
  const response = responseOf(page)
  for (let i = 0; i < 19; i++) await page.locator(`[data-track="pricing-${i % 2 ? 'monthly' : 'annual'}"]`).click()
  expect((await response).status()).toBe(200)
  expect(sent).toHaveLength(1)
  const device = (await page.context().cookies()).find((c) => c.name === 'device_id')!.value
  const mine = () => events().filter((e) => (e.comm as { device_id?: string } | undefined)?.device_id === device)
  await expect.poll(() => mine().length).toBe(20)

  // A synchronous event: the sign-up link leaves for the app; its click is sent without waiting.
  await page.route('https://app.profiledeck.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>app</title>' }))
  const atOnce = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/collect')
  await page.locator('header [data-track="header-register"]').click()
  await atOnce
  expect(sent).toHaveLength(2)
})

async function recordClicks(page: Page, n: number) {
  for (let i = 0; i < n; i++) await page.locator(`[data-track="pricing-${i % 2 ? 'monthly' : 'annual'}"]`).click()
}

function queuedIds(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('pd:track-queue:'))
      .flatMap((k) => (JSON.parse(localStorage.getItem(k) ?? '[]') as { id: string }[]).map((e) => e.id)),
  )
}

/** Chromium logs each refused request; with the collector down on purpose, those lines are expected. */
const refusedOnly = (errors: string[]) => {
  const rest = errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_FAILED/.test(e))
  errors.splice(0, errors.length, ...rest)
}

test('events queued while the collector is down are delivered once after a reload, and leave the queue', async ({ page, consoleErrors }) => {
  await page.route('**/api/collect', (route) => route.abort('connectionrefused'))
  await openTracked(page, '/pricing')
  await recordClicks(page, 3)
  await page.clock.runFor(IDLE_FLUSH_MS + 100)
  const ids = await queuedIds(page)
  expect(ids).toHaveLength(4) // the view and three clicks, kept after the failed send
  await page.unroute('**/api/collect')
  const delivered = responseOf(page)
  await page.reload()
  await hydrated(page)
  await page.clock.runFor(IDLE_MS)
  // The clock is paused: tracking starts once its code has loaded after idle, and its flush timer
  // runs only when the clock does, so run it past the flush once tracking is there (a slow machine
  // loaded the code after the first run, and the queue waited for a clock that never moved).
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
  await page.clock.runFor(IDLE_FLUSH_MS + 100)
  await delivered
  await expect.poll(() => events().filter((e) => ids.includes(e.id)).length).toBe(4)
  const all = events().map((e) => e.id)
  for (const id of ids) expect(all.filter((x) => x === id)).toHaveLength(1)
  await expect.poll(async () => (await queuedIds(page)).filter((id) => ids.includes(id))).toEqual([])
  refusedOnly(consoleErrors)
})

test('two tabs recording at the same time lose nothing', async ({ context, consoleErrors }) => {
  await context.route('**/api/collect', (route) => route.abort('connectionrefused'))
  const open = async () => {
    const p = await context.newPage()
    await openTracked(p, '/pricing')
    return p
  }
  const [a, b] = [await open(), await open()]
  await Promise.all([recordClicks(a, 3), recordClicks(b, 4)])
  await a.clock.runFor(IDLE_FLUSH_MS + 100)
  await b.clock.runFor(IDLE_FLUSH_MS + 100)
  // Neither tab overwrote the other's persisted queue.
  const ids = [...new Set([...(await queuedIds(a)), ...(await queuedIds(b))])]
  expect(ids).toHaveLength(2 + 3 + 4)
  await a.close()
  await b.close()
  await context.unroute('**/api/collect')
  // A later page adopts both closed tabs' queues and sends them.
  const c = await context.newPage()
  await openTracked(c, '/faq')
  await expect.poll(() => events().filter((e) => ids.includes(e.id)).length, { timeout: 15_000 }).toBe(ids.length)
  refusedOnly(consoleErrors)
})

test('a referral landing sets __REF for 7 days, decorates sign-up links and records the source and the code', async ({ page, context }) => {
  await openTracked(page, '/?c_v=ABC123&utm_source=x&utm_medium=y')
  const ref = (await context.cookies()).find((c) => c.name === REF_COOKIE)
  expect(ref?.value).toBe('ABC123')
  const days = (ref!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(6.9)
  expect(days).toBeLessThanOrEqual(7.01)
  const href = new URL((await page.locator('header [data-track="header-register"]').getAttribute('href'))!)
  expect(href.searchParams.get('invite_code')).toBe('ABC123')
  expect(href.searchParams.get('rel')).toBe('official_website')
  expect(href.searchParams.get('from')).toBe(page.url())
  await expect.poll(() => events().some((e) => e.kind === 'ref' && e.c_v === 'ABC123')).toBe(true)
  await expect
    .poll(() => events().find((e) => e.kind === 'source' && (e.source_data as { utm_source?: string }).utm_source === 'x'))
    .toMatchObject({ source_data: { utm_medium: 'y', page_url: expect.stringContaining('c_v=ABC123') } })
  await expect.poll(() => events().some((e) => e.kind === 'fingerprint')).toBe(true)
  // The code follows client navigations, with `from` updated.
  await page.locator('[data-track="home-hero-pricing"]').click()
  await page.waitForURL('**/pricing')
  await expect(page.locator('header [data-track="header-register"]')).toHaveAttribute('href', /from=http%3A%2F%2Flocalhost%3A\d+%2Fpricing&invite_code=ABC123/)
})

test("the first external referrer is kept in _POWER_REFERRER for 365 days; later ones and the site's own do not replace it", async ({ page, context }) => {
  const first = 'https://search.example/?q=antidetect'
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T0 + 60_000)
  await page.goto('/pricing', { referer: first })
  await hydrated(page)
  await page.clock.runFor(IDLE_MS)
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
  const referrerCookie = async () => (await context.cookies()).find((c) => c.name === REFERRER_COOKIE)
  await expect.poll(async () => (await referrerCookie())?.value).toBe(encodeURIComponent(first))
  const days = ((await referrerCookie())!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364.9)
  expect(days).toBeLessThanOrEqual(365.01)
  // Another site later: the first one stays.
  await page.goto('/faq', { referer: 'https://other.example/' })
  await hydrated(page)
  await page.clock.runFor(IDLE_MS)
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
  expect((await referrerCookie())?.value).toBe(encodeURIComponent(first))
})

test('an own-site referrer is no source: no _POWER_REFERRER', async ({ page, context, baseURL }) => {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T0 + 60_000)
  await page.goto('/pricing', { referer: `${baseURL}/blog` })
  await hydrated(page)
  await page.clock.runFor(IDLE_MS)
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
  expect((await context.cookies()).find((c) => c.name === REFERRER_COOKIE)).toBeUndefined()
})

test("without a code in the URL, sign-up links carry the __REF cookie's code, else the stored one; a malformed one is ignored", async ({
  browser,
  baseURL,
}) => {
  /** The invite code on the header's sign-up link of /pricing, for a visitor with this cookie and stored code. */
  const inviteFor = async ({ cookie, stored }: { cookie?: string; stored?: string }) => {
    const context = await browser.newContext({ baseURL })
    try {
      if (cookie) await context.addCookies([{ name: REF_COOKIE, value: cookie, url: baseURL! }])
      if (stored) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [INVITE_KEY, stored] as const)
      const page = await context.newPage()
      await openTracked(page, '/pricing')
      const href = (await page.locator('header [data-track="header-register"]').getAttribute('href'))!
      return new URL(href).searchParams.get('invite_code')
    } finally {
      await context.close()
    }
  }
  expect(await inviteFor({ stored: 'STORED7' })).toBe('STORED7')
  expect(await inviteFor({ cookie: 'COOKIE7', stored: 'STORED7' })).toBe('COOKIE7')
  expect(await inviteFor({ stored: 'not a code!' })).toBeNull()
})

test('a landing with only a new referrer records the stored source with both referrers', async ({ page }) => {
  const storedSource = {
    referer: ['https://first.example/'],
    source_data: {
      page_url: 'http://localhost/?utm_source=stored1',
      source: '',
      callback: '',
      utm_source: 'stored1',
      utm_medium: 'm',
      utm_term: '',
      utm_content: '',
      utm_campaign: '',
      bd_vid: '',
    },
  }
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SOURCE_KEY, JSON.stringify(storedSource)] as const)
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T0 + 60_000)
  await page.goto('/pricing', { referer: 'https://second.example/' })
  await hydrated(page)
  await page.clock.runFor(IDLE_MS)
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
  await expect
    .poll(() => events().find((e) => e.kind === 'source' && (e.source_data as { utm_source?: string }).utm_source === 'stored1'))
    .toMatchObject({ referer: ['https://first.example/', 'https://second.example/'], source_data: { utm_medium: 'm' } })
})

for (const failure of ['network', '500'] as const) {
  test(`record-source and the fingerprint log failing (${failure}) stay silent: no error, no toast, the page works`, async ({ page, consoleErrors }) => {
    const isAttribution = (url: string | URL) => /\/(sys\/user\/passport\/record-source|client\/record-data\/log)$/.test(new URL(url).pathname)
    const settled: string[] = []
    page.on('requestfailed', (r) => isAttribution(r.url()) && settled.push(new URL(r.url()).pathname))
    page.on('requestfinished', (r) => isAttribution(r.url()) && settled.push(new URL(r.url()).pathname))
    await page.route(isAttribution, (route) => (failure === 'network' ? route.abort('failed') : route.fulfill({ status: 500, body: 'down' })))
    await openTracked(page, '/pricing?utm_source=silent')
    // Both calls were made and have failed.
    await expect.poll(() => settled.some((p) => p.endsWith('/record-source'))).toBe(true)
    await expect.poll(() => settled.some((p) => p.endsWith('/record-data/log'))).toBe(true)
    await page.clock.runFor(1000)
    // Attribution went on past the failures (the sign-up links are decorated), and nothing told the visitor.
    await expect(page.locator('header [data-track="header-register"]')).toHaveAttribute('href', /rel=official_website/)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    // The browser's own line about each failed request is expected; anything else (an uncaught
    // rejection, a logged error) stays for the fixture, which fails the test on it.
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i]!.startsWith('Failed to load resource')) consoleErrors.splice(i, 1)
  })
}

test("a visitor who moves on before attribution starts keeps the landing's code and source", async ({ page, context }) => {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T0 + 60_000)
  await page.goto('/?c_v=FAST42&utm_source=fast')
  await hydrated(page)
  // A click before the page is idle: attribution (loaded after idle) starts on /pricing.
  await page.locator('[data-track="home-hero-pricing"]').click()
  await page.waitForURL('**/pricing')
  await expect(page.locator('html[data-tracking]')).toHaveCount(0)
  await page.clock.runFor(IDLE_MS)
  await page.locator('html[data-tracking]').waitFor({ state: 'attached' })
  expect((await context.cookies()).find((c) => c.name === REF_COOKIE)?.value).toBe('FAST42')
  await expect(page.locator('header [data-track="header-register"]')).toHaveAttribute('href', /from=http%3A%2F%2Flocalhost%3A\d+%2Fpricing&invite_code=FAST42/)
  await expect
    .poll(() => events().find((e) => e.kind === 'source' && (e.source_data as { utm_source?: string }).utm_source === 'fast'))
    .toMatchObject({ source_data: { page_url: expect.stringContaining('c_v=FAST42') } })
})

test('Global Privacy Control: no tracking, no device id, no attribution calls', async ({ browser, baseURL }) => {
  const context: BrowserContext = await browser.newContext({ baseURL })
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  const page = await context.newPage()
  const calls: string[] = []
  page.on('request', (r) => {
    if (/\/api\/collect|\/collector\//.test(r.url())) calls.push(r.url())
  })
  await page.clock.install({ time: T0 })
  await page.goto('/?c_v=GPC1&utm_source=gpc')
  await hydrated(page)
  await page.clock.runFor(IDLE_MS + IDLE_FLUSH_MS * 2)
  await page.locator('[data-track="home-hero-pricing"]').click()
  await page.clock.runFor(IDLE_FLUSH_MS * 2)
  expect(calls).toEqual([])
  expect((await context.cookies()).map((c) => c.name)).not.toContain('device_id')
  expect((await context.cookies()).map((c) => c.name)).not.toContain(REF_COOKIE)
  // Registration still carries the code the visitor arrived with.
  await expect(page.locator('header [data-track="header-register"]')).toHaveAttribute('href', /invite_code=GPC1/)
  await context.close()
})

test('exposes and browser errors are tracked: 100101 resource, 100102 script, 100103 rejection', async ({ page, consoleErrors }) => {
  await openTracked(page, '/')
  const device = (await page.context().cookies()).find((c) => c.name === 'device_id')!.value
  await page.locator('[data-track-expose="home-cta"]').scrollIntoViewIfNeeded()
  await page.evaluate(() => {
    const img = document.createElement('img')
    img.src = '/images/no-such-picture.png'
    document.body.append(img)
    const script = document.createElement('script')
    script.textContent = "throw new Error('boom from a test')"
    document.body.append(script)
    void Promise.reject(new Error('rejected in a test'))
  })
  await page.clock.runFor(10)
  await expect.poll(async () => (await queuedIds(page)).length).toBeGreaterThanOrEqual(5)
  const delivered = responseOf(page)
  await page.clock.runFor(IDLE_FLUSH_MS)
  await delivered
  const mine = () => events().filter((e) => (e.comm as { device_id?: string } | undefined)?.device_id === device)
  await expect.poll(() => mine().some((e) => e.kind === 'expose' && e.name === 'home-cta')).toBe(true)
  const errors = mine().filter((e) => e.kind === 'error')
  expect(errors.find((e) => e.error_type === 100101)).toMatchObject({
    error_msg: 'resource reload error',
    addition: { src: expect.stringContaining('no-such-picture.png') },
  })
  expect(errors.find((e) => e.error_type === 100102)?.error_msg).toMatch(/boom from a test/)
  expect(errors.find((e) => e.error_type === 100103)?.error_msg).toBe('rejected in a test')
  // The test caused these on purpose.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/404|boom from a test|rejected in a test/.test(e)))
})
