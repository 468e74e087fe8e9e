import { STUB, UPSTREAM_SITE } from '../../playwright.config'
import { ONE_TAP_DELAY_MS, ONE_TAP_IFRAME_POLL_LIMIT_MS } from '#src/shell/timings'
import { marker, UA } from './calls-helpers'
import { expect, test } from './fixtures'

// One-tap sign-in (SPEC 4/7/8) against a stub Google script and the stub upstream: only with a
// client id, about ONE_TAP_DELAY_MS after start; success → the app with the one-time token;
// failure → the localized 'Registration failed!' toast.

type GsiWindow = { __gsi?: { client_id: string; callback: (r: { credential: string }) => void } }

async function prompt(page: import('@playwright/test').Page, url: string) {
  await page.clock.install()
  await page.goto(url)
  // Not before the delay…
  await page.clock.runFor(ONE_TAP_DELAY_MS - 500)
  expect(await page.evaluate(() => 'google' in window)).toBe(false)
  // …and soon after it.
  await page.clock.runFor(1000)
  await page.waitForFunction(() => (window as unknown as GsiWindow).__gsi !== undefined)
}

test('without a client id there is no one-tap script', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('gsi')) asked.push(req.url())
  })
  await page.clock.install()
  await page.goto('/')
  await page.clock.runFor(ONE_TAP_DELAY_MS * 3)
  expect(asked).toEqual([])
})

test('a good credential signs in: the app opens with the one-time token', async ({ page, context, request }) => {
  const id = marker()
  await page.setExtraHTTPHeaders({ 'user-agent': `${UA.windows} ${id}` })
  await context.addCookies([{ name: 'visitor_session', value: 'abc', url: UPSTREAM_SITE }])
  await prompt(page, `${UPSTREAM_SITE}/?invite_code=INV42&ref=partner7`)
  expect(await page.evaluate(() => (window as unknown as GsiWindow).__gsi!.client_id)).toBe('stub-client-id.apps.googleusercontent.com')
  const loginRequest = page.waitForRequest((req) => req.url().includes('/_serverFn/') && req.method() === 'POST')
  await page.evaluate(() => (window as unknown as GsiWindow).__gsi!.callback({ credential: 'good-credential' }))
  await page.waitForURL(`${STUB}/app/login?token=one-time-token`)
  // Start's CSRF check stays on: the same call from another site is refused before it is proxied.
  const sent = await loginRequest
  const forged = await request.post(sent.url(), {
    headers: { ...(await sent.allHeaders()), 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    data: sent.postData() ?? '',
  })
  expect(forged.status()).toBe(403)
  const calls = (await (await request.get(`${STUB}/__calls?marker=${encodeURIComponent(id)}`)).json()) as { path: string; body: string; cookie: string }[]
  const logins = calls.filter((c) => c.path === '/sys/user/passport/authorized-login')
  expect(logins).toHaveLength(1)
  const login = logins[0]!
  const form = Object.fromEntries(new URLSearchParams(login.body))
  expect(Object.keys(form).sort()).toEqual([
    'invite_code',
    'language',
    'redirect_data',
    'referer',
    'regParam',
    'source',
    'third_party',
    'third_party_action_type',
  ])
  expect(form).toMatchObject({
    third_party: 'google',
    invite_code: 'INV42',
    language: 'en-US',
    redirect_data: 'good-credential',
    regParam: '{"ref":"partner7"}',
  })
  expect(login.cookie).toContain('visitor_session=abc')
})

test('the invite code of the landing URL survives in-app navigation until one-tap uses it (SPEC 6)', async ({ page, request }) => {
  const id = marker()
  await page.setExtraHTTPHeaders({ 'user-agent': `${UA.windows} ${id}` })
  await prompt(page, `${UPSTREAM_SITE}/?invite_code=INV77&ref=partner9`)
  // The visitor moves on inside the app: the URL no longer carries the code, the document is the same.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await page.locator('header').getByRole('link', { name: 'Pricing' }).first().click()
  await page.waitForURL(`${UPSTREAM_SITE}/pricing`)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  await page.evaluate(() => (window as unknown as GsiWindow).__gsi!.callback({ credential: 'good-credential' }))
  await page.waitForURL(`${STUB}/app/login?token=one-time-token`)
  const calls = (await (await request.get(`${STUB}/__calls?marker=${encodeURIComponent(id)}`)).json()) as { path: string; body: string }[]
  const login = calls.find((c) => c.path === '/sys/user/passport/authorized-login')!
  expect(Object.fromEntries(new URLSearchParams(login.body))).toMatchObject({ invite_code: 'INV77', regParam: '{"ref":"partner9"}' })
})

for (const [locale, path, text] of [
  ['en', '/', 'Registration failed!'],
  ['zh', '/', '注册失败！'],
  ['tc', '/tc', '註冊失敗！'],
] as const) {
  test(`a refused credential shows the failure toast (${locale})`, async ({ page }) => {
    const origin = locale === 'zh' ? UPSTREAM_SITE.replace('localhost', 'zh.localhost') : UPSTREAM_SITE
    // The stub's zh-CN chat config names a stand-in provider (tests/fixtures/upstream-stub.mjs), which the
    // chat loads once the page is idle: an empty script here.
    await page.route('https://chat-provider.test/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await prompt(page, `${origin}${path}`)
    await page.evaluate(() => (window as unknown as GsiWindow).__gsi!.callback({ credential: 'bad-credential' }))
    await expect(page.getByTestId('toast')).toContainText(text)
    expect(new URL(page.url()).origin).toBe(origin)
  })
}

test('the credential picker is lifted until the polling is cleared after 20 minutes', async ({ page }) => {
  await prompt(page, `${UPSTREAM_SITE}/`)
  await page.clock.runFor(1000)
  const picker = page.locator('#credential_picker_container')
  await expect(picker).toHaveCSS('z-index', '2147483000')
  await page.clock.runFor(ONE_TAP_IFRAME_POLL_LIMIT_MS)
  await picker.evaluate((el) => (el.style.zIndex = '1'))
  await page.clock.runFor(5000)
  await expect(picker).toHaveCSS('z-index', '1')
})
