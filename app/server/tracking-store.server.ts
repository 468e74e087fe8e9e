import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DatabaseSync as Database } from 'node:sqlite'
import type { VitalsRow } from '#src/vitals/beacon-schema'
import { env } from './env.server'

/** What the embedded collector stores: tracking events and the attribution calls. */
export type StoredKind = 'click' | 'view' | 'expose' | 'error' | 'source' | 'ref' | 'fingerprint'

/** The database file of the embedded collector (also read by `npm run events`). */
export const trackingDbPath = () => join(env.TRACKING_DATA_DIR, 'tracking.db')

let db: Database | undefined

/**
 * The collector's SQLite database through Node's built-in `node:sqlite` (no native build step).
 * Loaded on first use so a deployment with an external statistics endpoint never opens it.
 */
async function open(): Promise<Database> {
  if (db) return db
  // node:sqlite prints one ExperimentalWarning on load; silence that one warning, not others.
  const emit = process.emitWarning
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message
    if (/SQLite/i.test(text)) return
    ;(emit as (...a: unknown[]) => void).call(process, warning, ...rest)
  }) as typeof process.emitWarning
  try {
    const { DatabaseSync } = await import('node:sqlite')
    mkdirSync(env.TRACKING_DATA_DIR, { recursive: true })
    db = new DatabaseSync(trackingDbPath())
  } finally {
    process.emitWarning = emit
  }
  db.exec(`
    PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS entries (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      received_at INTEGER NOT NULL,
      fields TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS entries_received ON entries (received_at);
    -- Web vitals (ADR 024): one row per metric of a page view; view groups a beacon's rows (a
    -- random id the server makes, tied to nothing about the visitor).
    CREATE TABLE IF NOT EXISTS vitals (
      id INTEGER PRIMARY KEY,
      view TEXT NOT NULL,
      received_at INTEGER NOT NULL,
      metric TEXT NOT NULL,
      value REAL NOT NULL,
      rating TEXT NOT NULL,
      target TEXT NOT NULL,
      kind TEXT NOT NULL,
      lang TEXT NOT NULL,
      host TEXT NOT NULL,
      path TEXT NOT NULL,
      connection TEXT NOT NULL,
      device TEXT NOT NULL,
      memory TEXT NOT NULL,
      cores TEXT NOT NULL,
      navigation TEXT NOT NULL,
      build TEXT NOT NULL,
      engine TEXT NOT NULL DEFAULT 'unknown'
    );
    CREATE INDEX IF NOT EXISTS vitals_received ON vitals (received_at);
  `)
  // A database made before rows carried their engine family gets the column; its old rows say unknown.
  const columns = db.prepare('PRAGMA table_info(vitals)').all() as { name: string }[]
  if (!columns.some((c) => c.name === 'engine')) db.exec("ALTER TABLE vitals ADD COLUMN engine TEXT NOT NULL DEFAULT 'unknown'")
  return db
}

/** One stored entry. `id` makes a resent event a no-op. */
export interface StoredEntry {
  readonly id: string
  readonly kind: StoredKind
  readonly fields: Record<string, unknown>
}

/** Runs `write` in one transaction; returns what it returns. */
async function transaction<T>(write: (db: Database) => T): Promise<T> {
  const d = await open()
  d.exec('BEGIN')
  try {
    const out = write(d)
    d.exec('COMMIT')
    return out
  } catch (error) {
    d.exec('ROLLBACK')
    throw error
  }
}

/** Stores entries in one transaction; returns how many were new (duplicates by id are dropped). */
export function storeEntries(entries: readonly StoredEntry[], now = Date.now()): Promise<number> {
  return transaction((d) => {
    const insert = d.prepare('INSERT OR IGNORE INTO entries (id, kind, received_at, fields) VALUES (?, ?, ?, ?)')
    let added = 0
    for (const e of entries) added += Number(insert.run(e.id, e.kind, now, JSON.stringify(e.fields)).changes)
    return added
  })
}

/** The columns of the vitals table a row fills, in insert order. */
const VITALS_COLUMNS = [
  'metric',
  'value',
  'rating',
  'target',
  'kind',
  'lang',
  'host',
  'path',
  'connection',
  'device',
  'memory',
  'cores',
  'navigation',
  'build',
  'engine',
] as const satisfies readonly (keyof VitalsRow)[]

/** Stores one page view's vitals rows (one beacon) in one transaction, under the view id `view`. */
export function storeVitals(view: string, rows: readonly VitalsRow[], now = Date.now()): Promise<number> {
  return transaction((d) => {
    const insert = d.prepare(`INSERT INTO vitals (view, received_at, ${VITALS_COLUMNS.join(', ')}) VALUES (?, ?, ${VITALS_COLUMNS.map(() => '?').join(', ')})`)
    for (const row of rows) insert.run(view, now, ...VITALS_COLUMNS.map((c) => row[c]))
    return rows.length
  })
}
