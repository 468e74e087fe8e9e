import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_QUEUED } from './constants'
import { batchesOf, flushPlan, mergeQueues, parseQueue, toEntry, withoutSent, type QueueEntry } from './queue'

const entry = (id: string, t: number): QueueEntry => toEntry({ event: 'expose', name: id, url: 'u', title: 't' }, id, t)

describe('queue', () => {
  it('shapes an entry like SPEC 3 with an id', () => {
    const e = toEntry(
      {
        event: 'click',
        element_content: 'Go',
        element_key: 'k',
        element_type: 'button',
        element_name: '',
        element_class: '',
        element_target_url: '',
        url: 'u',
        title: 't',
      },
      'abc',
      42,
    )
    expect(e).toEqual({ id: 'abc', op_obj_value: expect.any(String), op_type: 'click', op_res: 0, op_obj_type: 'button', user_timestamp_: 42 })
    expect(JSON.parse(e.op_obj_value)).toMatchObject({ event: 'click', element_key: 'k' })
  })

  it('sends at 20 events or for a synchronous event, otherwise after idling', () => {
    expect(flushPlan(1, false)).toBe('idle')
    expect(flushPlan(19, false)).toBe('idle')
    expect(flushPlan(20, false)).toBe('now')
    expect(flushPlan(1, true)).toBe('now')
  })

  it('merges queues: each event once, oldest first, bounded', () => {
    expect(mergeQueues([entry('b', 2), entry('a', 1)], [entry('a', 1), entry('c', 3)]).map((e) => e.id)).toEqual(['a', 'b', 'c'])
    const many = Array.from({ length: MAX_QUEUED + 10 }, (_, i) => entry(`e${i}`, i))
    const merged = mergeQueues(many)
    expect(merged).toHaveLength(MAX_QUEUED)
    expect(merged[0]!.id).toBe('e10')
  })

  it('never loses or duplicates an event when queues overlap (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }), { maxLength: 4 }), (lists) => {
        const queues = lists.map((ids) => ids.map((i) => entry(`id${i}`, i)))
        const merged = mergeQueues(...queues)
        const ids = new Set(lists.flat().map((i) => `id${i}`))
        expect(new Set(merged.map((e) => e.id))).toEqual(ids)
        expect(merged).toHaveLength(ids.size)
      }),
    )
  })

  it('goes out in batches of 20 and drops only what was sent', () => {
    const q = Array.from({ length: 45 }, (_, i) => entry(`e${i}`, i))
    expect(batchesOf(q).map((b) => b.length)).toEqual([20, 20, 5])
    expect(withoutSent(q, q.slice(0, 20)).map((e) => e.id)[0]).toBe('e20')
  })

  it('reads only well-formed persisted entries', () => {
    expect(parseQueue(null)).toEqual([])
    expect(parseQueue('{oops')).toEqual([])
    expect(parseQueue('{"a":1}')).toEqual([])
    expect(parseQueue(JSON.stringify([entry('a', 1), { id: 3 }, null, 'x']))).toEqual([entry('a', 1)])
  })
})
