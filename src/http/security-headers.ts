import { httpUrl } from '../net/http-url'
import { parseDsn } from '../errors/dsn'

/**
 * Security headers (ADR 015, ADR 030): a strict Content-Security-Policy that allows a
 * page's inline scripts by their hashes, and the static headers every response carries. Pure:
 * `app/server/http/security-headers.server.ts` hashes the scripts and applies the config, `app/server.ts` and
 * the nitro middleware apply the headers.
 */

/** Where the browser may connect, frame, load images, styles and fonts from besides the site itself. */
export interface CspSources {
  readonly connect: readonly string[]
  readonly frame: readonly string[]
  readonly img: readonly string[]
  readonly style: readonly string[]
  readonly font: readonly string[]
}

/** What the sources are made from (server config). */
export interface CspConfig {
  /** Google's one-tap script (GSI_SCRIPT_URL): its folder is framed, fetched and styled. */
  readonly gsiScriptUrl?: string
  /** The statistics endpoint and the attribution API when they are not the site's own. */
  readonly trackingEndpoint?: string
  readonly trackingApiUrl?: string
  /** Where page views' web vitals are sent (VITALS_ENDPOINT) when it is not the site's own. */
  readonly vitalsEndpoint?: string
  /** The Sentry DSN errors are reported to (SENTRY_DSN): the browser posts to its origin. */
  readonly errorReportingDsn?: string
  /** Origins of the chat provider's widget (CSP_CHAT_ORIGINS): connections, frames, images, styles, fonts. */
  readonly chatOrigins: readonly string[]
}

/** A script hash as the policy names it: the SHA-256 of the script's text, base64. */
export const SCRIPT_HASH_PATTERN = /^sha256-[A-Za-z0-9+/]{43}=$/

/** The origin of an http(s) URL, or of its folder (`https://accounts.google.com/gsi/`) with `folder`. */
function sourceOf(url: string | undefined, folder = false): string | undefined {
  const parsed = url ? httpUrl(url) : undefined
  if (!parsed) return undefined
  return folder ? new URL('./', parsed).href : parsed.origin
}

const unique = (values: readonly (string | undefined)[]): string[] => [...new Set(values.filter((v): v is string => Boolean(v)))]

/** The third-party sources the configured features need (one-tap, tracking or vitals elsewhere, a chat provider). */
export function cspSourcesFor(config: CspConfig): CspSources {
  const gsi = sourceOf(config.gsiScriptUrl, true)
  const chat = unique(config.chatOrigins.map((o) => sourceOf(o)))
  return {
    connect: unique([
      gsi,
      sourceOf(config.trackingEndpoint),
      sourceOf(config.trackingApiUrl),
      sourceOf(config.vitalsEndpoint),
      config.errorReportingDsn && parseDsn(config.errorReportingDsn)?.origin,
      ...chat,
    ]),
    frame: unique([gsi, ...chat]),
    img: chat,
    style: unique([gsi && `${gsi}style`, ...chat]),
    font: chat,
  }
}

/** Parses CSP_CHAT_ORIGINS (`https://a.example,https://b.example`); throws on anything but http(s) origins. */
export function parseOrigins(value: string | undefined, name: string): string[] {
  if (!value) return []
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((raw) => {
      const origin = sourceOf(raw)
      if (!origin || origin !== raw.replace(/\/+$/, '')) throw new Error(`${name}: "${raw}" is not an http(s) origin`)
      return origin
    })
}

const directive = (name: string, values: readonly string[]) => `${name} ${values.join(' ')}`

/**
 * The policy of an HTML page (ADR 030). Only the inline scripts whose hashes are given run (the
 * page's own: its hydration data, scroll restoration and the loader of its entry); `'strict-dynamic'`
 * lets them load the entry, and the entry its chunks, the chat provider and Google's script.
 * Nothing in it is per response: the same page gets the same policy from any cache. `https:` and
 * `'unsafe-inline'` are ignored by every browser that knows hashes (CSP 2+) and only keep older ones
 * working. Style attributes (React's `style`) need `'unsafe-inline'` in style-src.
 */
export function pageCsp(scriptHashes: readonly string[], sources: CspSources, { https }: { readonly https: boolean }): string {
  const bad = scriptHashes.find((h) => !SCRIPT_HASH_PATTERN.test(h))
  if (bad !== undefined) throw new Error(`CSP: "${bad}" is not a sha256 script hash`)
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', [...[...new Set(scriptHashes)].map((h) => `'${h}'`), "'strict-dynamic'", 'https:', "'unsafe-inline'"]),
    directive('style-src', ["'self'", "'unsafe-inline'", ...sources.style]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...sources.img]),
    directive('font-src', ["'self'", ...sources.font]),
    directive('connect-src', ["'self'", ...sources.connect]),
    directive('frame-src', sources.frame.length ? sources.frame : ["'none'"]),
    directive('worker-src', ["'self'"]),
    directive('manifest-src', ["'self'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'none'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** The policy of every other response (JSON, XML, images, files): nothing runs, nothing frames it. */
export const OTHER_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Browser features the site never uses (one-tap's FedCM, `identity-credentials-get`, stays allowed).
 * Only names Chromium knows: an unknown one is ignored and logged on every page (`bluetooth` was, in
 * Chromium 156; Web Bluetooth is gated by a user prompt there, and absent elsewhere).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'browsing-topics',
] as const

/** Two years, as HSTS preload lists ask; sent only when the site is served over https. */
export const HSTS_MAX_AGE_S = 63_072_000

/**
 * The headers every response carries. `Cross-Origin-Opener-Policy: same-origin-allow-popups` isolates
 * the site's window from pages it did not open but keeps the popups it opens (Google sign-in) able
 * to reply to it.
 */
export function staticSecurityHeaders({ https }: { readonly https: boolean }): [string, string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', DENIED_FEATURES.map((f) => `${f}=()`).join(', ')],
    ['cross-origin-opener-policy', 'same-origin-allow-popups'],
    ['x-frame-options', 'DENY'],
    ...(https ? ([['strict-transport-security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`]] as [string, string][]) : []),
  ]
}
