import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { expect, test } from '@playwright/test'
import { IDLE_TIMEOUT_MS } from '#src/shell/timings'
import { startBuiltServer } from '../fixtures/built-server'
import { NEXT_BUILD_OUTPUT } from '../fixtures/next-build'
import { readStandInRecord, STAND_IN_ORG, STAND_IN_PROJECT, STAND_IN_TOKEN, startSentryApi } from '../fixtures/sentry-api'
import { errorEvents, startIngest } from '../fixtures/sentry-ingest'
import { serverFnId } from './calls-helpers'
import { hydrated } from './fixtures'

// ADR 057: with SENTRY_AUTH_TOKEN, a build uploads the browser's source maps to Sentry under
// their debug ids and the build id; without it, it sends nothing. Either way no map is published.
// scripts/test.sh makes both of its builds beside a stand-in for Sentry's API
// (tests/fixtures/sentry-api.ts), which kept what each sent: `.output` without the token,
// `.output-next` (the deploy of the shared-cache spec) with it. A browser error of `.output-next`
// then names the debug ids the maps were uploaded under, which is how Sentry finds them. Two more
// builds here stop early: a token without its organisation, and a token the API refuses.

// The two builds of this file one after the other, in one worker.
test.describe.configure({ mode: 'default' })

/** Every file under `dir`, each path starting with it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))

/** The browser's JavaScript that `output` publishes. */
// Every published chunk but the bundler's runtime (its CommonJS and export helpers, shared by the
// entry's steps, ADR 058): rolldown writes it from no source file, so it has no map to keep or upload.
const publishedChunks = (output: string) => filesUnder(join(output, 'public')).filter((f) => f.endsWith('.js') && !/\/rolldown-runtime-[\w-]+\.js$/.test(f))

/** The debug id Sentry's snippet gives a published chunk, read back by the browser SDK for every frame of it. */
const snippetDebugId = (code: string) => /sentry-dbid-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(code)?.[1]

interface SourceMap {
  readonly debug_id?: string
  readonly debugId?: string
  readonly file: string
  readonly sources: string[]
  readonly sourcesContent: (string | null)[]
  readonly names: string[]
  readonly mappings: string
}

/** The uploading build's bundle: its minified files and their maps (as sent), by debug id. */
function uploaded(): { sources: Map<string, string>; maps: Map<string, string> } {
  const bundle = readStandInRecord('next-build').bundles[0]
  const sources = new Map<string, string>()
  const maps = new Map<string, string>()
  for (const [path, entry] of Object.entries(bundle?.manifest.files ?? {})) {
    const id = entry.headers['debug-id']!
    if (entry.type === 'minified_source') sources.set(id, bundle!.files[path]!)
    else if (entry.type === 'source_map') maps.set(id, bundle!.files[path]!)
    else throw new Error(`unexpected ${entry.type} in the bundle: ${path}`)
  }
  return { sources, maps }
}

/** The map a build wrote for a published chunk, private beside its output. */
const ownMap = (output: string, chunk: string) =>
  JSON.parse(readFileSync(join(`${output}-sourcemaps`, chunk.slice(join(output, 'public').length + 1) + '.map'), 'utf8')) as SourceMap

test('a build without SENTRY_AUTH_TOKEN sends Sentry nothing, with SENTRY_URL, SENTRY_ORG and SENTRY_PROJECT set', () => {
  const build = readStandInRecord('build')
  expect(build.upload).toBe(false)
  expect(build.exitCode).toBe(0)
  expect(build.requests).toEqual([])
  // No debug id either: the build without the token is the one it was before the upload existed.
  for (const file of publishedChunks('.output')) expect(snippetDebugId(readFileSync(file, 'utf8')), file).toBeUndefined()
})

