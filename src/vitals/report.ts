import { LOCALE_CODES } from '../i18n/locales'
import { textTable } from '../report/text-table'
import { VITALS_PAGE_KINDS } from './beacon-schema'
import { formatValue, METRIC_NAMES, METRICS, p75, rate, RATINGS, type MetricName, type Rating } from './metrics'
import { indexIn } from '../lang/one-of'
import { ENGINES } from './browser-engine'

const order =
  <T extends string>(list: readonly T[]) =>
  (value: string) => {
    const i = indexIn(list, value)
    return i < 0 ? list.length : i
  }

/**
 * `npm run vitals`'s figures (ADR 024): the p75 of each metric per language × page kind, rated by
 * Google's thresholds, with sample counts, and each metric's distribution. Pure: the script reads
 * the rows from SQLite and prints or renders what this module computes.
 */

/** The part of a stored row the report reads. `view` groups the rows of one beacon. */
export interface ReportRow {
  readonly metric: MetricName
  readonly value: number
  readonly lang: string
  readonly kind: string
  readonly view?: string
  /** The browser engine family (`engine.ts`); rows stored before it was recorded have none. */
  readonly engine?: string
}

/** One metric over some rows: how many, their p75 and its rating. */
export interface MetricSummary {
  readonly samples: number
  readonly p75: number
  readonly rating: Rating
  /**
   * The samples by browser engine family, in `ENGINES` order: the browsers a figure covers, since not
   * every engine measures every metric.
   */
  readonly engines: Readonly<Partial<Record<string, number>>>
}

/** One language × page kind. */
export interface GroupSummary {
  readonly lang: string
  readonly kind: string
  /** Page views (beacons) with at least one row here. */
  readonly views: number
  readonly metrics: Partial<Record<MetricName, MetricSummary>>
}

/** One bar of a distribution: values in (from, to] (the first bar includes 0; the last is open). */
export interface Bin {
  readonly from: number
  readonly to: number | undefined
  readonly count: number
  readonly rating: Rating
}

/** The whole report. */
export interface VitalsReport {
  readonly rows: number
  readonly views: number
  readonly overall: Partial<Record<MetricName, MetricSummary>>
  readonly groups: readonly GroupSummary[]
  readonly distributions: Readonly<Record<MetricName, readonly Bin[]>>
}

/**
 * Bar width and the last closed bar's end of each metric's distribution. Both thresholds fall on
 * bar edges, so every bar has one rating.
 */
export const HISTOGRAM: Readonly<Record<MetricName, { readonly step: number; readonly max: number }>> = {
  LCP: { step: 250, max: 6000 },
  INP: { step: 50, max: 1000 },
  CLS: { step: 0.025, max: 0.5 },
  FCP: { step: 200, max: 4800 },
  TTFB: { step: 100, max: 3000 },
}

const engineOrder = order(ENGINES)

/** How many of `rows` each engine family sent, known families first. */
function enginesOf(rows: readonly ReportRow[]): Partial<Record<string, number>> {
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(r.engine ?? 'unknown', (counts.get(r.engine ?? 'unknown') ?? 0) + 1)
  return Object.fromEntries([...counts].sort(([a], [b]) => engineOrder(a) - engineOrder(b) || a.localeCompare(b)))
}

function summarize(metric: MetricName, rows: readonly ReportRow[]): MetricSummary | undefined {
  const value = p75(rows.map((r) => r.value))
  return value === undefined ? undefined : { samples: rows.length, p75: value, rating: rate(metric, value), engines: enginesOf(rows) }
}

function summaries(rows: readonly ReportRow[]): Partial<Record<MetricName, MetricSummary>> {
  const out: Partial<Record<MetricName, MetricSummary>> = {}
  for (const metric of METRIC_NAMES) {
    const summary = summarize(
      metric,
      rows.filter((r) => r.metric === metric),
    )
    if (summary) out[metric] = summary
  }
  return out
}

/** A summary's engines as reports print them: `blink 40, gecko 8`. */
export function enginesLabel(s: MetricSummary): string {
  return Object.entries(s.engines)
    .map(([engine, n]) => `${engine} ${n}`)
    .join(', ')
}

const countViews = (rows: readonly ReportRow[]) => new Set(rows.map((r, i) => r.view ?? `row-${i}`)).size

/** The bars of one metric's values (see `HISTOGRAM`); a value past `max` counts in the open last bar. */
export function distribution(metric: MetricName, values: readonly number[]): Bin[] {
  const { step, max } = HISTOGRAM[metric]
  const closed = Math.round(max / step)
  const counts = new Array<number>(closed + 1).fill(0)
  // Bar k holds (k·step, (k+1)·step]; the small epsilon keeps 0.1 (CLS) out of the bar above it.
  for (const v of values) counts[Math.min(closed, Math.max(0, Math.ceil(v / step - 1e-9) - 1))]! += 1
  return counts.map((count, k) => {
    const from = Math.round(k * step * 1000) / 1000
    const to = k < closed ? Math.round((k + 1) * step * 1000) / 1000 : undefined
    return { from, to, count, rating: rate(metric, to ?? Number.POSITIVE_INFINITY) }
  })
}

