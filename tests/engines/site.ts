import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../fixtures/free-port'
import { startIngest } from '../fixtures/sentry-ingest'
import { storedEvents } from '../fixtures/stored-events'
import { startFront, type Front } from './front'

/**
 * The production server (`.output`, as `npm test` built it) for one engine, behind its front
 * (tests/engines/front.ts), with error reporting on (a stand-in Sentry ingest on loopback) and the
 * embedded collector in a fresh folder, so that every report a page makes can be read back.
 * The Chinese site is on its own host, as in playwright.config.ts: zh.localhost on the front's port.
 * ENGINES_PORT fixes the ports: the front of the site with `portOffset` 0 listens on it and its
 * server on the next one; by default both are free ports the kernel picks.
 */
export interface Site {
  /** http://localhost:<front> */
  readonly base: string
  readonly front: Front
  readonly ingest: Awaited<ReturnType<typeof startIngest>>
  /** The events the embedded collector stored, as `npm run events` reads them. */
  events<T>(): T[]
  close(): Promise<void>
}

export async function startSite({ probe, uncached, portOffset = 0 }: { probe: boolean; uncached?: RegExp; portOffset?: number }): Promise<Site> {
  const fixed = process.env.ENGINES_PORT ? Number(process.env.ENGINES_PORT) + portOffset : 0
  const serverPort = fixed ? fixed + 1 : await freePort()
  const front = await startFront({ target: serverPort, probe, port: fixed, uncached })
  const base = `http://localhost:${front.port}`
  const ingest = await startIngest()
  const tracking = mkdtempSync(join(tmpdir(), 'pd-engines-tracking-'))
  let output = ''
  // The server runs as it does for the Playwright suite: not told it is under Vitest (srvx, told
  // TEST, keeps quiet about listening, which the wait below reads).
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'TEST' && !key.startsWith('VITEST')))
  const server: ChildProcess = spawn('node_modules/.bin/node', ['.output/server/index.mjs'], {
    env: {
      ...inherited,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      SITE_URL: base,
      LOCALE_ORIGINS: `zh=http://zh.localhost:${front.port}`,
      TRACKING_DATA_DIR: tracking,
      TRACKING_POSTS_PER_MINUTE: '1000000',
      SENTRY_DSN: ingest.dsn(3),
      SENTRY_ENVIRONMENT: 'engines',
      VITALS_SAMPLE_RATE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The server says when it listens. An answer on its port is not enough: with ENGINES_PORT, the
  // port lies in Linux's ephemeral range, where another process may hold it while ours fails to bind.
  await new Promise<void>((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d.toString()
      if (output.includes(`Listening on: http://127.0.0.1:${serverPort}/`)) resolve()
    }
    server.stdout!.on('data', read)
    server.stderr!.on('data', read)
    server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)))
    setTimeout(() => reject(new Error(`the server did not say it listens within 30 s:\n${output}`)), 30_000).unref()
  }).catch(async (error: unknown) => {
    server.kill()
    await Promise.all([front.close(), ingest.close()])
    throw error
  })
  return {
    base,
    front,
    ingest,
    events: <T>() => storedEvents<T>(tracking),
    async close() {
      await Promise.all([front.close(), ingest.close()])
      server.kill()
      if (server.exitCode === null) await once(server, 'exit')
      rmSync(tracking, { recursive: true, force: true })
    },
  }
}
