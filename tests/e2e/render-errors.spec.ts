import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { waitForServer } from '../../scripts/wait-for-server'
import { freePort } from '../fixtures/free-port'
import { logLines } from '../fixtures/built-server'

// SPEC 2.7/8: a server render that fails with an error (here: the content API is down and there
// is no earlier copy) responds 500 with the application error screen, and logs the error once.
let BASE = ''
let server: ChildProcess
let output = ''

test.beforeAll(async () => {
  const port = await freePort()
  BASE = `http://127.0.0.1:${port}`
  server = spawn('node_modules/.bin/node', ['.output/server/index.mjs'], {
    // Nothing listens on port 1 (tcpmux, privileged): every content call is refused.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://localhost:${port}`,
      CONTENT_API_URL: 'http://127.0.0.1:1/',
      API_TIMEOUT_MS: '500',
      TRACKING_DATA_DIR: `${process.env.E2E_TRACKING_DIR}/render-errors`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  await waitForServer(`${BASE}/robots.txt`, server).catch(() => {
    throw new Error(`server did not start:\n${output}`)
  })
})

test.afterAll(() => {
  server.kill()
})

test('a content outage responds 500 with the error screen, logged once, never cached', async ({ browser }) => {
  const renderFailures = () => logLines(output).filter((l) => l.msg === 'the page failed to render' && l.path === '/blog').length
  const before = renderFailures()
  const res = await fetch(`${BASE}/blog`)
  expect(res.status).toBe(500)
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  const html = await res.text()
  expect(html).toContain('<main class="error-screen"')
  expect(html).toContain('Sorry, something went wrong on our side.')
  expect(html).toContain('name="robots" content="noindex"')
  await expect.poll(() => renderFailures() - before).toBe(1)
  expect(output).toContain('content unavailable')

  // In the browser: the full-page screen with its countdown, no header around it.
  const page = await browser.newPage()
  await page.goto(`${BASE}/pricing`)
  await expect(page.locator('main.error-screen h1')).toHaveText('Sorry, something went wrong on our side.')
  await expect(page.getByTestId('countdown')).toBeVisible()
  await expect(page.locator('header.site-header')).toHaveCount(0)
  await page.close()
})
