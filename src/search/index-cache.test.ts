import { describe, expect, it } from 'vitest'
import { createBuiltCache } from './index-cache'

describe('createBuiltCache', () => {
  it('builds once per key when there is no TTL (embedded content)', async () => {
    let builds = 0
    const cache = createBuiltCache({ build: async (k: string) => `${k}${++builds}` })
    expect(await Promise.all([cache.get('en'), cache.get('en')])).toEqual(['en1', 'en1'])
    expect(await cache.get('ru')).toBe('ru2')
    expect(await cache.get('en')).toBe('en1')
  })

  it('rebuilds after the TTL (CMS content), serving the old value while the new one builds', async () => {
    let t = 0
    let version = 0
    let release: (() => void) | undefined
    const builds: Promise<number>[] = []
    const cache = createBuiltCache({
      ttlMs: 1000,
      now: () => t,
      build: () => {
        const built = (async () => {
          const v = ++version
          if (v > 1) await new Promise<void>((r) => (release = r))
          return v
        })()
        builds.push(built)
        return built
      },
    })
    expect(await cache.get('en')).toBe(1)
    t = 999
    expect(await cache.get('en')).toBe(1)
    t = 1000
    expect(await cache.get('en')).toBe(1)
    expect(await cache.get('en')).toBe(1)
    expect(version).toBe(2)
    release!()
    // The cache took its handler on the build before this await did, so the new value is in.
    await builds[1]
    expect(await cache.get('en')).toBe(2)
  })

  it('does not keep a failed build', async () => {
    let failing = true
    const errors: unknown[] = []
    const cache = createBuiltCache({ build: async () => (failing ? Promise.reject(new Error('down')) : 'ok'), onError: (e) => errors.push(e) })
    await expect(cache.get('en')).rejects.toThrow('down')
    failing = false
    expect(await cache.get('en')).toBe('ok')
    expect(errors.length).toBe(1)
  })
})
