import { getRequestHeader } from '@tanstack/react-start/server'
import { requestHost } from '#src/http/request-host'
import { hostLocaleFor } from '#src/i18n/hosts'
import type { SiteContext } from '../lib/site-context'
import { env } from './env.server'

/** The site context of the current request: which locale its host serves unprefixed, and the origins. */
export function siteContextForRequest(): SiteContext {
  const host = requestHost((name) => getRequestHeader(name))
  const oneTap = env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, scriptUrl: env.GSI_SCRIPT_URL, appUrl: env.APP_URL } : undefined
  // Only with a DSN: an absent key costs the page nothing, an undefined one is serialized.
  const errorReporting = env.SENTRY_DSN ? { errorReporting: { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT } } : {}
  return {
    hostLocale: hostLocaleFor(host, env.origins),
    origins: env.origins,
    cookieSecure: env.cookieSecure,
    canonicalParams: env.canonicalParams,
    oneTap,
    ...errorReporting,
  }
}
