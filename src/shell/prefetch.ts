import { PREFETCH_DELAY_MS, PREFETCH_MAX_PENDING } from './timings'

/**
 * SPEC 4/9's prefetch policy as one pure decision. The browser module `app/client/prefetch.client.ts`
 * asks it for every link a visitor shows intent for (hover, focus, touch) or that enters the
 * viewport, and acts on the decision with the router's preloading.
 */

/** What the Network Information API tells about the connection (`navigator.connection`); often absent. */
export interface PrefetchConnection {
  readonly saveData?: boolean
  /** `slow-2g`, `2g`, `3g` or `4g`. */
  readonly effectiveType?: string
}

/** The link a prefetch is considered for. */
export interface PrefetchLink {
  /** The link's absolute URL. */
  readonly href: string
  /** The absolute URL of the page it is on. */
  readonly pageHref: string
  /** `intent`: hovered, focused or touched; `viewport`: in view (data prefetch). */
  readonly trigger: 'intent' | 'viewport'
  /** For `viewport`: how long the link has been in view, in ms. */
  readonly visibleForMs?: number
}

/** What to do with a link. */
export type PrefetchDecision =
  /** Never prefetch it (on this connection, from this page). */
  | { readonly kind: 'skip'; readonly reason: 'other-host' | 'save-data' | '2g' | 'slow-2g' }
  /** Ask again after this long (a link in view waits `PREFETCH_DELAY_MS`). */
  | { readonly kind: 'later'; readonly afterMs: number }
  /** More than `PREFETCH_MAX_PENDING` preloads are pending: queue it and ask again when one settles. */
  | { readonly kind: 'wait' }
  /** Prefetch it now. */
  | { readonly kind: 'now' }

/** Decides whether and when to prefetch `link`, with `pending` preloads already in flight. */
export function prefetchDecision(connection: PrefetchConnection | undefined, pending: number, link: PrefetchLink): PrefetchDecision {
  if (!sameHost(link.href, link.pageHref)) return { kind: 'skip', reason: 'other-host' }
  if (connection?.saveData) return { kind: 'skip', reason: 'save-data' }
  const type = connection?.effectiveType
  // `slow-2g` is slower still than `2g`: "no prefetch on 2g" covers it (as /2g/ does in the original).
  if (type === '2g') return { kind: 'skip', reason: '2g' }
  if (type === 'slow-2g') return { kind: 'skip', reason: 'slow-2g' }
  if (link.trigger === 'viewport') {
    const seen = link.visibleForMs ?? 0
    if (seen < PREFETCH_DELAY_MS) return { kind: 'later', afterMs: PREFETCH_DELAY_MS - seen }
  }
  // SPEC 4: the queue waits when *more than* 4 are pending: with 4 in flight a fifth still starts.
  if (pending > PREFETCH_MAX_PENDING) return { kind: 'wait' }
  return { kind: 'now' }
}

function sameHost(href: string, pageHref: string): boolean {
  try {
    const target = new URL(href, pageHref)
    const page = new URL(pageHref)
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.host === page.host
  } catch {
    return false
  }
}
