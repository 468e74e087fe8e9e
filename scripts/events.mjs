// npm run events [-- --json] [-- --limit N]: the embedded collector's latest entries (ADR 014).
// Reads TRACKING_DATA_DIR/tracking.db (default .data/tracking.db), newest first.
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)
const json = args.includes('--json')
const limitAt = args.indexOf('--limit')
const limit = limitAt >= 0 ? Math.max(1, Math.min(100_000, Number(args[limitAt + 1]) || 50)) : 50
const file = join(process.env.TRACKING_DATA_DIR || '.data', 'tracking.db')
if (!existsSync(file)) {
  console.error(`No events yet: ${file} does not exist (start the site and browse a page first).`)
  process.exit(json ? 0 : 1)
}
// Quiet node:sqlite's one ExperimentalWarning (and only it).
process.removeAllListeners('warning')
process.on('warning', (w) => {
  if (!/SQLite/i.test(w.message)) console.warn(w)
})
const { DatabaseSync } = await import('node:sqlite')
const db = new DatabaseSync(file, { readOnly: true })
const rows = db.prepare('SELECT id, kind, received_at, fields FROM entries ORDER BY received_at DESC, rowid DESC LIMIT ?').all(limit)
if (json) {
  for (const row of rows)
    console.log(JSON.stringify({ kind: row.kind, id: row.id, received_at: new Date(Number(row.received_at)).toISOString(), ...JSON.parse(String(row.fields)) }))
} else {
  console.table(
    rows.map((row) => {
      const fields = JSON.parse(String(row.fields))
      const what = fields.element_key ?? fields.name ?? fields.error_msg ?? fields.c_v ?? fields.source_data?.utm_source ?? fields.log_type ?? ''
      return {
        received: new Date(Number(row.received_at)).toISOString(),
        kind: row.kind,
        what: String(what).slice(0, 40),
        url: String(fields.url ?? fields.source_data?.page_url ?? '').slice(0, 60),
      }
    }),
  )
}
