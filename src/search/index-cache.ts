/** Options of a cache of built values (search indexes) per key. */
export interface BuiltCacheOptions<K, V> {
  readonly build: (key: K) => Promise<V>
  /** How long a built value stays fresh, in ms; undefined: for ever (embedded content never changes). */
  readonly ttlMs?: number
  readonly now?: () => number
  /** Told about a failed build (the previous value, if any, keeps being served). */
  readonly onError?: (error: unknown) => void
}

/**
 * Values built on first use and rebuilt after `ttlMs`, stale-while-rebuilding: once a value exists,
 * callers get it at once while a fresher one builds in the background (one build at a time per key).
 * A failed build does not stick: the next call tries again.
 */
export function createBuiltCache<K, V>({ build, ttlMs, now = Date.now, onError }: BuiltCacheOptions<K, V>): { get(key: K): Promise<V> } {
  const slots = new Map<K, { at: number; value?: V; pending?: Promise<V> }>()
  return {
    get(key) {
      let slot = slots.get(key)
      if (!slot) slots.set(key, (slot = { at: 0 }))
      const stale = slot.value === undefined || (ttlMs !== undefined && now() - slot.at >= ttlMs)
      if (stale && !slot.pending) {
        const s = slot
        const startedAt = now()
        s.pending = build(key).then(
          (value) => {
            s.value = value
            s.at = startedAt
            s.pending = undefined
            return value
          },
          (error: unknown) => {
            s.pending = undefined
            onError?.(error)
            throw error
          },
        )
        // Callers holding the old value never await this promise: keep its failure from going unhandled.
        s.pending.catch(() => {})
      }
      return slot.value !== undefined ? Promise.resolve(slot.value) : slot.pending!
    },
  }
}
