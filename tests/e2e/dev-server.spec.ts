import { spawn } from 'node:child_process'
import { expect, test } from './fixtures'
import { freePort } from '../fixtures/free-port'
import { waitForServer } from '../../scripts/wait-for-server'

// `npm run dev` (vite's dev server, the same app from source): what a developer changing the site
// runs first. It serves a page in a language, hydrates it with no console error (the fixture), and
// a client navigation gets its data from the server function as in production.

test('the dev server serves, hydrates and navigates a page in its language', async ({ page }) => {
  test.setTimeout(180_000)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn('node_modules/.bin/vite', ['dev', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
    env: {
      ...process.env,
      SITE_URL: `http://localhost:${port}`,
      LOCALE_ORIGINS: `zh=http://zh.localhost:${port}`,
      TRACKING_DATA_DIR: `${process.env.E2E_TRACKING_DIR}/dev-${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  try {
    // A cold dev server scans and bundles its dependencies before it listens.
    await waitForServer(`${base}/robots.txt`, server, { timeoutMs: 90_000 }).catch(() => {
      throw new Error(`the dev server did not start:\n${output}`)
    })
    const res = await page.goto(`${base}/ru/pricing`)
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Тарифы \|/)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 })
    // The header's first link is the home page of the same language, loaded with getPages.
    const data = page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.status() === 200)
    await page.locator('header').getByRole('link').first().click()
    await data
    await expect(page).toHaveURL(`${base}/ru`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
    await expect(page.locator('main h1')).toBeVisible()
  } finally {
    server.kill('SIGTERM')
  }
})
