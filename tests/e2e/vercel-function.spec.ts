import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { staticSecurityHeaders } from '#src/http/security-headers'
import { checkServer } from './front-door-checks'

// The Vercel deployment (ADR 033): the function nitro's Vercel preset builds answers like the Node
// server: the same security headers, 405s, 304s and compression, its HTML cache answering hits in
// the front door. Run by scripts/check-vercel-build.sh after that build (playwright.vercel.config.ts);
// the files of public/ and /assets/* are served by Vercel's CDN with the headers of config.json.

const PORT = Number(process.env.E2E_PORT ?? 40300) + 30

test('the Vercel function: the same answers, headers, 405s, 304s and compression as the Node server', async () => {
  test.setTimeout(120_000)
  await checkServer('tests/fixtures/serve-vercel-function.mjs', PORT, {}, { https: true, files: false })
})

test("Vercel's CDN sends the files of public/ and /assets/* with the same table's static headers", () => {
  const { routes } = JSON.parse(readFileSync('.vercel/output/config.json', 'utf8')) as { routes: { src?: string; headers?: Record<string, string> }[] }
  const all = routes.find((r) => r.src === '/(.*)' && r.headers)
  // HSTS depends on SITE_URL, which the build does not know: the function adds it to its answers.
  expect(all?.headers).toEqual(Object.fromEntries(staticSecurityHeaders({ https: false })))
})
