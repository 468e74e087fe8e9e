import type { AnyRouter } from '@tanstack/react-router'
import { commonFields, type BrowserFacts } from '#src/tracking/batch'
import { DEVICE_ID_COOKIE, DEVICE_ID_DAYS, IDLE_FLUSH_MS, QUEUE_KEY_PREFIX } from '#src/tracking/constants'
import { checkEvent, ERROR_TYPES, RESOURCE_ERROR_MESSAGE, type TrackEvent } from '#src/tracking/events'
import { batchesOf, flushPlan, mergeQueues, parseQueue, toEntry, withoutSent, type QueueEntry } from '#src/tracking/queue'
import type { TrackingConfig } from '../server/tracking.functions'
import { getCookie, setCookie } from './cookies.client'
import { targetElement } from '../lib/dom-events'
import { isLeavingPage } from '../lib/page-exit'
import { yieldToMain } from '../lib/idle'
import { localStore } from './storage.client'

/**
 * The browser half of SPEC 3/4's tracking (ADR 014), loaded after the page is idle: the event
 * queue (persisted per tab, adopted from closed tabs), batching, encryption and transport, and the
 * automatic view, click, expose and error events. Pure rules live in src/tracking/.
 */

export interface TrackOptions {
  /** Send at once (e.g. a click that leaves the site). */
  readonly sync?: boolean
}

export interface Tracker {
  /** The device id cookie's value (SPEC 9). */
  readonly deviceId: string
  track(event: TrackEvent, options?: TrackOptions): void
  /** Sends everything queued now (tests and page hide). */
  flush(): Promise<void>
}

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Holds a Web Lock for the life of the page: while it is held, no other tab adopts our queue. */
function holdLock(name: string): void {
  navigator.locks?.request(name, () => new Promise<never>(() => {})).catch(() => {})
}

/** Runs `adopt` for another tab's queue key only when that tab is gone (its lock is free). */
async function ifOrphaned(key: string, adopt: () => void): Promise<void> {
  if (!navigator.locks) {
    adopt()
    return
  }
  await navigator.locks.request(key, { ifAvailable: true }, (lock) => {
    if (lock) adopt()
  })
}

/** The device id cookie (SPEC 9: 360 days), made on first use. */
function deviceId(): string {
  const existing = getCookie(DEVICE_ID_COOKIE)
  if (existing && /^[a-f0-9]{24}$/.test(existing)) return existing
  const id = randomId()
  setCookie(DEVICE_ID_COOKIE, id, DEVICE_ID_DAYS)
  return id
}

interface Facts {
  readonly buildId: string
  readonly ip: () => string | undefined
}

