import type { SiteOrigins } from '#src/i18n/hosts'
import type { LocaleCode } from '#src/i18n/locales'

/** Per-request facts the router needs on both sides; computed on the server, dehydrated to the client. */
export interface SiteContext {
  readonly hostLocale: LocaleCode
  readonly origins: SiteOrigins
  /** Whether the locale cookie gets the Secure attribute (SPEC 4). */
  readonly cookieSecure: boolean
  /** Query parameters that stay in canonical URLs (CANONICAL_QUERY_PARAMS). */
  readonly canonicalParams: readonly string[]
  /** One-tap sign-in (GOOGLE_CLIENT_ID, GSI_SCRIPT_URL, APP_URL); absent when no client id is configured. */
  /** Error reporting in the browser (SENTRY_DSN, SENTRY_ENVIRONMENT; ADR 026); absent without a DSN. */
  readonly errorReporting?: { readonly dsn: string; readonly environment: string }
  readonly oneTap?: { readonly clientId: string; readonly scriptUrl: string; readonly appUrl: string }
}
