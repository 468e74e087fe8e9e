import { RELOAD_GUARD_TTL_MS } from './timings'
import { fieldOf } from '../lang/field-of'

/**
 * The reload guard of SPEC 4/9: a page that reloads itself to recover from a new deploy writes
 * `{ path, expires }` under this session-storage key first, and does not reload again while an
 * entry has not expired, so a broken deploy can never cause a reload loop.
 */
export const RELOAD_GUARD_KEY = 'nuxt:reload'

/** Whether a reload is allowed now, given the stored guard entry (or null when there is none). */
export function mayReload(stored: string | null, now: number): boolean {
  if (!stored) return true
  let expires: unknown
  try {
    expires = fieldOf(JSON.parse(stored), 'expires')
  } catch {
    return true
  }
  // An entry from further in the future than one TTL is not ours (or the clock moved): ignore it.
  return typeof expires !== 'number' || expires <= now || expires > now + RELOAD_GUARD_TTL_MS
}

/** The entry to store right before reloading at `path`. */
export function reloadGuardEntry(path: string, now: number, ttl: number = RELOAD_GUARD_TTL_MS): string {
  return JSON.stringify({ path, expires: now + ttl })
}
