import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { METRICS, isMetricName } from '#src/vitals/metrics'
import { sinceOf, vitalsReport, vitalsText, type ReportRow } from '#src/vitals/report'
import { vitalsHtml } from '#src/vitals/vitals-html'
import { parseReportArgs } from './report-args'

// npm run vitals [-- --json | --html FILE] [--since 7d|24h|2026-11-20]: the p75 of each field
// metric per language × page kind, from the embedded collector's database (ADR 024).
// Reads TRACKING_DATA_DIR/tracking.db (default .data/tracking.db), read-only.

const USAGE = 'usage: npm run vitals [-- --json | --html FILE] [--since 7d|24h|90m|2w|YYYY-MM-DD[THH:MM[:SS][Z]]]'

/** The options of a run, or a message saying what is wrong with them. */
export function parseArgs(args: readonly string[], now: number): { json: boolean; html?: string; since?: number; sinceText?: string } | string {
  let since: { since: number; sinceText: string } | undefined
  const parsed = parseReportArgs(args, USAGE, {
    '--since': (value) => {
      const at = sinceOf(value, now)
      if (at === undefined) return `"${value}" is neither a duration (7d, 24h, 90m, 2w) nor an ISO date`
      since = { since: at, sinceText: value }
      return undefined
    },
  })
  return typeof parsed === 'string' ? parsed : { ...parsed, ...since }
}

/** The stored rows received at or after `since` (all without it); none when there is no database yet. */
export function readRows(file: string, since = 0): ReportRow[] {
  if (!existsSync(file)) return []
  // Quiet node:sqlite's one ExperimentalWarning (and only it).
  process.removeAllListeners('warning')
  process.on('warning', (w) => {
    if (!/SQLite/i.test(w.message)) console.warn(w)
  })
  // Node's own loader, not an import: Vite's module runner is closed once this script has loaded.
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite')
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'vitals'").get()
    if (!table) return []
    // A database written before rows carried their engine family has no such column: those rows are unknown.
    const hasEngine = (db.prepare('PRAGMA table_info(vitals)').all() as { name: string }[]).some((c) => c.name === 'engine')
    const rows = db
      .prepare(`SELECT metric, value, lang, kind, view, ${hasEngine ? 'engine' : "'unknown' AS engine"} FROM vitals WHERE received_at >= ? ORDER BY id`)
      .all(since) as { metric: string; value: number; lang: string; kind: string; view: string; engine: string }[]
    return rows.flatMap((r) =>
      isMetricName(r.metric) ? [{ metric: r.metric, value: Number(r.value), lang: r.lang, kind: r.kind, view: r.view, engine: r.engine }] : [],
    )
  } finally {
    db.close()
  }
}

export async function main(args: readonly string[]): Promise<number> {
  const now = Date.now()
  const options = parseArgs(args, now)
  if (typeof options === 'string') {
    console.error(options)
    return 2
  }
  const file = join(process.env.TRACKING_DATA_DIR || '.data', 'tracking.db')
  const report = vitalsReport(readRows(file, options.since))
  const period = options.since === undefined ? 'all rows' : `since ${new Date(options.since).toISOString()} (${options.sinceText})`
  if (options.json) {
    console.log(
      JSON.stringify(
        {
          generatedAt: new Date(now).toISOString(),
          database: file,
          since: options.since === undefined ? null : new Date(options.since).toISOString(),
          percentile: 'p75, nearest rank',
          thresholds: METRICS,
          ...report,
        },
        null,
        2,
      ),
    )
  } else if (options.html) {
    writeFileSync(options.html, vitalsHtml(report, `${file}, ${period}, made ${new Date(now).toISOString()}`))
    console.log(`Wrote ${options.html}: ${report.rows} rows from ${report.views} page views (${period}).`)
  } else {
    console.log(vitalsText(report, `Field web vitals from ${file}, ${period}`).join('\n'))
  }
  return 0
}
