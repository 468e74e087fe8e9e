import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { waitForServer } from '../../scripts/wait-for-server'
import { freePort } from '../fixtures/free-port'
import { slowUpstream } from '../fixtures/upstreams'
import { exitWithin, stopDuringRequest } from '../fixtures/built-server'
import { checkServer } from './server-response-checks'

// nitro's node-cluster preset (ADR 046): a primary that forks workers, each running the same nitro
// app as the single Node server. Built into .output-cluster by scripts/check-cluster-build.sh,
// which runs this spec (playwright.presets.config.ts). The same responses, the same drain on SIGTERM
// and the same start-up refusals, from every worker.

const SERVER = '.output-cluster/server/index.mjs'
const WORKERS = 2

function env(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://localhost:${port}`,
    NITRO_CLUSTER_WORKERS: String(WORKERS),
    TRACKING_DATA_DIR: `${process.env.E2E_TRACKING_DIR}/cluster-${port}`,
    ...extra,
  }
}

test('the node-cluster server: the same responses, headers, 405s, 304s, files and compression as the single server', async () => {
  test.setTimeout(120_000)
  await checkServer(
    SERVER,
    await freePort(),
    { NITRO_CLUSTER_WORKERS: String(WORKERS) },
    { https: true, files: true, output: '.output-cluster', workers: WORKERS },
  )
})

test('SIGTERM to the primary: each worker finishes the request under way, then the primary exits 0', async () => {
  const upstream = await slowUpstream(800)
  const port = await freePort()
  const server = spawn('node_modules/.bin/node', [SERVER], { env: env(port, { API_BASE_URL: upstream.url }), stdio: 'ignore' })
  try {
    await waitForServer(`http://127.0.0.1:${port}/healthz`, server)
    expect(await stopDuringRequest(server, port, upstream.asked, 'SIGTERM', 10_000)).toEqual({ status: 200, code: 0 })
  } finally {
    server.kill('SIGKILL')
    upstream.close()
  }
})

test('a broken configuration: every worker refuses in the same one line, and the primary exits non-zero', async () => {
  const server = spawn('node_modules/.bin/node', [SERVER], {
    env: env(await freePort(), {
      SITE_URL: 'https://www.example.com',
      LOCALE_ORIGINS: '',
      TRACKING_ENDPOINT: 'https://stats.example.com/collect',
      TRACKING_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----x',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  server.stdout!.on('data', (d: Buffer) => (stdout += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const code = await exitWithin(server, 10_000)
  expect(code).not.toBeNull()
  expect(code).not.toBe(0)
  expect(stdout).toBe('')
  const lines = stderr.trim().split('\n')
  expect(lines.length).toBeGreaterThanOrEqual(1)
  expect(lines.length).toBeLessThanOrEqual(WORKERS)
  for (const line of lines) expect(line).toMatch(/^Invalid environment: LOCALE_ORIGINS: .*a loopback origin/)
})
