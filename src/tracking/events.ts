import { keysOf } from '../lang/keys-of'
import { fieldOf } from '../lang/field-of'
import { isOneOf } from '../lang/one-of'

/**
 * SPEC 3's tracking event registry: the four kinds and their own fields (each may also carry
 * `addition`). The same table types what the browser pushes and validates what the collector
 * receives: a wrong kind or field is a type error in code and a dropped event at run time (SPEC 5).
 *
 * A field table and a small checker rather than zod: the checker ships in the idle-loaded tracking
 * chunk, and zod schemas there would grow the zod code the first visit already shares.
 */
type FieldType = 'text' | 'duration' | 'result' | 'errorType'

export const EVENT_FIELDS = {
  click: {
    element_content: 'text',
    element_key: 'text',
    element_type: 'text',
    element_name: 'text',
    element_class: 'text',
    element_target_url: 'text',
    url: 'text',
    title: 'text',
  },
  view: {
    title: 'text',
    type: 'text',
    url: 'text',
    referrer: 'text',
    referrer_doc: 'text',
    load_duration: 'duration',
    load_result: 'result',
    trigger_button: 'text',
  },
  expose: { name: 'text', url: 'text', title: 'text' },
  error: { error_type: 'errorType', error_msg: 'text', url: 'text', title: 'text', trigger_button: 'text' },
} as const satisfies Record<string, Record<string, FieldType>>

/** The event kinds of SPEC 3. */
export type EventKind = keyof typeof EVENT_FIELDS
export const EVENT_KINDS: EventKind[] = keysOf(EVENT_FIELDS)

/**
 * SPEC 8's tracked browser error types, and one of ours: a failed call of the call wrapper (SPEC 7
 * "reports to an error-reporting service"), which is neither a script error nor an unhandled
 * rejection: the wrapper handles it, and SPEC 8 names no type for it (docs/spec.md, "Readings").
 */
export const ERROR_TYPES = { resource: 100101, script: 100102, rejection: 100103, call: 100104 } as const
/** SPEC 8: the message of a resource that failed to load. */
export const RESOURCE_ERROR_MESSAGE = 'resource reload error'

interface FieldValues {
  text: string
  duration: number
  result: 'success' | 'error'
  errorType: (typeof ERROR_TYPES)[keyof typeof ERROR_TYPES]
}

/** Free-form extra data of an event: short strings, numbers, booleans. */
export type Addition = Readonly<Record<string, string | number | boolean | null>>

/** One event as code pushes it: `{ event: kind, ...that kind's fields, addition? }`. */
type FieldsOf<T extends Record<string, FieldType>> = { -readonly [F in keyof T]: FieldValues[T[F]] }
export type TrackEvent = {
  [K in EventKind]: { event: K } & FieldsOf<(typeof EVENT_FIELDS)[K]> & { addition?: Addition }
}[EventKind]

const MAX_TEXT = 2048
const MAX_ADDITION_KEYS = 20
const ERROR_CODES = new Set<unknown>(Object.values(ERROR_TYPES))

function fieldProblem(type: FieldType, value: unknown): string | undefined {
  switch (type) {
    case 'text':
      return typeof value !== 'string' ? 'expected text' : value.length > MAX_TEXT ? `longer than ${MAX_TEXT}` : undefined
    case 'duration':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 3_600_000 ? undefined : 'expected a duration in ms'
    case 'result':
      return value === 'success' || value === 'error' ? undefined : 'expected success or error'
    case 'errorType':
      return ERROR_CODES.has(value) ? undefined : 'expected 100101, 100102 or 100103'
  }
}

function additionProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected an object'
  const entries = Object.entries(value)
  if (entries.length > MAX_ADDITION_KEYS) return `more than ${MAX_ADDITION_KEYS} keys`
  for (const [k, v] of entries) {
    if (k.length > 64) return 'key too long'
    if (!(v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= MAX_TEXT)))
      return `${k}: expected a short value`
  }
  return undefined
}

/** The event if `value` is a valid one, else why not (a single line). */
export function checkEvent(value: unknown): { ok: true; event: TrackEvent } | { ok: false; reason: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: `dropped tracking event: expected an object, got ${Array.isArray(value) ? 'array' : typeof value}` }
  const kind = fieldOf(value, 'event')
  const label = String(kind).slice(0, 40)
  if (!isOneOf(EVENT_KINDS, kind)) return { ok: false, reason: `dropped tracking event "${label}": not one of ${EVENT_KINDS.join(', ')}` }
  const fields: Readonly<Record<string, FieldType>> = EVENT_FIELDS[kind]
  const problems: string[] = []
  for (const [name, type] of Object.entries(fields)) {
    const problem = fieldProblem(type, fieldOf(value, name))
    if (problem) problems.push(`${name} ${problem}`)
  }
  for (const name of Object.keys(value)) {
    if (name !== 'event' && name !== 'addition' && !Object.hasOwn(fields, name)) problems.push(`${name.slice(0, 40)} is not a ${kind} field`)
  }
  const addition = additionProblem(fieldOf(value, 'addition'))
  if (addition) problems.push(`addition ${addition}`)
  return problems.length ? { ok: false, reason: `dropped tracking event "${label}": ${problems.join('; ')}` } : { ok: true, event: value as TrackEvent }
}
