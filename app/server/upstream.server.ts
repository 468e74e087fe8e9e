import { getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { createApiClient, type ApiCall } from '#src/api/client'
import { clientAddress } from '#src/net/client-address'
import { env } from './env.server'

/**
 * The one upstream client of the server (SPEC 7's wrapper): every failure is reported once, to the
 * log (the server has no tracking pipeline of its own). Unset API_BASE_URL means no upstream: each
 * call answers its embedded default.
 */
export const upstream: ApiCall | undefined = env.API_BASE_URL
  ? createApiClient({
      baseURL: env.API_BASE_URL,
      timeout: env.API_TIMEOUT_MS,
      report: (error) => console.error(`[api] ${error.kind} ${error.path}: ${error.message}`),
    })
  : undefined

/** The visitor's address: the peer, or behind TRUSTED_PROXIES the forwarded client. */
export function visitorAddress(): string | undefined {
  return clientAddress(getRequestIP(), getRequestHeader('x-forwarded-for'), env.trustedProxies)
}

/**
 * Headers that tell the upstream who the visitor is, for calls made on their behalf: their address
 * (X-Forwarded-For), User-Agent and Accept-Language.
 */
export function visitorHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const ip = visitorAddress()
  if (ip) headers['x-forwarded-for'] = ip
  const ua = getRequestHeader('user-agent')
  if (ua) headers['user-agent'] = ua.slice(0, 512)
  const language = getRequestHeader('accept-language')
  if (language) headers['accept-language'] = language.slice(0, 256)
  return headers
}
