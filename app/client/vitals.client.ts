import type { AnyRouter } from '@tanstack/react-router'
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution'
import { splitLocalePath } from '#src/i18n/paths'
import { isFailedRender } from '#src/routing/render-status'
import {
  beaconOf,
  connectionOf,
  coreBucket,
  deviceClass,
  memoryBucket,
  navigationOf,
  pageKindOf,
  pathOf,
  targetOf,
  type BeaconContext,
  type NavigationType,
  type VitalsMetric,
} from '#src/vitals/beacon'
import type { MetricName } from '#src/vitals/metrics'
import { BUILD_ID } from '../lib/build'
import { landingUrl } from '../lib/landing-url'
import { pageMetaOf } from '../lib/page-meta'
import type { SiteContext } from '../lib/site-context'
import { yieldToMain } from '../lib/idle'

/**
 * Field web vitals (ADR 024): Google's `web-vitals` (its attribution build) measures LCP,
 * INP, CLS, FCP and TTFB of this document; when the page is hidden, one beacon carries their last
 * values with what each is attributed to and the landing page's context (path without query, page
 * kind, language, host, coarse device and network classes). Loaded by the tracking module after
 * idle, only for sampled page views and never with Global Privacy Control; web-vitals reads the
 * browser's buffered entries, so starting late loses only the early interactions no entry recorded.
 */

/** The landing page's context; the render is read from the router while it still shows that page. */
function contextOf(router: AnyRouter, site: SiteContext): Omit<BeaconContext, 'navigation'> {
  const path = pathOf(landingUrl())
  const { locale } = splitLocalePath(path, site.hostLocale)
  // The page kind is in the landing page's loader data (PageMeta). A visitor who moved on inside the
  // app before this module started has left those matches behind: only the landing's path is known.
  const matches = pathOf(window.location.href) === path ? router.state.matches : []
  // As tracking reads a failed render (renderErrorOf would add its code to what the first visit shares).
  const render = matches.some((m) => m.status === 'error') ? 'error' : isFailedRender(matches) ? 'not-found' : 'page'
  const nav = navigator
  return {
    path,
    kind: pageKindOf(pageMetaOf(matches)?.kind, render),
    lang: locale,
    host: window.location.hostname,
    connection: connectionOf(nav.connection?.effectiveType),
    device: deviceClass({ shortSide: Math.min(screen.width, screen.height), coarsePointer: matchMedia('(pointer: coarse)').matches }),
    memory: memoryBucket(nav.deviceMemory),
    cores: coreBucket(nav.hardwareConcurrency),
    build: BUILD_ID,
  }
}

function post(endpoint: string, body: string) {
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return
  } catch {
    // A refused beacon (too large for the browser's queue, a bad URL): try fetch once.
  }
  // text/plain and no-cors: a simple request to any origin, sent with keepalive through the unload.
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => {})
}

/** Starts measuring this page view (once per document) and sends its beacon when it is hidden. */
export async function startVitals(router: AnyRouter, site: SiteContext, endpoint: string): Promise<void> {
  if (document.documentElement.dataset.vitals !== undefined) return
  const context = contextOf(router, site)
  let metrics = new Map<MetricName, VitalsMetric>()
  let navigation: NavigationType = 'navigate'
  let sent = false

  const record = (metric: MetricWithAttribution) => {
    if (sent) {
      // Restored from the back/forward cache: a new page view, measured anew. Anything else after
      // the beacon left belongs to a view already reported (once per view).
      if (metric.navigationType !== 'back-forward-cache') return
      metrics = new Map()
      sent = false
    }
    navigation = navigationOf(metric.navigationType)
    metrics.set(metric.name, { name: metric.name, value: metric.value, target: targetOf(metric.name, metric.attribution) })
  }
  const send = () => {
    if (sent) return
    const body = beaconOf({ ...context, navigation }, metrics)
    if (!body) return
    sent = true
    post(endpoint, JSON.stringify(body))
  }

  // Listening before the metrics are set up: a page hidden meanwhile still sends what it has. On
  // the document, not the window: web-vitals listens on the window in the capture phase, so it
  // has settled the final CLS, INP and LCP before this runs. pagehide covers browsers that unload
  // without a visibilitychange.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
  // Every change is reported, so the latest values are always at hand when the page hides. One
  // metric per task: each sets up its observers and reads the entries buffered since the page
  // began, and together they were one long task on a phone.
  const opts = { reportAllChanges: true }
  for (const observe of [onTTFB, onFCP, onLCP, onCLS, onINP]) {
    observe(record, opts)
    await yieldToMain()
  }
  // A mark for tests: this page view is measured.
  document.documentElement.dataset.vitals = ''
}
