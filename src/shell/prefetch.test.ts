import { describe, expect, it } from 'vitest'
import { prefetchDecision, type PrefetchLink } from './prefetch'
import { PREFETCH_DELAY_MS, PREFETCH_MAX_PENDING } from './timings'

const page = 'https://www.example.com/blog'
const hover: PrefetchLink = { href: 'https://www.example.com/pricing', pageHref: page, trigger: 'intent' }
const inView = (visibleForMs: number): PrefetchLink => ({ ...hover, trigger: 'viewport', visibleForMs })
const fast = { effectiveType: '4g' }

describe('prefetch policy (SPEC 4/9)', () => {
  it('prefetches a same-host link on intent at once', () => {
    expect(prefetchDecision(fast, 0, hover)).toEqual({ kind: 'now' })
    expect(prefetchDecision(undefined, 0, hover)).toEqual({ kind: 'now' })
  })

  it('waits only when more than 4 preloads are pending (SPEC 4): with 4 in flight the next still starts', () => {
    expect(PREFETCH_MAX_PENDING).toBe(4)
    expect(prefetchDecision(fast, 3, hover)).toEqual({ kind: 'now' })
    expect(prefetchDecision(fast, 4, hover)).toEqual({ kind: 'now' })
    expect(prefetchDecision(fast, 5, hover)).toEqual({ kind: 'wait' })
    expect(prefetchDecision(fast, 9, inView(1000))).toEqual({ kind: 'wait' })
  })

  it('never prefetches with Save-Data', () => {
    expect(prefetchDecision({ saveData: true, effectiveType: '4g' }, 0, hover)).toEqual({ kind: 'skip', reason: 'save-data' })
    expect(prefetchDecision({ saveData: true }, 0, inView(5000))).toEqual({ kind: 'skip', reason: 'save-data' })
  })

  it('never prefetches on 2g', () => {
    expect(prefetchDecision({ effectiveType: '2g' }, 0, hover)).toEqual({ kind: 'skip', reason: '2g' })
    expect(prefetchDecision({ effectiveType: '2g' }, 0, inView(5000))).toEqual({ kind: 'skip', reason: '2g' })
  })

  it('never prefetches on slow-2g, in view or on intent', () => {
    expect(prefetchDecision({ effectiveType: 'slow-2g' }, 0, inView(5000))).toEqual({ kind: 'skip', reason: 'slow-2g' })
    expect(prefetchDecision({ effectiveType: 'slow-2g' }, 0, hover)).toEqual({ kind: 'skip', reason: 'slow-2g' })
    expect(prefetchDecision({ effectiveType: '3g' }, 0, inView(5000))).toEqual({ kind: 'now' })
  })

  it('starts data prefetch for a link in view after 1 s', () => {
    expect(PREFETCH_DELAY_MS).toBe(1000)
    expect(prefetchDecision(fast, 0, inView(0))).toEqual({ kind: 'later', afterMs: 1000 })
    expect(prefetchDecision(fast, 0, { ...hover, trigger: 'viewport' })).toEqual({ kind: 'later', afterMs: 1000 })
    expect(prefetchDecision(fast, 0, inView(400))).toEqual({ kind: 'later', afterMs: 600 })
    expect(prefetchDecision(fast, 0, inView(1000))).toEqual({ kind: 'now' })
  })

  it('prefetches on the same host only', () => {
    const other = (href: string) => prefetchDecision(fast, 0, { ...hover, href })
    expect(other('https://www.profiledeck.cn/pricing')).toEqual({ kind: 'skip', reason: 'other-host' })
    expect(other('https://www.example.com:8443/pricing')).toEqual({ kind: 'skip', reason: 'other-host' })
    expect(other('mailto:a@example.com')).toEqual({ kind: 'skip', reason: 'other-host' })
    expect(other('javascript:alert(1)')).toEqual({ kind: 'skip', reason: 'other-host' })
    expect(other('/relative/path')).toEqual({ kind: 'now' })
    expect(prefetchDecision(fast, 0, { ...hover, pageHref: 'not a url' })).toEqual({ kind: 'skip', reason: 'other-host' })
  })
})
