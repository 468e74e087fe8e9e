/**
 * A per-client token bucket: each client may make `burst` requests at once, refilled at `perMinute`
 * requests a minute. Clients are tracked in a bounded map (the oldest are forgotten first), so a flood
 * of client ids cannot grow memory without limit. Pure: the clock is passed in.
 */
export interface RateLimiter {
  /** Takes one request for `client` at `now` (ms); false when the client is over its limit. */
  take(client: string, now: number): boolean
}

/** Options of a rate limiter. */
export interface RateLimitOptions {
  readonly perMinute: number
  readonly burst: number
  /** Most clients remembered at once. */
  readonly maxClients?: number
}

/** A token bucket per client (see `RateLimiter`). */
export function createRateLimiter({ perMinute, burst, maxClients = 10_000 }: RateLimitOptions): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const perMs = perMinute / 60_000
  return {
    take(client, now) {
      const bucket = buckets.get(client)
      const tokens = bucket ? Math.min(burst, bucket.tokens + Math.max(0, now - bucket.at) * perMs) : burst
      // Re-insert, so the map's order is least recently seen first.
      buckets.delete(client)
      if (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value!)
      if (tokens < 1) {
        buckets.set(client, { tokens, at: now })
        return false
      }
      buckets.set(client, { tokens: tokens - 1, at: now })
      return true
    },
  }
}
