import { isOneOf } from '../lang/one-of'

/**
 * The five field metrics the site collects (ADR 024), Google's thresholds for rating
 * them, and the percentile the reports use. Pure: the browser, the collector and `npm run vitals`
 * all read this one table.
 */

/** The metrics, in the order reports show them. */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
/** One metric's name. */
export type MetricName = (typeof METRIC_NAMES)[number]

/** good: value ≤ `good`; needs-improvement: ≤ `poor`; poor: above (web.dev's definitions). */
export type Rating = 'good' | 'needs-improvement' | 'poor'
/** The ratings, best first. */
export const RATINGS: readonly Rating[] = ['good', 'needs-improvement', 'poor']

/** What a metric is measured in, how it is rated and the largest value the collector accepts. */
export interface MetricInfo {
  readonly name: MetricName
  readonly label: string
  /** 'ms' for times; '' for CLS, a unitless score. */
  readonly unit: 'ms' | ''
  /** The upper bound of "good" and of "needs improvement" (inclusive). */
  readonly good: number
  readonly poor: number
  /** Values above this are not believable (an hour; a CLS of 100) and are refused. */
  readonly max: number
}

const HOUR_MS = 3_600_000

/** Google's thresholds (web.dev/articles/vitals and each metric's page). */
export const METRICS: Readonly<Record<MetricName, MetricInfo>> = {
  LCP: { name: 'LCP', label: 'Largest Contentful Paint', unit: 'ms', good: 2500, poor: 4000, max: HOUR_MS },
  INP: { name: 'INP', label: 'Interaction to Next Paint', unit: 'ms', good: 200, poor: 500, max: HOUR_MS },
  CLS: { name: 'CLS', label: 'Cumulative Layout Shift', unit: '', good: 0.1, poor: 0.25, max: 100 },
  FCP: { name: 'FCP', label: 'First Contentful Paint', unit: 'ms', good: 1800, poor: 3000, max: HOUR_MS },
  TTFB: { name: 'TTFB', label: 'Time to First Byte', unit: 'ms', good: 800, poor: 1800, max: HOUR_MS },
}

/** True for one of the five metric names. */
export function isMetricName(value: unknown): value is MetricName {
  return isOneOf(METRIC_NAMES, value)
}

/** The rating of a value: at most `good` is good, at most `poor` needs improvement, above is poor. */
export function rate(name: MetricName, value: number): Rating {
  const { good, poor } = METRICS[name]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

/**
 * The nearest-rank percentile: the smallest value such that at least `p` % of the values are at or
 * below it, i.e. the ⌈p/100 · n⌉-th smallest (1-based). Always one of the values (no interpolation),
 * so a p75 of [100, 200, 300, 400] is 300. Undefined for no values; `p` is clamped to (0, 100].
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((Math.min(100, Math.max(p, Number.MIN_VALUE)) / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/** The 75th percentile (nearest rank), the figure Google assesses a page by. */
export function p75(values: readonly number[]): number | undefined {
  return percentile(values, 75)
}

/** A value as reports print it: whole milliseconds, or a CLS score with up to three decimals. */
export function formatValue(name: MetricName, value: number): string {
  return METRICS[name].unit === 'ms' ? `${Math.round(value)} ms` : String(Math.round(value * 1000) / 1000)
}
