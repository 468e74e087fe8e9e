import { z } from 'zod'
import { LOCALE_CODES } from '../i18n/locales'
import { PAGE_KINDS } from '../routing/registry'
import { BUILD_ID_PATTERN } from '../shell/build-manifest'
import {
  CONNECTIONS,
  CORE_BUCKETS,
  DEVICES,
  MAX_HOST,
  MAX_PATH,
  MAX_TARGET,
  MEMORY_BUCKETS,
  NAVIGATION_TYPES,
  type VitalsBeacon,
  type VitalsPageKind,
} from './beacon'
import { METRIC_NAMES, METRICS, rate, type MetricName, type Rating } from './metrics'
import type { Engine } from './browser-engine'

/**
 * The collector's check of a vitals beacon (ADR 024): every field bounded, enumerations closed, one
 * entry per metric at most, each value within its metric's range. Server-only (zod stays out of the
 * browser's code, ADR 014).
 */

/** Every page kind a beacon may name, in registry order (here, not in the browser's modules: the list grows what the first visit shares). */
export const VITALS_PAGE_KINDS: readonly VitalsPageKind[] = [...PAGE_KINDS, 'not-found', 'error', 'other']

/** Largest beacon body accepted, in bytes (a full beacon is well under 2 KB). */
export const MAX_VITALS_BODY_BYTES = 8 * 1024

const metricSchema = z
  .object({
    name: z.enum(METRIC_NAMES),
    value: z.number().finite().min(0),
    target: z.string().max(MAX_TARGET),
  })
  .strict()
  .refine((m) => m.value <= METRICS[m.name].max, { message: 'value out of range', path: ['value'] })

const beaconSchema = z
  .object({
    v: z.literal(1),
    path: z
      .string()
      .max(MAX_PATH)
      .regex(/^\/[^?#\s]*$/, 'a path without query or fragment'),
    kind: z.enum(VITALS_PAGE_KINDS),
    lang: z.enum(LOCALE_CODES),
    host: z
      .string()
      .max(MAX_HOST)
      .regex(/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])$/, 'a host name or an IP address'),
    connection: z.enum(CONNECTIONS),
    device: z.enum(DEVICES),
    memory: z.enum(MEMORY_BUCKETS),
    cores: z.enum(CORE_BUCKETS),
    navigation: z.enum(NAVIGATION_TYPES),
    build: z.string().regex(BUILD_ID_PATTERN),
    metrics: z
      .array(metricSchema)
      .min(1)
      .max(METRIC_NAMES.length)
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, 'each metric at most once'),
  })
  .strict()

/** One stored vitals row: a metric of a page view, with the server's rating and the view's context. */
export interface VitalsRow {
  readonly metric: MetricName
  readonly value: number
  readonly rating: Rating
  readonly target: string
  readonly kind: string
  readonly lang: string
  readonly host: string
  readonly path: string
  readonly connection: string
  readonly device: string
  readonly memory: string
  readonly cores: string
  readonly navigation: string
  readonly build: string
  /** The browser engine family (`engine.ts`), from the request's User-Agent, not from the beacon. */
  readonly engine: Engine
}

/**
 * The rows of a beacon body (parsed JSON), or why it is refused (field names, never values). The
 * rating is computed here from the value: a browser's own rating is not trusted.
 */
export function rowsOfBeacon(body: unknown, engine: Engine = 'unknown'): VitalsRow[] | string {
  const parsed = beaconSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return `malformed beacon: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim()
  }
  // Checked, not asserted: the schema's output must be a VitalsBeacon.
  const beacon: VitalsBeacon = parsed.data
  const { metrics, v: _v, ...context } = beacon
  return metrics.map((m) => ({ ...context, metric: m.name, value: m.value, rating: rate(m.name, m.value), target: m.target, engine }))
}
