import { STUB, UPSTREAM_SITE } from '../../playwright.config'
import { CHAT_POLL_LIMIT, CHAT_POLL_MS } from '#src/shell/timings'
import { marker, PUBLIC_SERVER_FN_POLICY, UA } from './calls-helpers'
import { expect, test } from './fixtures'

// The chat widget (SPEC 4/5/7/8): the default panel offline; with a stub chat config the provider's
// script loads, its widget is polled until it appears or CHAT_POLL_LIMIT polls have passed; a zh
// session asks chat-choose; a script URL that is not https or not .js is refused. The stub's chat
// config depends on the language (tests/fixtures/upstream-stub.mjs): pt names the provider, es an
// http:// script, hi a non-.js one.

const PROVIDER = 'https://chat-provider.test/widget.js'

/** A stand-in provider script: counts how often the page looks for its widget, which appears after `readyAfterMs`. */
function providerScript(readyAfterMs: number | null): string {
  return `
    window.__polls = 0
    let ready = false
    const widget = { push(command, listener) { if (command === 'onCloseChat') window.__closeChat = listener; else window.__opened = 'ss:' + command } }
    Object.defineProperty(window, 'ssq', { configurable: true, get() { window.__polls++; return ready ? widget : undefined } })
    window.easemobim = undefined
    ${readyAfterMs === null ? '' : `setTimeout(() => { ready = true }, ${readyAfterMs})`}
  `
}

test('offline, the chat opens the default panel with the support channels', async ({ page }) => {
  await page.goto('/ru')
  await page.locator('.chat-button').click()
  const panel = page.locator('.chat-panel')
  await expect(panel).toBeVisible()
  await expect(panel.locator('h2')).toHaveText('Чем мы можем помочь?')
  await expect(panel.locator('a[href="/ru/helps"]')).toBeVisible()
  await expect(panel.locator('a[href="https://t.me/profiledeck"]')).toBeVisible()
  await expect(panel.locator('a[href="mailto:support@profiledeck.com"]')).toBeVisible()
  // The shell's "chat open" state moves the floating stack up.
  await expect(page.locator('.floating-stack')).toHaveClass(/floating-stack--chat-open/)
  // …so that none of its buttons overlaps the panel.
  await expect
    .poll(async () => {
      const stack = (await page.locator('.floating-stack').boundingBox())!
      const open = (await panel.boundingBox())!
      return stack.y + stack.height <= open.y || stack.x + stack.width <= open.x
    })
    .toBe(true)
  await panel.getByRole('button').click()
  await expect(panel).toHaveCount(0)
  await expect(page.locator('.floating-stack')).not.toHaveClass(/floating-stack--chat-open/)
})

test('offline, the visitor IP comes from the request (country from the offline database)', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '81.2.69.160' })
  const bodies: string[] = []
  const cacheControl = new Map<string, string | undefined>()
  page.on('response', async (res) => {
    if (!res.url().includes('/_serverFn/')) return
    // A preload's response (a link in view for 1 s) can still be arriving when the test ends; its body
    // is then gone, and it is none of the responses this test reads.
    const read = await Promise.all([res.text(), res.allHeaders()]).catch(() => undefined)
    if (!read) return
    cacheControl.set(read[0], read[1]['cache-control'])
    bodies.push(read[0])
  })
  await page.goto('/')
  await page.locator('.chat-button').click()
  await expect(page.locator('.chat-panel')).toBeVisible()
  const visitor = bodies.find((a) => a.includes('ip_data'))
  expect(visitor).toContain('81.2.69.160')
  expect(visitor).toContain('GB')
  expect(visitor).toContain('Europe/London')
  // The visitor's address is theirs alone: never stored by a shared cache. The chat setup is every
  // visitor's of the language, so it is public.
  const personal = bodies.filter((a) => a.includes('ip_data'))
  expect(personal.length).toBeGreaterThanOrEqual(1)
  expect(new Set(personal.map((a) => cacheControl.get(a)))).toEqual(new Set(['private, no-store']))
  const setup = bodies.filter((a) => a.includes('"provider"'))
  expect(setup.length).toBeGreaterThanOrEqual(1)
  expect(new Set(setup.map((a) => cacheControl.get(a)))).toEqual(new Set([PUBLIC_SERVER_FN_POLICY]))
})

