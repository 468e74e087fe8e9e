import { test } from '@playwright/test'
import { checkServer, expectEveryKindOfAnswer, expectRefusals } from './front-door-checks'

// One front door (issue 25, ADR 033): every kind of answer carries the security headers of the
// one table (src/http/security-headers.ts), a method a route does not serve answers 405 with
// `Allow`, and 304s and compression behave the same in each mode of the Node server (with the
// render thread, and RENDER_THREAD=false). The Vercel function: vercel-function.spec.ts.

test('a method a route does not serve answers 405 with Allow, the security headers and no-store', async ({ baseURL }) => {
  await expectRefusals(baseURL!, false)
})

test('every kind of answer carries the security headers', async ({ baseURL }) => {
  await expectEveryKindOfAnswer(baseURL!, { https: false, files: true })
})

// The Node server's two modes, each over https (so HSTS is on every answer, the public files'
// included): the same answers from both. Ports next to the suite's own (E2E_PORT + 20, + 21).
const PORT = Number(process.env.E2E_PORT ?? 40300)
for (const [offset, renderThread] of [[20, 'true'], [21, 'false']] as const) {
  test(`RENDER_THREAD=${renderThread}: the same answers, headers, 405s, 304s and compression`, async () => {
    test.setTimeout(120_000)
    await checkServer('.output/server/index.mjs', PORT + offset, { RENDER_THREAD: renderThread }, { https: true, files: true })
  })
}
