import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { hostnameOf, type SiteOrigins } from '../i18n/hosts'

/**
 * Configurations the server refuses to start with (ADR 025): each would ship a site whose
 * links, hreflang and sitemaps are wrong for every visitor, and nothing would fail until a visitor
 * or a crawler found out. Pure: `app/server/env.server.ts` reads the environment and stops the
 * server with these lines.
 */

/**
 * Whether an origin can only be reached from the machine itself: `localhost` and its subdomains
 * (browsers resolve `*.localhost` to loopback), 127.0.0.0/8, `[::1]`, and 0.0.0.0.
 */
export function isLoopbackOrigin(origin: string): boolean {
  const host = hostnameOf(origin)
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '0.0.0.0'
}

/** Which locales serve unprefixed paths on each hostname (ports are ignored, as requests are routed). */
function unprefixedClaims(origins: SiteOrigins): Map<string, LocaleCode[]> {
  const claims = new Map<string, LocaleCode[]>()
  const claim = (origin: string, code: LocaleCode) => {
    const host = hostnameOf(origin)
    claims.set(host, [...(claims.get(host) ?? []), code])
  }
  // The default locale owns every host no other locale is configured for, the main one included.
  if (!origins.byLocale[DEFAULT_LOCALE]) claim(origins.main, DEFAULT_LOCALE)
  for (const code of LOCALE_CODES) {
    const origin = origins.byLocale[code]
    if (origin) claim(origin, code)
  }
  return claims
}

/**
 * The reasons to refuse these origins, one line each naming the variable to fix; none when they
 * are fine. A loopback SITE_URL is a development or test machine, where loopback locale origins
 * (the default `zh=http://zh.localhost:3000`) are the point; behind a public SITE_URL they would
 * send every link to that language to the visitor's own machine.
 */
export function originProblems(origins: SiteOrigins): string[] {
  const problems: string[] = []
  if (!isLoopbackOrigin(origins.main)) {
    const loopback = LOCALE_CODES.filter((code) => {
      const origin = origins.byLocale[code]
      return origin !== undefined && isLoopbackOrigin(origin)
    })
    if (loopback.length > 0) {
      const list = loopback.map((code) => `${code} from ${origins.byLocale[code]}`).join(', ')
      problems.push(
        `LOCALE_ORIGINS: SITE_URL is ${origins.main} but LOCALE_ORIGINS would serve ${list}, a loopback origin ` +
          `(its default is zh=http://zh.localhost:3000); set LOCALE_ORIGINS to each language's public origin, e.g. LOCALE_ORIGINS=zh=https://www.example.cn`,
      )
    }
  }
  for (const [host, codes] of unprefixedClaims(origins)) {
    if (codes.length < 2) continue
    // The default locale's claim comes from SITE_URL: name it, or the line blames the wrong variable.
    const fromSiteUrl = codes[0] === DEFAULT_LOCALE && !origins.byLocale[DEFAULT_LOCALE] ? ' (SITE_URL is on that host)' : ''
    problems.push(
      `LOCALE_ORIGINS: ${codes.join(' and ')} would both be served without a prefix on ${host}${fromSiteUrl}; ` +
        'give each language in LOCALE_ORIGINS a host of its own (requests are told apart by host name, not port)',
    )
  }
  return problems
}

/** Where a server's tracking events and vitals go, as its configuration says. */
export interface TrackingSetup {
  /** SITE_URL is not a loopback origin: visitors reach this server. */
  readonly publicSite: boolean
  readonly trackingEndpoint?: string
  readonly trackingPublicKey?: string
  readonly vitalsEndpoint?: string
  /** VITALS_SAMPLE_RATE above 0: vitals are sent. */
  readonly vitalsSampled: boolean
  /** Running as a Vercel function (`VERCEL=1`): a read-only filesystem, an instance per burst. */
  readonly vercel: boolean
}

/**
 * Tracking that would lose events at scale (ADR 052), each problem naming its variable:
 * - a public site with the embedded collector's development keys: each instance makes a pair of its
 *   own, so batches encrypted for one cannot be read by another, and a restart loses the pair;
 * - the embedded collector on Vercel, whose functions cannot keep a database.
 * A server on a read-only filesystem is refused by the writable check of TRACKING_DATA_DIR
 * (`env.server.ts`), which only the process can make.
 */
export function trackingProblems(setup: TrackingSetup): string[] {
  const problems: string[] = []
  if (setup.publicSite && !setup.trackingEndpoint && !setup.trackingPublicKey) {
    problems.push(
      'TRACKING_PUBLIC_KEY: SITE_URL is public but no tracking keys are set, and the embedded collector would make development keys of its own in every instance, ' +
        'which no other instance can read; set TRACKING_ENDPOINT and TRACKING_PUBLIC_KEY (the statistics provider, at scale) or TRACKING_PUBLIC_KEY and TRACKING_PRIVATE_KEY (one instance), docs/tracking.md',
    )
  }
  if (setup.vercel && !setup.trackingEndpoint) {
    problems.push(
      'TRACKING_ENDPOINT: on Vercel the embedded collector cannot keep events (a read-only filesystem, an instance per burst); set TRACKING_ENDPOINT to the statistics provider, docs/tracking.md',
    )
  }
  if (setup.vercel && setup.vitalsSampled && !setup.vitalsEndpoint) {
    problems.push(
      'VITALS_ENDPOINT: on Vercel the embedded collector cannot keep vitals; set VITALS_ENDPOINT, or VITALS_SAMPLE_RATE=0 to measure none, docs/tracking.md',
    )
  }
  return problems
}
