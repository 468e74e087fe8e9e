import { z } from 'zod/mini'

/**
 * SPEC 3's tracking event registry: the four kinds and their own fields (each may also carry
 * `addition`). The same schemas type what the browser pushes and validate what the collector
 * receives: a wrong kind or field is a type error in code and a dropped event at run time (SPEC 5).
 */
const text = z.string().check(z.maxLength(2048))
const addition = z.optional(z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(2048)), z.number(), z.boolean(), z.null()])))

export const EVENT_SCHEMAS = {
  click: z.strictObject({
    event: z.literal('click'),
    element_content: text,
    element_key: text,
    element_type: text,
    element_name: text,
    element_class: text,
    element_target_url: text,
    url: text,
    title: text,
    addition,
  }),
  view: z.strictObject({
    event: z.literal('view'),
    title: text,
    type: text,
    url: text,
    referrer: text,
    referrer_doc: text,
    load_duration: z.number().check(z.minimum(0), z.maximum(3_600_000)),
    load_result: z.enum(['success', 'error']),
    trigger_button: text,
    addition,
  }),
  expose: z.strictObject({
    event: z.literal('expose'),
    name: text,
    url: text,
    title: text,
    addition,
  }),
  error: z.strictObject({
    event: z.literal('error'),
    error_type: z.union([z.literal(100101), z.literal(100102), z.literal(100103)]),
    error_msg: text,
    url: text,
    title: text,
    trigger_button: text,
    addition,
  }),
}

/** The event kinds of SPEC 3. */
export type EventKind = keyof typeof EVENT_SCHEMAS
export const EVENT_KINDS = Object.keys(EVENT_SCHEMAS) as EventKind[]

/** One event as code pushes it: `{ event: kind, ...that kind's fields, addition? }`. */
export type TrackEvent = { [K in EventKind]: z.infer<(typeof EVENT_SCHEMAS)[K]> }[EventKind]

/** SPEC 8's tracked browser error types. */
export const ERROR_TYPES = { resource: 100101, script: 100102, rejection: 100103 } as const
/** SPEC 8: the message of a resource that failed to load. */
export const RESOURCE_ERROR_MESSAGE = 'resource reload error'

const eventSchema = z.discriminatedUnion('event', [EVENT_SCHEMAS.click, EVENT_SCHEMAS.view, EVENT_SCHEMAS.expose, EVENT_SCHEMAS.error])

/** The event if `value` is a valid one, else why not (a single line). */
export function checkEvent(value: unknown): { ok: true; event: TrackEvent } | { ok: false; reason: string } {
  const parsed = eventSchema.safeParse(value)
  if (parsed.success) return { ok: true, event: parsed.data }
  const kind = typeof value === 'object' && value !== null && 'event' in value ? String((value as { event: unknown }).event).slice(0, 40) : typeof value
  return { ok: false, reason: `dropped tracking event "${kind}": ${parsed.error.issues.map((i) => `${i.path.join('.') || 'event'} ${i.message}`).join('; ')}` }
}
