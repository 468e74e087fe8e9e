import { describe, expect, it } from 'vitest'
import { isRequestId, parseTraceparent, requestIdentity } from './request-id'

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const SPAN = '00f067aa0ba902b7'

describe('parseTraceparent', () => {
  it('reads a version 00 header', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true })
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: false })
  })

  it('accepts later versions with more fields, and not version 00 with more', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01-extra`)?.traceId).toBe(TRACE)
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01-extra`)).toBeUndefined()
  })

  it.each([
    undefined,
    null,
    '',
    'garbage',
    `ff-${TRACE}-${SPAN}-01`,
    `00-${'0'.repeat(32)}-${SPAN}-01`,
    `00-${TRACE}-${'0'.repeat(16)}-01`,
    `00-${TRACE.toUpperCase()}-${SPAN}-01`,
    `00-${TRACE}-${SPAN}`,
    `00-${TRACE}x-${SPAN}-01`,
  ])('rejects %s', (value) => {
    expect(parseTraceparent(value)).toBeUndefined()
  })
})

describe('isRequestId', () => {
  it.each(['abc', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'lb:1/2+3=@x', 'a'.repeat(128)])('keeps %s', (id) => {
    expect(isRequestId(id)).toBe(true)
  })

  it.each([undefined, null, '', 'a b', '"quoted"', 'line\nbreak', '<script>', 'é', 'a'.repeat(129)])('refuses %j', (id) => {
    expect(isRequestId(id)).toBe(false)
  })
})

describe('requestIdentity', () => {
  const newId = () => 'new'

  it('ignores what an untrusted peer claims', () => {
    expect(requestIdentity({ trusted: false, requestIdHeader: 'mine', traceparentHeader: `00-${TRACE}-${SPAN}-01` }, newId)).toEqual({
      requestId: 'new',
      parent: undefined,
    })
  })

  it("takes a trusted proxy's x-request-id, and continues its trace", () => {
    expect(requestIdentity({ trusted: true, requestIdHeader: 'lb-42', traceparentHeader: `00-${TRACE}-${SPAN}-01` }, newId)).toEqual({
      requestId: 'lb-42',
      parent: { traceId: TRACE, spanId: SPAN, sampled: true },
    })
  })

  it("names the request by a trusted proxy's trace when it sends no id", () => {
    expect(requestIdentity({ trusted: true, requestIdHeader: null, traceparentHeader: `00-${TRACE}-${SPAN}-01` }, newId).requestId).toBe(TRACE)
  })

  it('makes a new id when a trusted proxy sends nothing usable', () => {
    expect(requestIdentity({ trusted: true, requestIdHeader: 'has space', traceparentHeader: 'nonsense' }, newId)).toEqual({
      requestId: 'new',
      parent: undefined,
    })
  })
})
