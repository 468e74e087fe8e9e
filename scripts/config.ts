import { env, type Env } from '../app/server/env.server'
import { LOCALE_CODES } from '#src/i18n/locales'
import { pageUrl } from '#src/i18n/hosts'
import { formatConfig, maskSecret, maskUrl, UNSET, type ConfigSection } from '#src/config/config-summary'

// npm run config: the configuration the server would start with, as it resolved it from the
// environment (docs/operations.md). Refuses, with the server's own one line per problem and exit
// code 1, whatever the server would refuse. Secrets are masked.

const list = (values: readonly string[]) => (values.length > 0 ? values.join(' ') : '(none)')
const orEmbedded = (url: string | undefined, embedded: string) => (url ? maskUrl(url) : `${UNSET}: ${embedded}`)

/** The rows of the printout, from the parsed environment. */
export function configSections(config: Env): ConfigSection[] {
  return [
    {
      title: 'Origins (home page of each language; links, hreflang and sitemaps use these)',
      rows: LOCALE_CODES.map((code) => [code, pageUrl(code, '/', config.origins)]),
    },
    {
      title: 'Upstreams',
      rows: [
        ['API_BASE_URL', orEmbedded(config.API_BASE_URL, 'served from embedded data')],
        ['CONTENT_API_URL', orEmbedded(config.CONTENT_API_URL, 'the embedded content/ files')],
        ['API_TIMEOUT_MS', config.API_TIMEOUT_MS],
        ['CHAT_CONFIG_PATH', config.CHAT_CONFIG_PATH],
        ['DOWNLOAD_BASE_URL', maskUrl(config.DOWNLOAD_BASE_URL)],
        ['APP_URL', maskUrl(config.APP_URL)],
        ['GOOGLE_CLIENT_ID', config.GOOGLE_CLIENT_ID ?? `${UNSET}: one-tap sign-in off`],
        ['GSI_SCRIPT_URL', maskUrl(config.GSI_SCRIPT_URL)],
        ['SERVICE_QR_URL', maskUrl(config.SERVICE_QR_URL)],
      ],
    },
    {
      title: 'Tracking',
      rows: [
        ['TRACKING_ENDPOINT', orEmbedded(config.TRACKING_ENDPOINT, 'the embedded collector, /api/collect')],
        ['TRACKING_API_URL', orEmbedded(config.TRACKING_API_URL, 'the embedded collector')],
        ['VITALS_ENDPOINT', orEmbedded(config.VITALS_ENDPOINT, 'the embedded collector, /api/vitals')],
        ['VITALS_SAMPLE_RATE', config.VITALS_SAMPLE_RATE],
        ['TRACKING_PUBLIC_KEY', maskSecret(config.TRACKING_PUBLIC_KEY)],
        ['TRACKING_PRIVATE_KEY', maskSecret(config.TRACKING_PRIVATE_KEY)],
        ['TRACKING_DATA_DIR', config.TRACKING_DATA_DIR],
        ['TRACKING_RESPECT_GPC', config.TRACKING_RESPECT_GPC],
      ],
    },
    {
      title: 'Error reporting',
      rows: [
        ['SENTRY_DSN', config.SENTRY_DSN ? maskUrl(config.SENTRY_DSN) : `${UNSET}: errors go to the server log and tracking only`],
        ['SENTRY_ENVIRONMENT', config.SENTRY_ENVIRONMENT],
      ],
    },
    {
      title: 'Cache',
      rows: [
        ['CACHE_S_MAXAGE', config.CACHE_S_MAXAGE],
        ['CACHE_STALE_WHILE_REVALIDATE', config.CACHE_STALE_WHILE_REVALIDATE],
        ['CACHE_NOT_FOUND_S_MAXAGE', config.CACHE_NOT_FOUND_S_MAXAGE],
        ['HTML_CACHE_MAX_BYTES', config.HTML_CACHE_MAX_BYTES],
        ['CONTENT_TTL_MS', config.CONTENT_TTL_MS],
      ],
    },
    {
      title: `Content-Security-Policy origins (${config.CSP_REPORT_ONLY === 'true' ? 'report-only' : 'enforced'}; besides the site itself)`,
      rows: [
        ['connect-src', list(config.csp.connect)],
        ['frame-src', list(config.csp.frame)],
        ['img-src', list(config.csp.img)],
        ['style-src', list(config.csp.style)],
        ['font-src', list(config.csp.font)],
      ],
    },
    {
      title: 'Server',
      rows: [
        ['SITE_URL', maskUrl(config.SITE_URL)],
        ['LOCALE_ORIGINS', config.LOCALE_ORIGINS],
        ['locale cookie Secure', config.cookieSecure],
        ['TRUSTED_PROXIES', list(config.trustedProxies)],
      ],
    },
  ]
}

export function main(): number {
  console.log(formatConfig(configSections(env)))
  return 0
}
