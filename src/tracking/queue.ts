import { BATCH_SIZE, MAX_QUEUED } from './constants'
import type { TrackEvent } from './events'

/** SPEC 3's queue entry, plus an event id the collector uses to drop a duplicate. */
export interface QueueEntry {
  readonly id: string
  /** The event as JSON text. */
  readonly op_obj_value: string
  /** The event kind. */
  readonly op_type: TrackEvent['event']
  readonly op_res: 0
  /** What the event is about: the element type of a click, the page type of a view, … */
  readonly op_obj_type: string
  /** When it happened (ms since the epoch, the visitor's clock). */
  readonly user_timestamp_: number
}

/** The queue entry of an event. */
export function toEntry(event: TrackEvent, id: string, now: number): QueueEntry {
  const objType =
    event.event === 'click' ? event.element_type : event.event === 'view' ? event.type : event.event === 'error' ? String(event.error_type) : event.name
  return { id, op_obj_value: JSON.stringify(event), op_type: event.event, op_res: 0, op_obj_type: objType, user_timestamp_: now }
}

/** When to send after an event was queued: at once (full batch or a synchronous event) or after idling. */
export function flushPlan(queued: number, sync: boolean): 'now' | 'idle' {
  return sync || queued >= BATCH_SIZE ? 'now' : 'idle'
}

/**
 * Several queues as one (this tab's and those left by closed tabs or earlier loads): each event
 * once, oldest first, at most MAX_QUEUED (the newest kept).
 */
export function mergeQueues(...queues: readonly (readonly QueueEntry[])[]): QueueEntry[] {
  const byId = new Map<string, QueueEntry>()
  for (const q of queues) for (const e of q) if (!byId.has(e.id)) byId.set(e.id, e)
  const all = [...byId.values()].sort((a, b) => a.user_timestamp_ - b.user_timestamp_)
  return all.slice(Math.max(0, all.length - MAX_QUEUED))
}

/** Removes sent entries (by id) from a queue. */
export function withoutSent(queue: readonly QueueEntry[], sent: readonly QueueEntry[]): QueueEntry[] {
  const ids = new Set(sent.map((e) => e.id))
  return queue.filter((e) => !ids.has(e.id))
}

/** The batches a queue goes out in: BATCH_SIZE events each, oldest first. */
export function batchesOf(queue: readonly QueueEntry[]): QueueEntry[][] {
  const out: QueueEntry[][] = []
  for (let i = 0; i < queue.length; i += BATCH_SIZE) out.push(queue.slice(i, i + BATCH_SIZE))
  return out
}

/** Reads a persisted queue, keeping only well-formed entries (storage is visitor-controlled). */
export function parseQueue(text: string | null): QueueEntry[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    if (!Array.isArray(value)) return []
    return value.filter(
      (e): e is QueueEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.id === 'string' &&
        typeof e.op_obj_value === 'string' &&
        typeof e.op_type === 'string' &&
        typeof e.op_obj_type === 'string' &&
        typeof e.user_timestamp_ === 'number' &&
        e.op_res === 0,
    )
  } catch {
    return []
  }
}
