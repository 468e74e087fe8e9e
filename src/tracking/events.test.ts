import { describe, expect, expectTypeOf, it } from 'vitest'
import { checkEvent, EVENT_KINDS, type TrackEvent } from './events'

const click: TrackEvent = {
  event: 'click',
  element_content: 'Download',
  element_key: 'home-hero-download',
  element_type: 'a',
  element_name: '',
  element_class: 'btn',
  element_target_url: 'https://x.test/download',
  url: 'https://x.test/',
  title: 'Home',
}

describe('event registry', () => {
  it('has the four kinds of SPEC 3', () => {
    expect(EVENT_KINDS).toEqual(['click', 'view', 'expose', 'error'])
  })

  it('accepts each kind with its fields and addition', () => {
    expect(checkEvent(click).ok).toBe(true)
    expect(checkEvent({ ...click, addition: { plan: 'team', n: 2 } }).ok).toBe(true)
    expect(checkEvent({ event: 'expose', name: 'cta', url: 'u', title: 't' }).ok).toBe(true)
    expect(
      checkEvent({
        event: 'view',
        title: 't',
        type: 'home',
        url: 'u',
        referrer: '',
        referrer_doc: '',
        load_duration: 12,
        load_result: 'success',
        trigger_button: '',
      }).ok,
    ).toBe(true)
    expect(checkEvent({ event: 'error', error_type: 100101, error_msg: 'resource reload error', url: 'u', title: 't', trigger_button: '' }).ok).toBe(true)
  })

  it('drops anything else with one reason naming the kind and field (SPEC 5)', () => {
    const unknownKind = checkEvent({ event: 'purchase', amount: 3 })
    expect(unknownKind).toMatchObject({ ok: false })
    expect(!unknownKind.ok && unknownKind.reason).toMatch(/"purchase"/)
    const extra = checkEvent({ ...click, price: 3 })
    expect(!extra.ok && extra.reason).toMatch(/click/)
    const missing = checkEvent({ event: 'expose', name: 'x' })
    expect(!missing.ok && missing.reason).toMatch(/url/)
    expect(checkEvent({ event: 'error', error_type: 1, error_msg: '', url: '', title: '', trigger_button: '' }).ok).toBe(false)
    expect(checkEvent(null).ok).toBe(false)
    expect(checkEvent('click').ok).toBe(false)
    expect(checkEvent({ ...click, element_content: 'x'.repeat(5000) }).ok).toBe(false)
  })

  it('makes a wrong field a type error', () => {
    // @ts-expect-error: `price` is not a click field
    const wrong: TrackEvent = { ...click, price: 3 }
    void wrong
    // @ts-expect-error: `purchase` is not an event kind
    const unknown: TrackEvent = { event: 'purchase' }
    void unknown
    expectTypeOf<Extract<TrackEvent, { event: 'expose' }>>().toHaveProperty('name')
  })
})
