import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DatabaseSync as Database } from 'node:sqlite'
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
  `)
  return db
}

/** One stored entry. `id` makes a resent event a no-op. */
export interface StoredEntry {
  readonly id: string
  readonly kind: StoredKind
  readonly fields: Record<string, unknown>
}

/** Stores entries in one transaction; returns how many were new (duplicates by id are dropped). */
export async function storeEntries(entries: readonly StoredEntry[], now = Date.now()): Promise<number> {
  const d = await open()
  const insert = d.prepare('INSERT OR IGNORE INTO entries (id, kind, received_at, fields) VALUES (?, ?, ?, ?)')
  let added = 0
  d.exec('BEGIN')
  try {
    for (const e of entries) added += Number(insert.run(e.id, e.kind, now, JSON.stringify(e.fields)).changes)
    d.exec('COMMIT')
  } catch (error) {
    d.exec('ROLLBACK')
    throw error
  }
  return added
}
