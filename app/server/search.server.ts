import { getRequestIP } from '@tanstack/react-start/server'
import type { LocaleCode } from '#src/i18n/locales'
import { searchDocuments } from '#src/search/documents'
import { buildSearchIndex, type SearchIndex } from '#src/search/engine'
import { createRateLimiter } from '#src/search/rate-limit'
import { contentSource } from './content.server'
import { env } from './env.server'
import { contentSummary } from './pages.server'

interface Slot {
  at: number
  index?: SearchIndex
  pending?: Promise<SearchIndex>
}
const slots = new Map<LocaleCode, Slot>()

async function build(locale: LocaleCode): Promise<SearchIndex> {
  const summary = await contentSummary()
  return buildSearchIndex(locale, await searchDocuments(locale, contentSource(), summary))
}

/**
 * The search index of a locale, built on first use from the visible-content layer (the same entries
 * and the same existence rules as the pages). Embedded content never changes in a running server,
 * so it is built once; content from a CMS is re-read after CONTENT_TTL_MS like the pages, and while
 * the new index builds, searches keep using the previous one.
 */
export async function searchIndexOf(locale: LocaleCode, now = Date.now()): Promise<SearchIndex> {
  let slot = slots.get(locale)
  if (!slot) slots.set(locale, (slot = { at: now }))
  const stale = !slot.index || (env.CONTENT_API_URL !== undefined && now - slot.at >= env.CONTENT_TTL_MS)
  if (stale && !slot.pending) {
    const s = slot
    s.pending = build(locale)
      .then((index) => {
        s.index = index
        s.at = Date.now()
        return index
      })
      .finally(() => {
        s.pending = undefined
      })
    // A failed build must not stick; the next search tries again (and the old index stays).
    s.pending.catch((error: unknown) => console.error('[search]', (error as Error).message))
  }
  return slot.index ?? slot.pending!
}

const limiter = createRateLimiter({ perMinute: env.SEARCH_RATE_LIMIT_PER_MINUTE, burst: env.SEARCH_RATE_LIMIT_BURST })

/** Takes one search from the current request's client; false when it is over the rate limit. */
export function takeSearch(): boolean {
  const client = getRequestIP({ xForwardedFor: env.TRUST_PROXY === 'true' }) ?? 'unknown'
  return limiter.take(client, Date.now())
}
