import { getRequest, getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { createApiClient, remainingTimeout, type ApiCall, type ApiCallOptions } from '#src/api/client'
import { clientAddress } from '#src/net/client-address'
import { env } from './env.server'
import { arrivalOf } from './http/arrival.server'

/**
 * The one upstream client of the server (SPEC 7's wrapper): every failure is reported once, to the
 * log (the server has no tracking pipeline of its own). Unset API_BASE_URL means no upstream: each
 * call returns its embedded default.
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
 * The options of a call made on the visitor's behalf (the proxied calls of SPEC 7):
 * - headers that tell the upstream who the visitor is: their address (X-Forwarded-For),
 *   User-Agent and Accept-Language, plus `extra`;
 * - what is left of API_TIMEOUT_MS since their request reached the server (`remainingTimeout`),
 *   so their fallback comes within the timeout plus 100 ms of their asking (SPEC 8), however long
 *   the request waited in the server before the call. A page's own calls (base info while it
 *   renders) keep the whole timeout: the budget there is the call's, not the render's.
 */
export function onBehalfOfVisitor(extra: Readonly<Record<string, string>> = {}): Pick<ApiCallOptions, 'headers' | 'timeout'> {
  const headers: Record<string, string> = {}
  const ip = visitorAddress()
  if (ip) headers['x-forwarded-for'] = ip
  const ua = getRequestHeader('user-agent')
  if (ua) headers['user-agent'] = ua.slice(0, 512)
  const language = getRequestHeader('accept-language')
  if (language) headers['accept-language'] = language.slice(0, 256)
  return { headers: { ...headers, ...extra }, timeout: remainingTimeout(env.API_TIMEOUT_MS, requestArrival(), Date.now()) }
}

/** When the request being handled reached the server, if a layer recorded it (arrival.server.ts). */
function requestArrival(): number | undefined {
  try {
    return arrivalOf(getRequest())
  } catch {
    // Not while handling a request: the whole timeout.
    return undefined
  }
}
