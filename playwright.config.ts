import { defineConfig } from '@playwright/test'

// End-to-end tests run the production build (`vite build` output) in Debian's Chromium. Never
// download browsers: scripts/test.sh installs the `chromium` package when it is missing.
const PORT = Number(process.env.E2E_PORT ?? 40300)
export const BASE = `http://localhost:${PORT}`

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node_modules/.bin/node .output/server/index.mjs',
    url: `${BASE}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: BASE,
      LOCALE_ORIGINS: `zh=http://zh.localhost:${PORT}`,
    },
  },
})
