import { describe, expect, it } from 'vitest'
import { mayReload, RELOAD_GUARD_KEY, reloadGuardEntry } from './reload-guard'
import { RELOAD_GUARD_TTL_MS } from './timings'

describe('reload guard (SPEC 4/9)', () => {
  const now = 1_000_000

  it('uses the nuxt:reload key and a 10 s time-to-live', () => {
    expect(RELOAD_GUARD_KEY).toBe('nuxt:reload')
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000)
    expect(JSON.parse(reloadGuardEntry('/pricing', now))).toEqual({ path: '/pricing', expires: now + 10_000 })
  })

  it('allows the first reload', () => {
    expect(mayReload(null, now)).toBe(true)
  })

  it('refuses a second reload within 10 s, whatever the path', () => {
    const entry = reloadGuardEntry('/pricing', now)
    expect(mayReload(entry, now + 1)).toBe(false)
    expect(mayReload(entry, now + RELOAD_GUARD_TTL_MS - 1)).toBe(false)
  })

  it('allows a reload again once the entry expired', () => {
    expect(mayReload(reloadGuardEntry('/pricing', now), now + RELOAD_GUARD_TTL_MS)).toBe(true)
  })

  it('ignores garbage and entries from the far future', () => {
    expect(mayReload('not json', now)).toBe(true)
    expect(mayReload('{"expires":"soon"}', now)).toBe(true)
    expect(mayReload('null', now)).toBe(true)
    expect(mayReload(JSON.stringify({ expires: now + 10 * RELOAD_GUARD_TTL_MS }), now)).toBe(true)
  })
})