test("a build with SENTRY_AUTH_TOKEN uploads every browser chunk's map, under the chunk's debug id and the build id", () => {
  const next = readStandInRecord('next-build')
  expect(next.upload).toBe(true)
  expect(next.exitCode).toBe(0)
  expect(next.output).toContain('Successfully uploaded source maps to Sentry')
  expect(next.output).not.toContain(STAND_IN_TOKEN)
  expect(next.requests.length).toBeGreaterThan(0)
  expect(next.requests.filter((r) => !r.authorized)).toEqual([])

  // The release is the build id, the one the runtime's reports carry (tests/e2e/error-reporting.spec.ts).
  const buildId = (JSON.parse(readFileSync(join(NEXT_BUILD_OUTPUT, 'public/builds/latest.json'), 'utf8')) as { id: string }).id
  expect(next.releases).toEqual([{ org: STAND_IN_ORG, version: buildId, projects: [STAND_IN_PROJECT], dateReleased: expect.any(String) }])
  expect(next.bundles).toHaveLength(1)
  const bundle = next.bundles[0]!
  expect(bundle).toMatchObject({ org: STAND_IN_ORG, projects: [STAND_IN_PROJECT], version: buildId })
  expect(bundle.manifest).toMatchObject({ org: STAND_IN_ORG, project: STAND_IN_PROJECT, release: buildId })

  // Every chunk the browser may load, and nothing else (no server bundle): one minified file and
  // one map each, whose debug id is the one the published chunk announces, over the same bytes.
  const { sources, maps } = uploaded()
  const chunks = publishedChunks(NEXT_BUILD_OUTPUT)
  expect(chunks.length).toBeGreaterThan(20)
  expect(sources.size).toBe(chunks.length)
  expect(maps.size).toBe(chunks.length)
  for (const file of chunks) {
    const code = readFileSync(file, 'utf8')
    const id = snippetDebugId(code)
    expect(id, `${file} has no debug id`).toBeDefined()
    expect(sources.get(id!), `${file}: the uploaded file is the published one`).toBe(`${code}\n//# debugId=${id}`)
    const map = JSON.parse(maps.get(id!)!) as SourceMap
    expect(map.debug_id).toBe(id)
    expect(map.debugId).toBe(id)
    // The map the build wrote for this chunk: the same mappings.
    const own = ownMap(NEXT_BUILD_OUTPUT, file)
    expect(map.file).toBe(own.file)
    expect(map.mappings, `${file}: the uploaded map is the one the build wrote`).toBe(own.mappings)
    expect(map.names).toEqual(own.names)
  }

  // What Sentry does with a frame: the published error reporter's `CallError`, through the
  // uploaded map, is the line of app/client/error-reporting.client.ts that names it.
  const reporter = chunks.find((f) => /error-reporting\.client-[^/]*\.js$/.test(f))!
  const code = readFileSync(reporter, 'utf8')
  const at = code.indexOf('CallError')
  expect(at).toBeGreaterThan(0)
  const before = code.slice(0, at).split('\n')
  const raw = maps.get(snippetDebugId(code)!)!
  const map = JSON.parse(raw) as SourceMap
  const original = originalPositionFor(new TraceMap(raw), { line: before.length, column: before.at(-1)!.length })
  expect(original.source).toBe('app/client/error-reporting.client.ts')
  const content = map.sourcesContent[map.sources.indexOf(original.source!)]!
  expect(content.split('\n')[original.line! - 1]).toContain("'CallError'")

  // The server's bundles are neither changed nor uploaded.
  for (const file of filesUnder(join(NEXT_BUILD_OUTPUT, 'server')).filter((f) => f.endsWith('.mjs'))) {
    expect(snippetDebugId(readFileSync(file, 'utf8')), file).toBeUndefined()
  }
})

test('neither build publishes a source map or points to one, and each keeps a map of every chunk beside it', () => {
  for (const output of ['.output', NEXT_BUILD_OUTPUT]) {
    const files = filesUnder(join(output, 'public'))
    expect(files.filter((f) => /\.map(\.br|\.gz)?$/.test(f))).toEqual([])
    for (const file of files.filter((f) => /\.(js|css)$/.test(f))) expect(readFileSync(file, 'utf8'), file).not.toContain('sourceMappingURL')
    for (const file of publishedChunks(output)) expect(ownMap(output, file).mappings, file).toMatch(/\S/)
  }
})