/** Starts the tracker. Call once per page load. */
export async function createTracker(config: TrackingConfig, facts: Facts): Promise<Tracker> {
  // The encryption is chunks of their own, evaluated in tasks of their own: evaluated with this
  // module, it made the tracker's start a long task on a phone, and the AES code with jsencrypt in one
  // chunk was still a task of about 70 ms. So jsencrypt (the larger) is asked for now and evaluated
  // alone; the module that uses both is asked for once it has been, below.
  const rsa = import('jsencrypt')
  // Awaited below; a failure rejects the tracker's start there, not as an unhandled rejection meanwhile.
  rsa.catch(() => {})
  // Asking for a chunk (the preload helper's links) is the work of this task; the queue's is the next's.
  await yieldToMain()
  const tabKey = QUEUE_KEY_PREFIX + randomId()
  holdLock(tabKey)
  const store = localStore()
  const device = deviceId()
  const endpoint = new URL(config.endpoint, window.location.origin).href
  let model: string | undefined
  const uaData = navigator.userAgentData
  void uaData
    ?.getHighEntropyValues?.(['model'])
    .then((v) => (model = v.model || undefined))
    .catch(() => {})

  // The persisted queues of earlier loads and closed tabs are loaded before the first new event
  // is recorded, so nothing recorded now can overwrite them (Amplitude lost events that way).
  let queue: QueueEntry[] = []
  if (store) {
    const keys = Object.keys(store).filter((k) => k.startsWith(QUEUE_KEY_PREFIX) && k !== tabKey)
    for (const key of keys) {
      await ifOrphaned(key, () => {
        queue = mergeQueues(queue, parseQueue(store.getItem(key)))
        store.removeItem(key)
      })
    }
  }
  const persist = () => {
    try {
      if (queue.length) store?.setItem(tabKey, JSON.stringify(queue))
      else store?.removeItem(tabKey)
    } catch {
      // Storage full or blocked: the queue still lives in memory.
    }
  }
  persist()
  await rsa
  await yieldToMain()
  const { encryptPayload } = await import('#src/tracking/crypto')

  const inFlight = new Set<string>()
  let idleTimer: number | undefined

  const batchFacts = (): BrowserFacts => ({
    userAgent: navigator.userAgent,
    platform: uaData?.platform || navigator.platform || '',
    deviceId: device,
    model,
    screen: { width: screen.width, height: screen.height, dpr: window.devicePixelRatio || 1 },
    networkType: navigator.connection?.effectiveType,
    buildId: facts.buildId,
    ip: facts.ip(),
    page: window.location.href,
  })

  const formOf = (list: QueueEntry[]) => {
    const encrypted = encryptPayload({ list, comm: commonFields(batchFacts()) }, config.publicKey)
    // SPEC 8: an encryption failure yields nothing to send; the events stay queued.
    return encrypted && new URLSearchParams({ _t: encrypted._t, _a: encrypted._a })
  }

  /** Sends what is queued and not already on its way; a batch leaves the queue once it was sent. */
  const flush = async () => {
    window.clearTimeout(idleTimer)
    const pending = queue.filter((e) => !inFlight.has(e.id))
    await Promise.all(
      batchesOf(pending).map(async (batch) => {
        const body = formOf(batch)
        if (!body) return
        for (const e of batch) inFlight.add(e.id)
        try {
          // A form body is a CORS-simple request: no preflight to lose (PostHog lost unload batches that way).
          const res = await fetch(endpoint, {
            method: 'POST',
            body,
            keepalive: true,
            credentials: 'omit',
            mode: endpoint.startsWith(window.location.origin) ? 'same-origin' : 'no-cors',
          })
          // Read to the end: Chromium counts a POST whose response is never read as still loading, so
          // the page's network never goes quiet for Lighthouse or any tool that waits for it.
          await res.arrayBuffer().catch(() => {})
          if (res.type === 'opaque' || res.ok) {
            queue = withoutSent(queue, batch)
            persist()
          }
        } catch {
          // SPEC 8: network failures are silent; the batch stays queued for later.
        } finally {
          for (const e of batch) inFlight.delete(e.id)
        }
      }),
    )
  }

  /** On hide or unload: hand everything to the browser's beacon. It stays persisted until a later
   *  load resends it; the collector drops the duplicate by event id, so nothing is lost or counted twice. */
  const beacon = () => {
    for (const batch of batchesOf(queue)) {
      const body = formOf(batch)
      if (body) navigator.sendBeacon?.(endpoint, body)
    }
  }

  const track = (event: TrackEvent, options: TrackOptions = {}) => {
    const checked = checkEvent(event)
    if (!checked.ok) {
      console.warn(`[tracking] ${checked.reason}`)
      return
    }
    queue = mergeQueues(queue, [toEntry(checked.event, randomId(), Date.now())])
    persist()
    if (flushPlan(queue.length - inFlight.size, options.sync ?? false) === 'now') void flush()
    else {
      window.clearTimeout(idleTimer)
      idleTimer = window.setTimeout(() => void flush(), IDLE_FLUSH_MS)
    }
  }

  window.addEventListener('pagehide', beacon)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon()
  })
  // What earlier loads left behind goes out now.
  if (queue.length) void flush()
  return { deviceId: device, track, flush }
}

/** Text of an element as a click's `element_content`: trimmed, single-spaced, bounded. */
const contentOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100)

/**
 * SPEC 3's automatic events: a view per page (first load and each client navigation), a click for
 * each element marked `data-track`, an expose when a block marked `data-track-expose` first shows,
 * and errors 100101/100102/100103.
 */
