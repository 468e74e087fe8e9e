import type { AnyRouter } from '@tanstack/react-router'
import { base64Utf8, decorateAppUrl, externalReferrer, inviteCodeOf, parseSource, sourceOfLanding, visitorInviteCode } from '#src/tracking/attribution'
import { FINGERPRINT_LOG_TYPE, INVITE_KEY, REF_COOKIE, REF_COOKIE_DAYS, REFERRER_COOKIE, REFERRER_COOKIE_DAYS, SOURCE_KEY } from '#src/tracking/constants'
import { landingUrl } from '../lib/landing-url'
import { getCookie, setCookie } from './cookies.client'
import { localStore } from './storage.client'
import { targetElement } from '../lib/dom-events'

/** Links to the external app's registration or login carry their undecorated URL in this attribute (header, banner…). */
export const APP_LINK_SELECTOR = 'a[data-app-link]'
const FINGERPRINT_SENT_KEY = 'pd:fingerprint-sent'

interface AttributionOptions {
  /** Base URL of the attribution calls (absolute, or relative to the page). */
  readonly apiBase: string
  /** The external app's language value of the page (SPEC 5's `lang`). */
  readonly lang: () => string
  /** The site's own origins: their referrers are not sources. */
  readonly ownOrigins: readonly string[]
  /** Global Privacy Control: keep only what registration needs (the URL's own code on links). */
  readonly restricted: boolean
  readonly deviceId?: string
}

/**
 * A form POST whose response is ignored; failures are silent (SPEC 8). The response is still read to
 * the end: Chromium counts a POST whose response is never read as still loading, so the page's network
 * never went quiet and Lighthouse timed out waiting for it on every page.
 */
function postForm(url: string, form: Record<string, string>): void {
  fetch(url, { method: 'POST', body: new URLSearchParams(form), credentials: 'include', keepalive: true })
    .then((res) => res.arrayBuffer())
    .catch(() => {})
}

/**
 * The visitor's IANA time zone. `Temporal.Now.timeZoneId()` where the browser has it: the first
 * `Intl.DateTimeFormat` of a page loads ICU's date data, 25–100 ms of main thread on a desktop (four
 * times that on Lighthouse's phone), for one string.
 */
function timeZone(): string {
  return window.Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** SPEC 3's fingerprint facts: what any page can read, nothing that needs a permission. */
function fingerprint(deviceId: string | undefined) {
  return {
    device_id: deviceId ?? '',
    ua: navigator.userAgent,
    languages: [...(navigator.languages ?? [navigator.language])],
    platform: navigator.platform,
    timezone: timeZone(),
    screen: { width: screen.width, height: screen.height, depth: screen.colorDepth, dpr: window.devicePixelRatio },
    hardware_concurrency: navigator.hardwareConcurrency ?? 0,
    device_memory: navigator.deviceMemory ?? 0,
    touch_points: navigator.maxTouchPoints ?? 0,
    cookies: navigator.cookieEnabled,
  }
}

/**
 * SPEC 3/5/6/7's attribution, run once per page load after idle: the referral code of the URL
 * (`__REF` cookie for 7 days and `ref/set`), the first external referrer (`_POWER_REFERRER`,
 * 365 days), the registration source (stored in localStorage and posted to `record-source`), the
 * fingerprint log (once per visit), and the decoration of every registration and login link.
 */
export function startAttribution(router: AnyRouter, o: AttributionOptions): void {
  const api = (path: string) => new URL(path, new URL(o.apiBase, window.location.origin)).href
  const ls = localStore()
  const landing = landingUrl()
  const urlCode = inviteCodeOf(landing)
  let invite = urlCode

  if (!o.restricted) {
    if (urlCode) {
      setCookie(REF_COOKIE, urlCode, REF_COOKIE_DAYS)
      ls?.setItem(INVITE_KEY, urlCode)
      fetch(api(`sys/config/ref/set?c_v=${encodeURIComponent(urlCode)}`), { credentials: 'include' }).catch(() => {})
    }
    invite = visitorInviteCode(landing, getCookie(REF_COOKIE), ls?.getItem(INVITE_KEY))

    const referrer = externalReferrer(document.referrer, o.ownOrigins)
    if (referrer && !getCookie(REFERRER_COOKIE)) setCookie(REFERRER_COOKIE, referrer, REFERRER_COOKIE_DAYS)

    const source = sourceOfLanding(landing, referrer, parseSource(ls?.getItem(SOURCE_KEY) ?? null))
    if (source) {
      ls?.setItem(SOURCE_KEY, JSON.stringify(source))
      postForm(api('sys/user/passport/record-source'), { referer: JSON.stringify(source.referer), source_data: JSON.stringify(source.source_data) })
    }

    try {
      if (!sessionStorage.getItem(FINGERPRINT_SENT_KEY)) {
        sessionStorage.setItem(FINGERPRINT_SENT_KEY, '1')
        const data = JSON.stringify(fingerprint(o.deviceId))
        postForm(api('client/record-data/log'), { log_type: FINGERPRINT_LOG_TYPE, data, base_encode: base64Utf8(data) })
      }
    } catch {
      // Storage blocked: no fingerprint log rather than one per page.
    }
  }

  const decorate = () => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>(APP_LINK_SELECTOR)) {
      // From the undecorated URL each time: `from` must follow client navigations.
      const href = decorateAppUrl(a.dataset.appLink || a.href, o.lang(), window.location.href, invite)
      if (href && href !== a.href) a.href = href
    }
  }
  decorate()
  router.subscribe('onRendered', decorate)
  // Links rendered later (the banner, menus opening) are decorated when they are used.
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (targetElement(e)?.closest(APP_LINK_SELECTOR)) decorate()
    },
    { capture: true },
  )
}
