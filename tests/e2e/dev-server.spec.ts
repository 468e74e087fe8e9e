import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { freePort } from '../fixtures/free-port'
import { waitForServer } from '../../scripts/wait-for-server'

// `npm run dev` (vite's dev server, the same app from source): what a developer changing the site
// runs first. It serves a page in a language, hydrates it with no console error (the fixture), and
// a client navigation gets its data from the server function as in production. An edit of the
// stylesheet, which the server writes into the page (ADR 060), shows without a reload.

test.describe.configure({ mode: 'serial' })

const STYLESHEET = 'app/styles.css'
let server: ChildProcess
let base = ''

test.beforeAll(async () => {
  // A cold dev server scans and bundles its dependencies before it listens.
  test.setTimeout(120_000)
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn('node_modules/.bin/vite', ['dev', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
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
  await waitForServer(`${base}/robots.txt`, server, { timeoutMs: 90_000 }).catch(() => {
    throw new Error(`the dev server did not start:\n${output}`)
  })
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

/** Opens `path` and waits for hydration, which on a cold dev server waits for its first transforms. */
async function open(page: Page, path: string) {
  const res = await page.goto(`${base}${path}`)
  expect(res?.status()).toBe(200)
  await hydrated(page, 90_000)
}

/** Whether `page` is still the document `markDocument` marked: a reload would have lost the mark. */
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true)
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }))

test('the dev server serves, hydrates and navigates a page in its language', async ({ page }) => {
  test.setTimeout(120_000)
  await open(page, '/ru/pricing')
  await expect(page).toHaveTitle(/^Тарифы \|/)
  // The header's first link is the home page of the same language, loaded with getPages.
  const data = page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.status() === 200)
  await page.locator('header').getByRole('link').first().click()
  await data
  await expect(page).toHaveURL(`${base}/ru`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  await expect(page.locator('main h1')).toBeVisible()
})

test('an edit of the stylesheet shows at once without a reload, stays after a navigation, and is served', async ({ page }) => {
  test.setTimeout(120_000)
  await open(page, '/uk/pricing')
  const header = page.locator('.site-header')
  const marked = 'rgb(1, 2, 3)'
  await expect(header).not.toHaveCSS('outline-color', marked)
  await markDocument(page)
  const original = readFileSync(STYLESHEET, 'utf8')
  try {
    writeFileSync(STYLESHEET, `${original}\n.site-header {\n  outline: 3px solid ${marked};\n}\n`)
    await expect(header).toHaveCSS('outline-color', marked, { timeout: 30_000 })
    expect(await sameDocument(page)).toBe(true)
    // A client navigation builds the head again: it keeps the edited text.
    await page.locator('header').getByRole('link').first().click()
    await expect(page).toHaveURL(`${base}/uk`)
    await expect(header).toHaveCSS('outline-color', marked)
    expect(await sameDocument(page)).toBe(true)
    // A page the server renders from then on carries it.
    const served = await (await fetch(`${base}/uk`)).text()
    expect(served).toMatch(/outline:\s*3px solid rgb\(1,\s*2,\s*3\)/)
  } finally {
    writeFileSync(STYLESHEET, original)
  }
  // Taking the rule out takes it off the page too.
  await expect(header).not.toHaveCSS('outline-color', marked, { timeout: 30_000 })
  expect(await sameDocument(page)).toBe(true)
})
