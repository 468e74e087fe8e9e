import { spawn, type ChildProcess } from 'node:child_process'
import { STUB } from '../../playwright.config'
import { waitForServer } from '../../scripts/wait-for-server'
import { freePort } from '../fixtures/free-port'
import { serverFnId } from './calls-helpers'
import { expect, test } from './fixtures'

// SPEC 7: the chat config is not asked for one visitor address (CHAT_SKIP_IP). The config itself is
// every visitor's (public); the visitor-IP response tells the browser that this visitor is the one,
// and the browser loads the site's own chat without asking. A server of its own, with the skipped
// address set and loopback as the trusted proxy (the tests play visitors with X-Forwarded-For).

const PROVIDER = 'https://chat-provider.test/widget.js'
const SKIPPED = '81.2.69.99'
let server: ChildProcess
let origin: string

test.beforeAll(async () => {
  const port = await freePort()
  origin = `http://localhost:${port}`
  server = spawn('node_modules/.bin/node', ['.output/server/index.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      LOCALE_ORIGINS: `zh=http://zh.localhost:${port}`,
      API_BASE_URL: `${STUB}/`,
      CHAT_SKIP_IP: SKIPPED,
      TRUSTED_PROXIES: '127.0.0.1',
      TRACKING_DATA_DIR: `${process.env.E2E_TRACKING_DIR}/chat-skip-${port}`,
    },
    stdio: 'ignore',
  })
  await waitForServer(`http://127.0.0.1:${port}/robots.txt`, server)
})

test.afterAll(() => {
  server?.kill('SIGKILL')
})

for (const [address, skipped] of [
  [SKIPPED, true],
  ['81.2.69.100', false],
] as const) {
  test(`a visitor from ${address} ${skipped ? 'gets the default chat, and the config is not asked' : 'gets the configured provider'}`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
    const provider: string[] = []
    await page.route(PROVIDER, (route) => {
      provider.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.ssq = { push() {} }' })
    })
    const configCalls: string[] = []
    page.on('request', (req) => {
      if (req.url().includes(`/_serverFn/${serverFnId('app/server/calls.functions.ts', 'getChatConfig')}`)) configCalls.push(req.url())
    })
    // The stub's pt-PT chat config names the provider (tests/fixtures/upstream-stub.mjs).
    await page.goto(`${origin}/pt`)
    await page.locator('.chat-button').click()
    if (skipped) {
      await expect(page.locator('.chat-panel')).toBeVisible()
      expect(provider).toEqual([])
      expect(configCalls).toEqual([])
    } else {
      await expect(page.locator('.chat-button')).toHaveAttribute('data-chat', 'provider')
      expect(provider.length).toBeGreaterThan(0)
    }
  })
}
