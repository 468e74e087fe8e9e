import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { staticSecurityHeaders } from '#src/http/security-headers'
import { waitForServer } from '../../scripts/wait-for-server'
import { expectEveryKindOfAnswer, expectRefusals } from './front-door-checks'

// The Vercel deployment (ADR 033): the function nitro's Vercel preset builds answers like the Node
// server: the same security headers, 405s, 304s and compression, its HTML cache answering hits in
// the front door. Run by scripts/check-vercel-build.sh after that build (playwright.vercel.config.ts);
// the files of public/ and /assets/* are served by Vercel's CDN with the headers of config.json.

const PORT = Number(process.env.E2E_PORT ?? 40300) + 30

test('the Vercel function: the same answers, headers, 405s, 304s and compression as the Node server', async () => {
  test.setTimeout(120_000)
  const base = `http://localhost:${PORT}`
  const server: ChildProcess = spawn('node_modules/.bin/node', ['tests/fixtures/serve-vercel-function.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SITE_URL: `https://localhost:${PORT}`,
      LOCALE_ORIGINS: `zh=https://zh.localhost:${PORT}`,
      TRACKING_DATA_DIR: `${process.env.E2E_TRACKING_DIR ?? '/tmp'}/vercel-function-${PORT}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForServer(`${base}/healthz`, server)
    await expectRefusals(base, true)
    await expectEveryKindOfAnswer(base, { https: true, files: false })
  } finally {
    server.kill('SIGKILL')
    if (server.exitCode === null) await once(server, 'exit')
  }
})

test("Vercel's CDN sends the files of public/ and /assets/* with the same table's static headers", () => {
  const { routes } = JSON.parse(readFileSync('.vercel/output/config.json', 'utf8')) as { routes: { src?: string; headers?: Record<string, string> }[] }
  const all = routes.find((r) => r.src === '/(.*)' && r.headers)
  // HSTS depends on SITE_URL, which the build does not know: the function adds it to its answers.
  expect(all?.headers).toEqual(Object.fromEntries(staticSecurityHeaders({ https: false })))
})
