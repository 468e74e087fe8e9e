import {
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  setTag,
  type ErrorEvent as SentryEvent,
} from '@sentry/browser'
import type { AnyRouter } from '@tanstack/react-router'
import { BUILD_ID } from '../lib/build'
import { takeEarlyErrors } from '../lib/early-errors'
import { isLeavingPage } from '../lib/page-exit'
import { addErrorSink } from './call-failures.client'
import type { SiteContext } from '../lib/site-context'

/**
 * The browser's error reporting (ADR 026): Sentry's browser SDK, in a chunk of its own that the page
 * loads after idle when SENTRY_DSN is set. It reports uncaught errors and unhandled rejections
 * (Sentry's global handlers from now on; the ones buffered since the page started, app/lib/early-errors.ts),
 * chunk-load failures, and the call wrapper's failures: their path and kind only. Nothing about the
 * visitor travels: no cookies, no address (`dataCollection` all off), no query string, no breadcrumbs
 * (the default integrations, which record clicks, console and requests, are off). A page being left
 * reports nothing (app/lib/page-exit.ts): what fails then is its requests being cut off.
 */
export function startErrorReporting(router: AnyRouter, config: NonNullable<SiteContext['errorReporting']>): void {
  init({
    dsn: config.dsn,
    release: BUILD_ID,
    environment: config.environment,
    // Collect nothing about the visitor: no user, cookies, headers, bodies or query parameters.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration(), eventFiltersIntegration()],
    beforeSend: (event) => (isLeavingPage() ? null : scrub(event)),
  })
  const locale = (router.options.context as { i18n?: { locale?: string } } | undefined)?.i18n?.locale
  if (locale) setTag('locale', locale)

  for (const event of takeEarlyErrors()) report(event)
  window.addEventListener('vite:preloadError', report)

  // A call failure is an error of ours with the call's path and kind; the failure's own message is
  // left out, since it may quote the request (an address, a code).
  addErrorSink(({ kind, call }) => {
    const error = new Error(`${kind} ${call}`)
    error.name = 'CallError'
    captureException(error, {
      tags: { kind: 'call', 'call.kind': kind, 'call.path': call },
      fingerprint: ['call', kind, call],
    })
  })
  // A mark for tests and for anyone checking that error reporting runs on a page.
  document.documentElement.dataset.errorReporting = ''
}

/** One buffered or later event, as its kind of report. */
function report(event: Event): void {
  if (event instanceof ErrorEvent) {
    captureException(event.error ?? event.message, { mechanism: { type: 'onerror', handled: false } })
  } else if (event instanceof PromiseRejectionEvent) {
    captureException(event.reason, { mechanism: { type: 'onunhandledrejection', handled: false } })
  } else if (event.type === 'vite:preloadError') {
    const error = (event as Event & { payload?: unknown }).payload
    captureException(error, { tags: { kind: 'chunk' } })
  }
}

/** The page's address without query or fragment; nothing that names the visitor. */
function scrub(event: SentryEvent): SentryEvent {
  delete event.user
  delete event.breadcrumbs
  event.request = { url: window.location.origin + window.location.pathname }
  return event
}