const langOrder = order(LOCALE_CODES)
const kindOrder = order(VITALS_PAGE_KINDS)

/** The report of some rows: overall figures, one group per language × page kind, distributions. */
export function vitalsReport(rows: readonly ReportRow[]): VitalsReport {
  const groups = new Map<string, ReportRow[]>()
  for (const row of rows) {
    const key = `${row.lang}\u0000${row.kind}`
    const list = groups.get(key)
    if (list) list.push(row)
    else groups.set(key, [row])
  }
  const summariesByGroup = [...groups.values()].map((list) => ({ lang: list[0]!.lang, kind: list[0]!.kind, views: countViews(list), metrics: summaries(list) }))
  summariesByGroup.sort(
    (a, b) => langOrder(a.lang) - langOrder(b.lang) || a.lang.localeCompare(b.lang) || kindOrder(a.kind) - kindOrder(b.kind) || a.kind.localeCompare(b.kind),
  )
  const distributions = Object.fromEntries(
    METRIC_NAMES.map((m) => [
      m,
      distribution(
        m,
        rows.filter((r) => r.metric === m).map((r) => r.value),
      ),
    ]),
  ) as Record<MetricName, Bin[]>
  return { rows: rows.length, views: countViews(rows), overall: summaries(rows), groups: summariesByGroup, distributions }
}

/** A rating as reports print it. */
export function ratingLabel(rating: Rating): string {
  return rating === 'needs-improvement' ? 'needs improvement' : rating
}

/** What the engines column means, in every form of the report. */
export const ENGINES_NOTE =
  "Engines: the browsers a figure's samples came from (blink: Chrome, Edge, Opera, Samsung Internet; gecko: Firefox; webkit: Safari and every browser on iOS). An engine that does not measure a metric sends none of it: a figure without gecko or webkit says nothing of Firefox or Safari visitors."

/** The report as plain text lines: one line per language × page kind × metric measured. */
export function vitalsText(report: VitalsReport, heading: string): string[] {
  const lines = [
    heading,
    `${report.rows} rows from ${report.views} page views; p75 = nearest-rank 75th percentile.`,
    `Ratings by Google's thresholds (good up to the first, poor above the second): ${METRIC_NAMES.map((m) => `${m} ${formatValue(m, METRICS[m].good).replace(' ms', '')}/${formatValue(m, METRICS[m].poor)}`).join(', ')}`,
    ENGINES_NOTE,
    '',
  ]
  if (report.rows === 0) return [...lines, 'No vitals yet: browse the site (pages send their vitals when they are hidden), then run this again.']
  const table: string[][] = [['lang', 'page kind', 'views', 'metric', 'p75', 'rating', 'samples', 'engines']]
  const add = (lang: string, kind: string, views: number, metrics: Partial<Record<MetricName, MetricSummary>>) => {
    let first = true
    for (const m of METRIC_NAMES) {
      const s = metrics[m]
      if (!s) continue
      table.push([
        first ? lang : '',
        first ? kind : '',
        first ? String(views) : '',
        m,
        formatValue(m, s.p75),
        ratingLabel(s.rating),
        String(s.samples),
        enginesLabel(s),
      ])
      first = false
    }
  }
  for (const g of report.groups) add(g.lang, g.kind, g.views, g.metrics)
  add('all', 'all', report.views, report.overall)
  return [...lines, ...textTable(table)]
}

/** How many of the values of each rating a metric's distribution holds. */
export function ratingCounts(bins: readonly Bin[]): Record<Rating, number> {
  const out = Object.fromEntries(RATINGS.map((r) => [r, 0])) as Record<Rating, number>
  for (const bin of bins) out[bin.rating] += bin.count
  return out
}

const DURATION = /^(\d{1,6})(m|h|d|w)$/
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const

/**
 * The start (ms since the epoch) `--since` names: a duration back from `now` (`90m`, `24h`, `7d`,
 * `2w`) or an ISO date or date-time (`2026-11-20`, `2026-11-20T08:00:00Z`); undefined when it is
 * neither.
 */
export function sinceOf(value: string, now: number): number | undefined {
  const duration = DURATION.exec(value.trim())
  if (duration) return now - Number(duration[1]) * UNIT_MS[duration[2] as keyof typeof UNIT_MS]
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return undefined
  const at = Date.parse(value.trim())
  return Number.isNaN(at) ? undefined : at
}
