import { test } from '@playwright/test'
import { freePort } from '../fixtures/free-port'
import { checkServer, expectEveryKindOfResponse, expectRefusals } from './server-response-checks'

// One nitro middleware (ADR 033): every kind of response carries the security headers of the
// one table (src/http/security-headers.ts), a method a route does not serve responds 405 with
// `Allow`, and 304s and compression behave the same over https. The Vercel function:
// vercel-function.spec.ts.

test('a method a route does not serve responds 405 with Allow, the security headers and no-store', async ({ baseURL }) => {
  await expectRefusals(baseURL!, false)
})

test('every kind of response carries the security headers', async ({ baseURL }) => {
  await expectEveryKindOfResponse(baseURL!, { https: false, files: true })
})

// The Node server over https (so HSTS is on every response, the public files' included), on a port
// the kernel picks: a fixed one can be the pick another spec's server was given.
test('over https: the same responses, headers, 405s, 304s and compression', async () => {
  test.setTimeout(120_000)
  await checkServer('.output/server/index.mjs', await freePort(), {}, { https: true, files: true })
})
