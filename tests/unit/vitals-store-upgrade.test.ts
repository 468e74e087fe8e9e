import { mkdtempSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { readRows } from '../../scripts/vitals'

// A collector database written before vitals rows carried their engine family: the server adds the
// column on open, the old rows read as unknown, and `npm run vitals` reads either kind of database.
const dir = mkdtempSync(join(tmpdir(), 'vitals-upgrade-'))
const file = join(dir, 'tracking.db')
const old = new DatabaseSync(file)
old.exec(`CREATE TABLE vitals (id INTEGER PRIMARY KEY, view TEXT NOT NULL, received_at INTEGER NOT NULL, metric TEXT NOT NULL, value REAL NOT NULL,
  rating TEXT NOT NULL, target TEXT NOT NULL, kind TEXT NOT NULL, lang TEXT NOT NULL, host TEXT NOT NULL, path TEXT NOT NULL, connection TEXT NOT NULL,
  device TEXT NOT NULL, memory TEXT NOT NULL, cores TEXT NOT NULL, navigation TEXT NOT NULL, build TEXT NOT NULL)`)
old
  .prepare("INSERT INTO vitals VALUES (1, 'v-old', 1, 'TTFB', 120, 'good', 'request', 'home', 'en', 'h', '/', '4g', 'desktop', '2GB', '1-2', 'navigate', 'b0')")
  .run()
old.close()

it('an old database: the report reads it as it is, and the server upgrades it in place', async () => {
  expect(readRows(file).map((r) => [r.metric, r.engine])).toEqual([['TTFB', 'unknown']])
  process.env.TRACKING_DATA_DIR = dir
  const { collectVitals } = await import('../../app/server/vitals.server')
  const beacon = {
    v: 1,
    path: '/',
    kind: 'home',
    lang: 'en',
    host: 'h',
    connection: '4g',
    device: 'desktop',
    memory: '2GB',
    cores: '1-2',
    navigation: 'navigate',
    build: 'b1',
    metrics: [{ name: 'FCP', value: 800, target: 'loading' }],
  }
  const headers = {
    'content-type': 'text/plain',
    'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15',
  }
  const response = await collectVitals(new Request('http://x.test/api/vitals', { method: 'POST', headers, body: JSON.stringify(beacon) }))
  expect(response.status).toBe(200)
  expect(readRows(file).map((r) => [r.metric, r.engine])).toEqual([
    ['TTFB', 'unknown'],
    ['FCP', 'webkit'],
  ])
})
