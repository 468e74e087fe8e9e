import type { AnyRouter } from '@tanstack/react-router'
import { isLocaleCode, type LocaleCode } from '#src/i18n/locales'
import { getTrackingConfig } from '../server/tracking.functions'
import { BUILD_ID } from '../lib/build'
import type { SiteContext } from '../lib/site-context'
import { ERROR_TYPES } from '#src/tracking/events'
import { inSample } from '#src/vitals/beacon'
import { addErrorSink } from './call-failures.client'
import { appLanguageInBrowser } from '../lib/locale-memory'
import { visitorIpQuery } from './queries.client'
import { startAttribution } from './attribution.client'
import { createTracker, trackAutomatically } from './tracking.client'
import { queryClient } from './query-client.client'
import { fieldOf } from '#src/lang/field-of'
import { yieldToMain } from '../lib/idle'

/**
 * Starts the browser's error reporting, tracking, attribution and web vitals after the page is idle
 * (never on the first-visit critical path; ADR 014, 024, 026). With Global Privacy Control on (and
 * TRACKING_RESPECT_GPC), nothing is tracked or measured and no device id is made; registration
 * links still carry the URL's own invite code. Error reporting is not tracking: it runs either way.
 */
export async function startTracking(router: AnyRouter, site: SiteContext): Promise<void> {
  // Error reporting (ADR 026): Sentry's browser SDK, a chunk of its own, only with SENTRY_DSN. It is
  // started from here rather than from the page so that its loader costs the first visit nothing.
  const reporting = site.errorReporting
  if (reporting) void import('./error-reporting.client').then((m) => m.startErrorReporting(router, reporting)).catch(() => {})
  const config = await getTrackingConfig().catch(() => undefined)
  if (!config) return
  // The response's decoding was this task's work; what follows starts in a task of its own.
  await yieldToMain()
  const gpc = config.respectGpc && navigator.globalPrivacyControl === true
  const locale = (): LocaleCode => {
    const active = fieldOf(fieldOf(router.options.context, 'i18n'), 'locale')
    return isLocaleCode(active) ? active : 'en'
  }
  // Links to the external app get the app's language tag (SPEC 3, 4), not the site's code.
  const lang = () => appLanguageInBrowser(locale())
  const ownOrigins = [site.origins.main, ...Object.values(site.origins.byLocale)].filter((o): o is string => Boolean(o))
  if (gpc) {
    startAttribution(router, { apiBase: config.apiBase, lang, ownOrigins, restricted: true })
    return
  }
  // Field web vitals (ADR 024): a chunk of its own, fetched only for the page views in the sample.
  if (inSample(config.vitals.sampleRate, Math.random())) {
    void import('./vitals.client').then((m) => m.startVitals(router, site, config.vitals.endpoint)).catch(() => {})
  }
  // login_ip: the visitor-IP response, from the query cache the chat shares (one request per visit).
  let ip: string | undefined
  queryClient()
    .ensureQueryData(visitorIpQuery())
    .then((visitor) => {
      if (visitor.source !== 'failed') ip = visitor.info.ip || undefined
    })
    .catch(() => {})
  // Each step a task of its own: together they were one long task of 100 ms on a phone.
  const tracker = await createTracker(config, { buildId: BUILD_ID, ip: () => ip })
  await yieldToMain()
  startAttribution(router, { apiBase: config.apiBase, lang, ownOrigins, restricted: false, deviceId: tracker.deviceId })
  await yieldToMain()
  trackAutomatically(tracker, router)
  // Failed calls become error events (SPEC 7: the wrapper reports to the tracking pipeline), of
  // their own type: the wrapper handled them, so they are not unhandled rejections.
  addErrorSink(({ kind, call, message }) =>
    tracker.track({
      event: 'error',
      error_type: ERROR_TYPES.call,
      error_msg: `${kind} ${call}: ${message}`.slice(0, 2048),
      url: window.location.href,
      title: document.title,
      trigger_button: '',
      addition: { kind, call: call.slice(0, 256) },
    }),
  )
  // A mark for tests and for anyone checking that tracking runs on a page.
  document.documentElement.dataset.tracking = ''
}
