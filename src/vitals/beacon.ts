import type { LocaleCode } from '../i18n/locales'
import type { PageKind } from '../routing/registry'
import { BREAKPOINTS } from '../shell/breakpoints'
import { METRIC_NAMES, type MetricName } from './metrics'
import { isOneOf } from '../lang/one-of'

/**
 * What one page view's vitals beacon carries (ADR 024), and the coarse classes the browser puts a
 * visitor's device and network in. Nothing in it identifies a person: no address, no id, no query
 * string, no user agent; buckets instead of exact figures. Pure: the browser module gathers the
 * inputs, the collector validates the same shape (`beacon-schema.ts`).
 */

/** `navigator.connection.effectiveType`, or unknown (Safari and Firefox do not tell). */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const
/** A connection class. */
export type Connection = (typeof CONNECTIONS)[number]
/** A coarse form factor (see `deviceClass`). */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
/** A form factor. */
export type Device = (typeof DEVICES)[number]
/** `navigator.deviceMemory` in GB, bucketed (Chrome already rounds it). */
export const MEMORY_BUCKETS = ['<=1GB', '2GB', '4GB', '>=8GB', 'unknown'] as const
/** A memory bucket. */
export type MemoryBucket = (typeof MEMORY_BUCKETS)[number]
/** `navigator.hardwareConcurrency`, bucketed. */
export const CORE_BUCKETS = ['1-2', '3-4', '5-8', '9+', 'unknown'] as const
/** A CPU core bucket. */
export type CoreBucket = (typeof CORE_BUCKETS)[number]
/** How the page was reached, as web-vitals names it (soft navigations are not measured). */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const
/** A navigation type. */
export type NavigationType = (typeof NAVIGATION_TYPES)[number]
/**
 * A registry page kind, or what a page that is none of them showed: a not-found page, the error
 * screen, or 'other' (the error pages, the icon page, a landing the visitor had left inside the app
 * before measuring started).
 */
export type VitalsPageKind = PageKind | 'not-found' | 'error' | 'other'

/** Longest path kept (the browser cuts a longer one; the collector refuses it). */
export const MAX_PATH = 512
/** Longest attribution target kept (likewise). */
export const MAX_TARGET = 256
/** Longest host name (DNS's limit). */
export const MAX_HOST = 253

/** One metric of a page view: its final value and what it is attributed to. */
export interface VitalsMetric {
  readonly name: MetricName
  readonly value: number
  /**
   * LCP: the element's selector; INP: the interaction target's; CLS: the largest shift's source;
   * FCP: the document's load state at the paint; TTFB: its longest part (waiting, cache, dns,
   * connection, request). Empty when the browser did not say.
   */
  readonly target: string
}

/** The body of one page view's beacon (JSON, sent as text/plain so no preflight is needed). */
export interface VitalsBeacon {
  readonly v: 1
  /** The landing path, without query or fragment. */
  readonly path: string
  readonly kind: VitalsPageKind
  readonly lang: LocaleCode
  readonly host: string
  readonly connection: Connection
  readonly device: Device
  readonly memory: MemoryBucket
  readonly cores: CoreBucket
  readonly navigation: NavigationType
  readonly build: string
  readonly metrics: readonly VitalsMetric[]
}

/** Everything but the metrics: known when measuring starts. */
export type BeaconContext = Omit<VitalsBeacon, 'v' | 'metrics'>

/** Whether this page view is measured: `random` (0 ≤ r < 1) below `rate` (0 never, 1 always). */
export function inSample(rate: number, random: number): boolean {
  return random < rate
}

/** The connection class from `navigator.connection?.effectiveType`. */
export function connectionOf(effectiveType: unknown): Connection {
  return isOneOf(CONNECTIONS, effectiveType) ? effectiveType : 'unknown'
}

/**
 * The form factor: a fine pointer (mouse, trackpad) is a desktop whatever the window's width; with
 * a coarse one (touch) a screen whose short side is at most SPEC 9's small-mobile breakpoint is a
 * phone, a larger one a tablet. The screen, not the viewport, so a rotated phone stays a phone.
 */
