import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { staticSecurityHeaders } from '#src/http/security-headers'
import { freePort } from '../fixtures/free-port'
import { checkServer } from './server-response-checks'

// The Vercel deployment (ADR 033, 046): the function nitro's Vercel preset builds responds like the
// Node server: the same security headers, 405s, 304s and compression, its HTML cache serving hits in
// the nitro middleware. Run by scripts/check-vercel-build.sh after that build (playwright.presets.config.ts);
// the files of public/ and /assets/* are served by Vercel's CDN with the headers of config.json.

test('the Vercel function: the same responses, headers, 405s, 304s and compression as the Node server', async () => {
  test.setTimeout(120_000)
  await checkServer('tests/fixtures/serve-vercel-function.mjs', await freePort(), {}, { https: true, files: false })
})

test("Vercel's CDN sends the files of public/ and /assets/* with the same table's static headers", () => {
  const { routes } = JSON.parse(readFileSync('.vercel/output/config.json', 'utf8')) as { routes: { src?: string; headers?: Record<string, string> }[] }
  // A route's `src` is a regular expression: the first route with headers is the one for every path.
  const all = routes.find((r) => r.src !== undefined && r.headers && new RegExp(r.src).test('/any/path.css') && new RegExp(r.src).test('/'))
  // HSTS depends on SITE_URL, which the build does not know: the function adds it to its responses.
  expect(all?.headers).toEqual(Object.fromEntries(staticSecurityHeaders({ https: false })))
})

/** Loads the Vercel function with `env`, as a cold start would, and waits for the process to end. */
async function coldStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const fn = spawn('node_modules/.bin/node', ['tests/fixtures/serve-vercel-function.mjs'], {
    env: { ...process.env, PORT: String(await freePort()), LOCALE_ORIGINS: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  fn.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const timer = setTimeout(() => fn.kill('SIGKILL'), 10_000)
  const [code] = (await once(fn, 'exit')) as [number | null]
  clearTimeout(timer)
  return { code, stderr }
}

// The start-up refusals run on every preset (ADR 046): the function refuses a configuration the Node
// server refuses, in the same one line, before it responds to anything.
test('the Vercel function refuses a broken configuration, in one line naming the variable', async () => {
  const { code, stderr } = await coldStart({
    SITE_URL: 'https://www.example.com',
    TRACKING_ENDPOINT: 'https://stats.example.com/collect',
    TRACKING_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----x',
  })
  expect(code).toBe(1)
  expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid environment: LOCALE_ORIGINS: .*a loopback origin/)])
})

test('on Vercel (VERCEL=1) the function refuses the embedded collector, naming TRACKING_ENDPOINT and VITALS_ENDPOINT', async () => {
  const { code, stderr } = await coldStart({ VERCEL: '1' })
  expect(code).toBe(1)
  expect(stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^Invalid environment: TRACKING_ENDPOINT: on Vercel the embedded collector cannot keep events/),
    expect.stringMatching(/^Invalid environment: VITALS_ENDPOINT: on Vercel/),
  ])
})

test('the Vercel function refuses a Node.js without node:sqlite unflagged', async () => {
  const pretend = 'Object.defineProperty(process, "versions", { value: { ...process.versions, node: "22.12.0" } })'
  const { code, stderr } = await coldStart({ NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(pretend)}` })
  expect(code).toBe(1)
  expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Unsupported Node\.js 22\.12\.0: /)])
})