test("a browser error of the uploading build names its chunks' debug ids: those its maps were uploaded under", async ({ page }) => {
  const { maps } = uploaded()
  const ingest = await startIngest()
  const server = await startBuiltServer({ SENTRY_DSN: ingest.dsn(7), VITALS_SAMPLE_RATE: '0' }, { output: NEXT_BUILD_OUTPUT })
  try {
    // A failed call: the error reporter makes its CallError in a chunk of the build.
    const visitorIp = serverFnId('app/server/calls.functions.ts', 'getVisitorIp')
    await page.route(`**/_serverFn/${visitorIp}*`, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }))
    await page.clock.install()
    await page.goto(`http://localhost:${server.port}/pricing`)
    await hydrated(page)
    // The features that start when the page is idle load error reporting; one may be waiting for
    // idle only once its own chunk arrived, after a first run of the clock: the clock runs on until
    // reporting has started.
    await expect
      .poll(async () => {
        await page.clock.runFor(IDLE_TIMEOUT_MS + 100)
        return page.locator('html[data-error-reporting]').count()
      })
      .toBe(1)
    const callError = () => errorEvents(ingest.envelopes).find((e) => e.exception?.values?.some((v) => v.type === 'CallError'))
    await expect.poll(callError).toBeTruthy()
    const event = callError()!
    expect(event.release).toBe('next-build')
    const images = event.debug_meta?.images ?? []
    expect(images.map((i) => new URL(i.code_file).pathname)).toContainEqual(expect.stringMatching(/^\/assets\/error-reporting\.client-[^/]+\.js$/))
    for (const image of images) {
      expect(image.type).toBe('sourcemap')
      expect(image.debug_id).toBe(snippetDebugId(readFileSync(join(NEXT_BUILD_OUTPUT, 'public', new URL(image.code_file).pathname), 'utf8')))
      expect(maps.has(image.debug_id), `${image.code_file}: its map was uploaded`).toBe(true)
    }
  } finally {
    server.child.kill()
    await ingest.close()
  }
})

/** `vite build` into a folder of its own with `env`: its exit code, its output and that folder. */
async function build(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'pd-sentry-build-'))
  const child = spawn('node_modules/.bin/node', ['node_modules/vite/bin/vite.js', 'build'], {
    env: { ...process.env, NITRO_OUTPUT_DIR: join(dir, 'output'), SENTRY_CONFIG_DIR: join(dir, 'sentry-cli'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, output, dir }
}

test('a token without SENTRY_ORG stops the build before it starts, in one line naming the variable', async () => {
  const api = await startSentryApi({ token: STAND_IN_TOKEN })
  const { code, output, dir } = await build({ SENTRY_AUTH_TOKEN: STAND_IN_TOKEN, SENTRY_ORG: '', SENTRY_PROJECT: STAND_IN_PROJECT, SENTRY_URL: api.origin })
  try {
    expect(code, output).toBe(1)
    expect(output).toContain(
      "[SentryBuildError: SENTRY_AUTH_TOKEN is set, so this build uploads the browser's source maps to Sentry, but SENTRY_ORG is not set",
    )
    expect(output).not.toContain('SENTRY_PROJECT')
    expect(output).not.toMatch(/^\s+at /m)
    expect(output).not.toContain(STAND_IN_TOKEN)
    expect(existsSync(join(dir, 'output'))).toBe(false)
    expect(api.record.requests).toEqual([])
  } finally {
    await api.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a token Sentry refuses fails the build, and its source maps are out of the public files all the same', async () => {
  test.setTimeout(180_000)
  const api = await startSentryApi({ token: STAND_IN_TOKEN })
  const refused = 'sntryu_a-token-the-api-refuses-5e0b'
  const { code, output, dir } = await build({ SENTRY_AUTH_TOKEN: refused, SENTRY_ORG: STAND_IN_ORG, SENTRY_PROJECT: STAND_IN_PROJECT, SENTRY_URL: api.origin })
  try {
    expect(code, output).toBe(1)
    expect(output).toContain(
      `[SentryBuildError: Uploading the browser's source maps to Sentry (${api.origin}) failed: Failed to create release: 401 Unauthorized]`,
    )
    expect(output).not.toContain(refused)
    expect(api.record.requests.length).toBeGreaterThan(0)
    expect(api.record.requests.filter((r) => r.authorized)).toEqual([])
    expect(api.record.bundles).toEqual([])
    // The browser's build was written, then its maps moved out before the build stopped.
    const chunks = publishedChunks(join(dir, 'output'))
    expect(chunks.length).toBeGreaterThan(20)
    expect(filesUnder(join(dir, 'output/public')).filter((f) => f.endsWith('.map'))).toEqual([])
    expect(filesUnder(join(dir, 'output-sourcemaps')).filter((f) => f.endsWith('.map')).length).toBe(chunks.length)
  } finally {
    await api.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