export function deviceClass({ shortSide, coarsePointer }: { readonly shortSide: number; readonly coarsePointer: boolean }): Device {
  if (!coarsePointer) return 'desktop'
  return shortSide <= BREAKPOINTS.mobile_s ? 'mobile' : 'tablet'
}

/** `navigator.deviceMemory` (GB) as a bucket. */
export function memoryBucket(gb: unknown): MemoryBucket {
  if (typeof gb !== 'number' || !(gb > 0)) return 'unknown'
  return gb <= 1 ? '<=1GB' : gb < 4 ? '2GB' : gb < 8 ? '4GB' : '>=8GB'
}

/** `navigator.hardwareConcurrency` as a bucket. */
export function coreBucket(cores: unknown): CoreBucket {
  if (typeof cores !== 'number' || !(cores >= 1)) return 'unknown'
  return cores <= 2 ? '1-2' : cores <= 4 ? '3-4' : cores <= 8 ? '5-8' : '9+'
}

/** The navigation type web-vitals reports, or 'navigate' for one this site does not expect. */
export function navigationOf(type: unknown): NavigationType {
  return isOneOf(NAVIGATION_TYPES, type) ? type : 'navigate'
}

/** A URL's path alone (no query, no fragment: they may carry personal data), cut to MAX_PATH. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x.invalid').pathname.slice(0, MAX_PATH)
  } catch {
    return '/'
  }
}

/**
 * The page kind a beacon names: the registry kind the page's loader checked, when the page
 * rendered; a not-found or error render is that, whatever the URL; a render without a registry page
 * (the error pages, the icon page) or one no longer known is 'other'.
 */
export function pageKindOf(kind: PageKind | undefined, render: 'page' | 'not-found' | 'error'): VitalsPageKind {
  return render === 'page' ? (kind ?? 'other') : render
}

/** The parts of web-vitals' attribution objects this module reads (all optional). */
export interface AttributionParts {
  readonly target?: string
  readonly interactionTarget?: string
  readonly largestShiftTarget?: string
  readonly loadState?: string
  readonly waitingDuration?: number
  readonly cacheDuration?: number
  readonly dnsDuration?: number
  readonly connectionDuration?: number
  readonly requestDuration?: number
}

const TTFB_PARTS = [
  ['waiting', 'waitingDuration'],
  ['cache', 'cacheDuration'],
  ['dns', 'dnsDuration'],
  ['connection', 'connectionDuration'],
  ['request', 'requestDuration'],
] as const

/** What a metric is attributed to (see `VitalsMetric.target`), cut to MAX_TARGET. */
export function targetOf(name: MetricName, attribution: AttributionParts | undefined): string {
  const a = attribution ?? {}
  let target: string | undefined
  if (name === 'LCP') target = a.target
  else if (name === 'INP') target = a.interactionTarget
  else if (name === 'CLS') target = a.largestShiftTarget
  else if (name === 'FCP') target = a.loadState
  else {
    let longest = 0
    for (const [part, key] of TTFB_PARTS) {
      const ms = a[key] ?? 0
      if (ms > longest) [longest, target] = [ms, part]
    }
  }
  return (target ?? '').slice(0, MAX_TARGET)
}

/** A value as the beacon carries it: whole milliseconds, CLS to four decimals. */
export function roundValue(name: MetricName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value)
}

/** The beacon of a page view, the metrics in the table's order; undefined when none was measured. */
export function beaconOf(context: BeaconContext, metrics: ReadonlyMap<MetricName, VitalsMetric>): VitalsBeacon | undefined {
  const list = METRIC_NAMES.flatMap((name) => {
    const m = metrics.get(name)
    return m && Number.isFinite(m.value) && m.value >= 0 ? [{ name, value: roundValue(name, m.value), target: m.target.slice(0, MAX_TARGET) }] : []
  })
  if (list.length === 0) return undefined
  return {
    v: 1,
    ...context,
    path: context.path.slice(0, MAX_PATH),
    host: context.host.slice(0, MAX_HOST),
    metrics: list,
  }
}