export function trackAutomatically(tracker: Tracker, router: AnyRouter): void {
  const page = () => ({ url: window.location.href, title: document.title })
  let lastClick: { key: string; at: number } | undefined
  const trigger = () => (lastClick && Date.now() - lastClick.at < 1000 ? lastClick.key : '')

  // First view: the load is over by the time this idle-loaded module runs.
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const firstType = () => router.state.matches.at(-1)?.routeId ?? ''
  tracker.track({
    event: 'view',
    ...page(),
    type: firstType(),
    referrer: document.referrer,
    referrer_doc: document.referrer,
    load_duration: Math.max(0, Math.round(nav ? nav.loadEventEnd || nav.domContentLoadedEventEnd : 0)),
    load_result: router.state.matches.some((m) => m.status === 'error') ? 'error' : 'success',
    trigger_button: '',
  })

  let previousUrl = window.location.href
  let started = 0
  router.subscribe('onBeforeLoad', () => {
    started = performance.now()
  })
  router.subscribe('onRendered', () => {
    if (window.location.href === previousUrl) return
    tracker.track({
      event: 'view',
      ...page(),
      type: firstType(),
      referrer: previousUrl,
      referrer_doc: document.referrer,
      load_duration: Math.max(0, Math.round(started ? performance.now() - started : 0)),
      load_result: router.state.matches.some((m) => m.status === 'error') ? 'error' : 'success',
      trigger_button: trigger(),
    })
    previousUrl = window.location.href
    observeExposes()
  })

  document.addEventListener(
    'click',
    (e) => {
      const el = targetElement(e)?.closest('[data-track]')
      if (!el) return
      const key = el.getAttribute('data-track') ?? ''
      lastClick = { key, at: Date.now() }
      const href = el instanceof HTMLAnchorElement ? el.href : ''
      // A click that leaves the site goes out at once: the page may be gone in a moment.
      const leaves = Boolean(href) && new URL(href).origin !== window.location.origin
      tracker.track(
        {
          event: 'click',
          element_content: contentOf(el),
          element_key: key,
          element_type: el.tagName.toLowerCase(),
          element_name: el.getAttribute('aria-label') ?? el.getAttribute('name') ?? '',
          element_class: (el.getAttribute('class') ?? '').slice(0, 200),
          element_target_url: href,
          ...page(),
        },
        { sync: leaves },
      )
    },
    { capture: true },
  )

  const exposed = new Set<string>()
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((items) => {
          for (const item of items) {
            if (!item.isIntersecting) continue
            const name = item.target.getAttribute('data-track-expose') ?? ''
            observer?.unobserve(item.target)
            const key = `${window.location.pathname}#${name}`
            if (exposed.has(key)) continue
            exposed.add(key)
            tracker.track({ event: 'expose', name, ...page() })
          }
        })
      : undefined
  const observeExposes = () => document.querySelectorAll('[data-track-expose]').forEach((el) => observer?.observe(el))
  observeExposes()

  // A page being left tracks no error (app/lib/page-exit.ts): its requests are being cut off, and
  // what fails with them is no fault of the page.
  window.addEventListener(
    'error',
    (e) => {
      if (isLeavingPage()) return
      const target = e.target
      if (target instanceof HTMLImageElement || target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
        const src = target instanceof HTMLLinkElement ? target.href : target.src
        tracker.track({
          event: 'error',
          error_type: ERROR_TYPES.resource,
          error_msg: RESOURCE_ERROR_MESSAGE,
          ...page(),
          trigger_button: trigger(),
          addition: { src: src.slice(0, 2048) },
        })
      } else if (e instanceof ErrorEvent) {
        tracker.track({ event: 'error', error_type: ERROR_TYPES.script, error_msg: String(e.message).slice(0, 2048), ...page(), trigger_button: trigger() })
      }
    },
    { capture: true },
  )
  window.addEventListener('unhandledrejection', (e) => {
    if (isLeavingPage()) return
    const reason: unknown = e.reason
    const msg = reason instanceof Error ? reason.message : String(reason)
    tracker.track({ event: 'error', error_type: ERROR_TYPES.rejection, error_msg: msg.slice(0, 2048), ...page(), trigger_button: trigger() })
  })
}