test.describe('with a stub chat config', () => {
  test('the provider script loads and polling stops when its widget appears', async ({ page }) => {
    const id = marker()
    await page.setExtraHTTPHeaders({ 'user-agent': `${UA.windows} stub-chat/ss ${id}` })
    await page.route(PROVIDER, (route) => route.fulfill({ contentType: 'text/javascript', body: providerScript(3000) }))
    await page.clock.install()
    await page.goto(`${UPSTREAM_SITE}/pt`)
    await page.locator('.chat-button').click()
    await page.waitForFunction(() => '__polls' in window)
    await page.clock.runFor(4000)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened?: string }).__opened)).toBe('ss:chatOpen')
    const polls = await page.evaluate(() => (window as unknown as { __polls: number }).__polls)
    expect(polls).toBeGreaterThan(0)
    await page.clock.runFor(CHAT_POLL_MS * 20)
    expect(await page.evaluate(() => (window as unknown as { __polls: number }).__polls)).toBe(polls)
    await expect(page.locator('.chat-button')).toHaveAttribute('data-chat', 'provider')
  })

  test("the floating stack goes up while the provider's widget is open and comes down when it closes", async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'user-agent': `${UA.windows} stub-chat/ss ${marker()}` })
    await page.route(PROVIDER, (route) => route.fulfill({ contentType: 'text/javascript', body: providerScript(0) }))
    await page.goto(`${UPSTREAM_SITE}/pt`)
    const stack = page.locator('.floating-stack')
    await expect(stack).not.toHaveClass(/floating-stack--chat-open/)
    await page.locator('.chat-button').click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened?: string }).__opened)).toBe('ss:chatOpen')
    await expect(stack).toHaveClass(/floating-stack--chat-open/)
    // The visitor closes the provider's window: its JSSDK calls the listener the site gave it.
    await page.waitForFunction(() => typeof (window as unknown as { __closeChat?: unknown }).__closeChat === 'function')
    await page.evaluate(() => (window as unknown as { __closeChat: () => void }).__closeChat())
    await expect(stack).not.toHaveClass(/floating-stack--chat-open/)
    // Opened again, it goes up again, and down again on the next close.
    await page.locator('.chat-button').click()
    await expect(stack).toHaveClass(/floating-stack--chat-open/)
    await page.evaluate(() => (window as unknown as { __closeChat: () => void }).__closeChat())
    await expect(stack).not.toHaveClass(/floating-stack--chat-open/)
  })

  test("easemob's window closing brings the floating stack down, though easemob has no close callback", async ({ page }) => {
    // A stand-in for Easemob's widget as it behaves: bind() opens its window, an iframe of its own
    // (EasemobIframe…) at the dialog's size; closing shrinks the frame back to its 37 px button.
    await page.setExtraHTTPHeaders({ 'user-agent': `${UA.windows} stub-chat/ss ${marker()}` })
    await page.route(PROVIDER, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.easemobim = { tenants: {}, bind() {
          let frame = document.querySelector('iframe[id^="EasemobIframe"]')
          if (!frame) {
            frame = document.createElement('iframe')
            frame.id = 'EasemobIframe' + Date.now()
            frame.style.cssText = 'position:fixed;right:-5px;bottom:10px;border:none;width:104px;height:37px'
            document.body.appendChild(frame)
          }
          frame.style.width = '400px'
          frame.style.height = '500px'
          window.__opened = 'easemob'
          window.__binds = (window.__binds || 0) + 1
          window.__closeEasemob = () => { frame.style.height = '37px'; frame.style.width = '104px' }
        } }`,
      }),
    )
    await page.goto(UPSTREAM_SITE.replace('localhost', 'zh.localhost') + '/')
    const stack = page.locator('.floating-stack')
    await page.locator('.chat-button').click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened?: string }).__opened)).toBe('easemob')
    await expect(stack).toHaveClass(/floating-stack--chat-open/)
    await page.evaluate(() => (window as unknown as { __closeEasemob: () => void }).__closeEasemob())
    await expect(stack).not.toHaveClass(/floating-stack--chat-open/)
    // Opened again, the stack goes up again, and down again on the next close. The stack goes up on
    // the click, before the widget's window opens: the window is closed once bind() has run again.
    await page.locator('.chat-button').click()
    await expect(stack).toHaveClass(/floating-stack--chat-open/)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __binds?: number }).__binds)).toBe(2)
    await page.evaluate(() => (window as unknown as { __closeEasemob: () => void }).__closeEasemob())
    await expect(stack).not.toHaveClass(/floating-stack--chat-open/)
  })

  test(`polling stops after ${CHAT_POLL_LIMIT} polls when the widget never appears`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'user-agent': `${UA.windows} stub-chat/ss ${marker()}` })
    await page.route(PROVIDER, (route) => route.fulfill({ contentType: 'text/javascript', body: providerScript(null) }))
    await page.clock.install()
    await page.goto(`${UPSTREAM_SITE}/pt`)
    await page.locator('.chat-button').click()
    await page.waitForFunction(() => '__polls' in window)
    await page.clock.runFor(CHAT_POLL_MS * CHAT_POLL_LIMIT)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __polls: number }).__polls)).toBe(CHAT_POLL_LIMIT)
    await page.clock.runFor(CHAT_POLL_MS * 10)
    expect(await page.evaluate(() => (window as unknown as { __polls: number }).__polls)).toBe(CHAT_POLL_LIMIT)
    // The visitor who asked for a chat still gets one: the site's own panel.
    await expect(page.locator('.chat-panel')).toBeVisible()
  })

  test('a zh session asks chat-choose, which picks the provider', async ({ page, request }) => {
    const id = marker()
    await page.setExtraHTTPHeaders({ 'user-agent': `${UA.windows} stub-chat/ss ${id}` })
    await page.route(PROVIDER, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `window.easemobim = { bind(options) { window.__opened = 'easemob' } }` }),
    )
    await page.goto(UPSTREAM_SITE.replace('localhost', 'zh.localhost') + '/')
    await page.locator('.chat-button').click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened?: string }).__opened)).toBe('easemob')
    const calls = (await (await request.get(`${STUB}/__calls?marker=${encodeURIComponent(id)}`)).json()) as { path: string; query: Record<string, string> }[]
    expect(calls.find((c) => c.path === '/third/chat/choose')?.query).toEqual({ ip: '81.2.69.160', lang: 'zh' })
    // The chat config is every visitor's: it is asked with the language only, no visitor's headers.
    const config = (await (await request.get(`${STUB}/__calls?path=/sys/config/chat/get-chat-type`)).json()) as { query: Record<string, string>; ua: string }[]
    expect(config.map((c) => c.query)).toContainEqual({ lang: 'zh-CN', type: 'www' })
    expect(config.every((c) => !c.ua.includes('stub-chat'))).toBe(true)
  })

  for (const [prefix, what] of [
    ['es', 'a non-https'],
    ['hi', 'a non-.js'],
  ] as const) {
    test(`${what} script URL is refused and the default chat loads`, async ({ page }) => {
      const asked: string[] = []
      page.on('request', (req) => {
        if (req.url().includes('chat-provider.test')) asked.push(req.url())
      })
      await page.goto(`${UPSTREAM_SITE}/${prefix}`)
      await page.locator('.chat-button').click()
      await expect(page.locator('.chat-panel')).toBeVisible()
      expect(asked).toEqual([])
    })
  }
})
