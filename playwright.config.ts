import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

// End-to-end tests run the production build (`vite build` output) in Debian's Chromium, its
// headless shell (ADR 045: the same Blink and V8 at about half the CPU of the full browser run
// headless). Never download browsers: scripts/test.sh installs the package when it is missing.
const PORT = Number(process.env.E2E_PORT ?? 40300)
export const BASE = `http://localhost:${PORT}`
/** A second server of the same build, configured with an upstream API (a local stub). */
export const UPSTREAM_SITE = `http://localhost:${PORT + 1}`
const STUB_PORT = PORT + 10
/** The stub upstream (tests/fixtures/upstream-stub.mjs). */
export const STUB = `http://127.0.0.1:${STUB_PORT}`
/** API_TIMEOUT_MS of the upstream-configured server: the budget of every proxied call. */
export const UPSTREAM_TIMEOUT_MS = 2000
/**
 * The embedded collector's folder for this run (its database and development key pair), fresh
 * each run. Set once in the main process; workers inherit it through the environment.
 */
export const TRACKING_DIR = (process.env.E2E_TRACKING_DIR ??= mkdtempSync(join(tmpdir(), 'pd-e2e-tracking-')))

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: BASE,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The Vercel function and the node-cluster server need their own builds: playwright.presets.config.ts runs them.
    { name: 'browser', testIgnore: /(faults|vercel-function|node-cluster)\.spec\.ts$/ },
    // The fault-injection budgets are the upstream timeout plus 100 ms (SPEC): measured on a machine
    // that runs nothing else, i.e. after every other test, in one worker.
    { name: 'timing', testMatch: /faults\.spec\.ts$/, dependencies: ['browser'], fullyParallel: false },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/node .output/server/index.mjs',
      url: `${BASE}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Loopback is the trusted proxy, so tests can play a visitor from elsewhere with X-Forwarded-For.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SITE_URL: BASE,
        LOCALE_ORIGINS: `zh=http://zh.localhost:${PORT}`,
        TRACKING_DATA_DIR: TRACKING_DIR,
        TRUSTED_PROXIES: '127.0.0.1',
        TRACKING_POSTS_PER_MINUTE: '1000000',
      },
    },
    {
      command: 'node_modules/.bin/node tests/fixtures/upstream-stub.mjs',
      url: `http://127.0.0.1:${STUB_PORT}/health`,
      reuseExistingServer: false,
      env: { STUB_PORT: String(STUB_PORT) },
    },
    {
      command: 'node_modules/.bin/node .output/server/index.mjs',
      url: `${UPSTREAM_SITE}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT + 1),
        HOST: '127.0.0.1',
        SITE_URL: UPSTREAM_SITE,
        LOCALE_ORIGINS: `zh=http://zh.localhost:${PORT + 1}`,
        API_BASE_URL: `http://127.0.0.1:${STUB_PORT}/`,
        // A low search rate limit, for tests/e2e/search.spec.ts (no other test searches here).
        SEARCH_RATE_LIMIT_BURST: '3',
        SEARCH_RATE_LIMIT_PER_MINUTE: '1',
        API_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
        // One-tap against the stub: a local stand-in for Google's script and for the app.
        GOOGLE_CLIENT_ID: 'stub-client-id.apps.googleusercontent.com',
        GSI_SCRIPT_URL: `http://127.0.0.1:${STUB_PORT}/gsi/client`,
        APP_URL: `http://127.0.0.1:${STUB_PORT}/app/login`,
        TRACKING_DATA_DIR: join(TRACKING_DIR, 'upstream-site'),
        // No page view here is in the vitals sample (tests/e2e/vitals.spec.ts).
        VITALS_SAMPLE_RATE: '0',
      },
    },
  ],
})
