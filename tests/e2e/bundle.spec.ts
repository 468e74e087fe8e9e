import { readdirSync, readFileSync } from 'node:fs'
import { ICONS } from '../../app/components/icon-table'
import { breakdown, scriptsOf } from '../../scripts/js-breakdown'
import { SOURCEMAP_DIR } from '../../scripts/sourcemaps-plugin'
import { expect, test } from './fixtures'

// What the first visit's JavaScript must not carry: browser features load after idle or on
// interaction (issues 13, 15, 16). Read through the build's private source maps, so a module that
// rolldown merges into a shared chunk is caught as well as one in a chunk of its own.
const LATE = [
  // TanStack Query: made by the first browser feature that calls (app/client/query-client.client.ts).
  /\/@tanstack\/query-core\//,
  /\/@tanstack\/react-query\//,
  // zod's classic API validates on the server. The browser runs the routes' schemas (ADR 029) with
  // zod/mini, whose functions tree-shake: its core and mini modules only.
  /\/zod\/(?!v4\/(?:mini|core)\/)/,
  // Field web vitals (ADR 024): Google's library comes with the sampled page views' vitals chunk.
  /\/web-vitals\//,
  // Error reporting (ADR 026): Sentry's SDK comes after idle, and only with SENTRY_DSN.
  /\/@sentry\//,
  // Server-function modules and Start's builder of them (ADR 039): a hydrating page calls no server
  // function, so each module comes with its first call.
  /app\/server\/[^/]+\.functions\.ts$/,
  /\/@tanstack\/start-client-core\/dist\/esm\/createServerFn\.js$/,
  // The header search box's behaviours and its results.
  /app\/client\/search-box\.client\.tsx$/,
  /app\/components\/search-combobox\.tsx$/,
  // Every other browser-only feature (chat, tracking, one-tap, downloads, deploy checks).
  /app\/client\//,
]

for (const path of ['/', '/ru/pricing', '/jp/blog']) {
  test(`the first visit of ${path} loads no late code`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const files = scriptsOf(html).map((u) => u.slice(1))
    expect(files.length).toBeGreaterThan(0)
    const { sources } = breakdown(files, '.output/public', SOURCEMAP_DIR)
    // The maps were found (else every file counts as "no map" and nothing could be caught), and the
    // browser hydrates with react-dom's client, no substitute runtime (ADR 021).
    expect([...sources].some((s) => /\/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(s))).toBe(true)
    expect([...sources].filter((s) => /\/node_modules\/(preact|@preact)\//.test(s))).toEqual([])
    expect([...sources].filter((s) => LATE.some((late) => late.test(s)))).toEqual([])
  })
}

// Tracking's encryption is chunks of their own, each evaluated in a task of its own after the
// tracker asks for it: evaluated with the tracker's chunk it made tracking's start one long task on a
// phone's CPU, and the AES library with jsencrypt in one chunk was still a task of about 70 ms.
// jsencrypt is evaluated alone; the AES library (@noble/ciphers) travels with the module that uses both.
test('tracking’s encryption is chunks apart from the tracker’s: jsencrypt alone, the AES library with its user', () => {
  const chunks = readdirSync('.output/public/assets')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, sources: [...breakdown([`assets/${file}`], '.output/public', SOURCEMAP_DIR).sources] }))
  const holding = (pattern: RegExp) => chunks.filter((c) => c.sources.some((s) => pattern.test(s))).map((c) => c.file)
  const tracker = holding(/app\/client\/tracking\.client\.ts$/)
  const rsa = holding(/\/node_modules\/jsencrypt\//)
  const aes = holding(/\/node_modules\/@noble\/ciphers\//)
  const ours = holding(/src\/tracking\/crypto\.ts$/)
  expect(tracker).toHaveLength(1)
  // jsencrypt may come in more than one chunk of its own (rolldown splits its library out).
  expect(rsa.length).toBeGreaterThan(0)
  expect(ours).toHaveLength(1)
  for (const chunk of rsa) expect([tracker[0], ours[0]]).not.toContain(chunk)
  expect(ours).not.toContain(tracker[0])
  expect(aes).toEqual(ours)
})

// The icon sprite is the server's: the browser keeps the served symbols, so no page's first visit
// carries the icons' path data, which only the /_icons page loads.
test('the icons’ path data is in no first visit’s JavaScript, only in the /_icons page’s', async ({ request }) => {
  const paths = Object.values(ICONS).map((icon) => icon.d)
  const code = (files: string[]) => files.map((file) => readFileSync(`.output/public/${file}`, 'utf8')).join('\n')
  for (const page of ['/', '/ru/pricing', '/jp/blog']) {
    const firstVisit = code(scriptsOf(await (await request.get(page)).text()).map((u) => u.slice(1)))
    expect(
      paths.filter((d) => firstVisit.includes(d)),
      page,
    ).toEqual([])
  }
  const iconsPage = readdirSync('.output/public/assets').filter(
    (file) => file.endsWith('.js') && readFileSync(`.output/public/assets/${file}`, 'utf8').includes(ICONS.apple.d),
  )
  expect(iconsPage).toHaveLength(1)
})

test('no BudouX model reaches the browser: phrase marks are made on the server and in the build', () => {
  const js = readdirSync('.output/public/assets').filter((file) => file.endsWith('.js'))
  // Every BudouX model starts with its UW3 feature table; a model's own keys are nowhere else.
  const withModel = js.filter((file) => /["']?UW3["']?\s*:\s*\{/.test(readFileSync(`.output/public/assets/${file}`, 'utf8')))
  expect(withModel).toEqual([])
  // And the marks did reach the Japanese catalog the browser loads.
  const jp = js.find((file) => file.startsWith('catalog-jp-'))!
  expect(readFileSync(`.output/public/assets/${jp}`, 'utf8')).toContain('\u200B')
})
