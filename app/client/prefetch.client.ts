import { splitLocalePath } from '#src/i18n/paths'
import { prefetchDecision, type PrefetchConnection, type PrefetchLink } from '#src/shell/prefetch'
import type { RegisteredRouter } from '@tanstack/react-router'
import { flushPageRequests } from '../lib/page-request-batch'
import { targetElement } from '../lib/dom-events'
import { yieldToMain } from '../lib/idle'

/**
 * SPEC 4's prefetch policy on top of the router's preloading (rules: `src/shell/prefetch.ts`).
 * Links are plain `<a>` elements (`AppLink`), so the router's own `defaultPreload: 'intent'` never
 * sees them: this module preloads their routes (code and loader data) with `router.preloadRoute`
 * when a visitor shows intent (hover, focus, touch) or after a link has been in view for 1 s, at
 * most 4 at a time, never with Save-Data or on 2g, never for another host. Started when the page is
 * idle by `deploy.client.ts`.
 */

type AppRouter = RegisteredRouter

interface Hooks {
  /** A newer build is live: the old build's chunks may be gone, so nothing is prefetched. */
  readonly isUpdateAvailable: () => boolean
  /** Counts a preload in flight (chunk failures during one are not a broken navigation). */
  readonly trackPrefetch: () => () => void
}

const connection = (): PrefetchConnection | undefined => navigator.connection

let started = false

/** Starts prefetching for the links of this tab (once). */
export function startPrefetch(router: AppRouter, hooks: Hooks) {
  if (started) return
  started = true
  const done = new Set<string>()
  const queue: PrefetchLink[] = []
  const visibleSince = new WeakMap<Element, number>()
  let pending = 0

  /**
   * Whether a preload of `url` may run now. Preloading runs the root's beforeLoad, which activates
   * the target's language: a link to another language would switch this page's text, so those load
   * when clicked. Asked again right before each preload: the visitor may have switched language
   * while a link waited for its 1 s or in the queue.
   */
  const allowedNow = (url: URL) => {
    const { hostLocale } = router.options.context.site
    return (
      url.pathname !== window.location.pathname &&
      splitLocalePath(url.pathname, hostLocale).locale === splitLocalePath(window.location.pathname, hostLocale).locale
    )
  }

  /** The link's URL when it is a page of this site in the current language, else undefined. */
  const candidate = (anchor: HTMLAnchorElement): string | undefined => {
    if (anchor.target || anchor.hasAttribute('download') || !anchor.getAttribute('href')?.startsWith('/')) return undefined
    const url = new URL(anchor.href)
    if (done.has(url.pathname + url.search) || !allowedNow(url)) return undefined
    return url.href
  }

  const consider = (link: PrefetchLink, anchor?: Element) => {
    if (hooks.isUpdateAvailable()) return
    const decision = prefetchDecision(connection(), pending, link)
    switch (decision.kind) {
      case 'skip':
        return
      case 'wait':
        queue.push(link)
        return
      case 'later':
        window.setTimeout(() => {
          const since = anchor && visibleSince.get(anchor)
          if (since !== undefined) consider({ ...link, visibleForMs: Date.now() - since }, anchor)
        }, decision.afterMs)
        return
      case 'now':
        run(link.href)
    }
  }

  // A navigation never waits for preloads to gather: the page it needs may be among them.
  router.subscribe('onBeforeNavigate', flushPageRequests)

  /**
   * The next queued link, in a task of its own: a preload settling hands its slot on, and the next
   * preload's start (matching its route, its loader, its code) would otherwise run in the task of
   * whatever settled the last one.
   */
  const considerNext = () => {
    const next = queue.shift()
    if (next) void yieldToMain().then(() => consider(next))
  }

  const run = (href: string) => {
    const url = new URL(href)
    const path = url.pathname + url.search
    if (done.has(path) || !allowedNow(url)) {
      considerNext()
      return
    }
    done.add(path)
    pending++
    const settle = hooks.trackPrefetch()
    // Same options as `navigate({ href })` (app/lib/navigate.ts); the router parses the href.
    router
      .preloadRoute({ href: path } as Parameters<AppRouter['preloadRoute']>[0])
      .catch(() => undefined)
      .finally(() => {
        pending--
        settle()
        considerNext()
      })
  }

  const onIntent = (event: Event) => {
    const anchor = targetElement(event)?.closest('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    const href = candidate(anchor)
    if (href) consider({ href, pageHref: window.location.href, trigger: 'intent' })
  }
  document.addEventListener('mouseover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent, { passive: true })
  document.addEventListener('touchstart', onIntent, { passive: true })

  if (!('IntersectionObserver' in window)) return
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const anchor = entry.target
      if (!(anchor instanceof HTMLAnchorElement)) continue // only anchors are observed
      if (!entry.isIntersecting) {
        visibleSince.delete(anchor)
        continue
      }
      const href = candidate(anchor)
      if (!href || visibleSince.has(anchor)) continue
      visibleSince.set(anchor, Date.now())
      consider({ href, pageHref: window.location.href, trigger: 'viewport', visibleForMs: 0 }, anchor)
    }
  })
  const observeAll = (root: ParentNode) => root.querySelectorAll('a[href^="/"]').forEach((a) => observer.observe(a))
  observeAll(document)
  // Pages rendered by later navigations bring new links.
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      for (const node of m.addedNodes) {
        if (node instanceof HTMLAnchorElement && node.matches('a[href^="/"]')) observer.observe(node)
        else if (node instanceof Element) observeAll(node)
      }
    }
  }).observe(document.body, { childList: true, subtree: true })
}
