import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { waitForServer } from '../../scripts/wait-for-server'
import { freePort } from '../fixtures/free-port'

// The container image's runtime stage (Dockerfile): Node and `.output` alone in a folder of their
// own, as an unprivileged user would run it. This machine has no Docker, so the spec builds that
// layout by hand from the Dockerfile's own lines and serves the site from it: every page kind's
// files, content, catalogs, images and the collector must be inside `.output`.

/** The runtime stage of the Dockerfile: its instructions, one per logical line. */
function runtimeStage(): string[] {
  const lines = readFileSync('Dockerfile', 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  return lines.slice(lines.findIndex((l) => /^FROM .* AS runtime$/.test(l)))
}

test('the Dockerfile: a runtime stage that copies only the built server and runs it as a user of its own', () => {
  const stage = runtimeStage()
  expect(stage[0]).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim AS runtime$/)
  expect(readFileSync('Dockerfile', 'utf8')).toContain(`ARG NODE_VERSION=${readFileSync('.node-version', 'utf8').trim()}`)
  expect(stage.filter((l) => l.startsWith('COPY'))).toEqual(['COPY --from=build /app/.output ./.output'])
  expect(stage.filter((l) => /^RUN .*npm/.test(l))).toEqual([])
  expect(stage).toContain('USER site')
  expect(stage.find((l) => l.startsWith('HEALTHCHECK'))).toContain('/healthz')
  expect(stage.at(-1)).toBe('CMD ["node", ".output/server/index.mjs"]')
  expect(stage.find((l) => l.startsWith('ENV'))).toContain('TRACKING_DATA_DIR=/data')
})

test('the site serves from the runtime layout alone: pages, files, images, content and the collector', async () => {
  test.setTimeout(60_000)
  const image = mkdtempSync(join(tmpdir(), 'pd-container-'))
  try {
    // WORKDIR /app with COPY --from=build /app/.output ./.output, and the /data volume.
    cpSync('.output', join(image, '.output'), { recursive: true })
    mkdirSync(join(image, 'data'))
    expect(readdirSync(image).sort()).toEqual(['.output', 'data'])
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const server = spawn(join(process.cwd(), 'node_modules/.bin/node'), ['.output/server/index.mjs'], {
      cwd: image,
      // The image's environment, and nothing of this checkout's.
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        TRACKING_DATA_DIR: join(image, 'data'),
        SITE_URL: `http://localhost:${port}`,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    server.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
    try {
      await waitForServer(`${base}/healthz`, server).catch(() => {
        throw new Error(`server did not start:\n${stderr}`)
      })
      const ok = async (path: string, type: RegExp) => {
        const res = await fetch(`${base}${path}`)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type'), path).toMatch(type)
        return res
      }
      expect(await (await ok('/', /text\/html/)).text()).toContain('<h1')
      expect(await (await ok('/ru/pricing', /text\/html/)).text()).toContain('lang="ru-RU"')
      const article = /href="(\/jp\/blog\/[a-z0-9-]+)"/.exec(await (await ok('/jp/blog', /text\/html/)).text())![1]!
      await ok(article, /text\/html/)
      await ok('/sitemap.xml', /xml/)
      await ok('/favicon.svg', /svg/)
      const entry = readdirSync(join(image, '.output/public/assets')).find((f) => /^index-.*\.js$/.test(f))!
      await ok(`/assets/${entry}`, /javascript/)
      await ok('/_ipx/blur_3,f_webp,q_50,w_16/images/covers/browser-fingerprinting-explained.png', /image\/webp/)
      // The embedded collector writes to the volume, and only there.
      const vitals = {
        v: 1,
        path: '/',
        kind: 'home',
        lang: 'en',
        host: 'localhost',
        connection: '4g',
        device: 'desktop',
        memory: '2GB',
        cores: '1-2',
        navigation: 'navigate',
        build: 'x',
        metrics: [{ name: 'TTFB', value: 80, target: 'request' }],
      }
      expect((await fetch(`${base}/api/vitals`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(vitals) })).status).toBe(200)
      expect(existsSync(join(image, 'data', 'tracking.db'))).toBe(true)
      expect(readdirSync(image).sort()).toEqual(['.output', 'data'])
      // SIGTERM (what `docker stop` sends): it drains and exits 0.
      server.kill('SIGTERM')
      const code = await new Promise<number | null>((resolve) => server.once('exit', (c) => resolve(c)))
      expect(code).toBe(0)
      expect(stderr).not.toMatch(/Error|ENOENT|Cannot find/)
    } finally {
      server.kill('SIGKILL')
    }
  } finally {
    rmSync(image, { recursive: true, force: true })
  }
})
