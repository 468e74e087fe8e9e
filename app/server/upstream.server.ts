import { SpanKind } from '@opentelemetry/api'
import { getRequest, getRequestHeader } from '@tanstack/react-start/server'
import { createApiClient, remainingTimeout, type ApiCall, type ApiCallOptions } from '#src/api/client'
import { requestClientAddress } from './client-address.server'
import { env } from './env.server'
import { reportServerError } from './error-reporting.server'
import { markDegraded } from './degraded.server'
import { publishUpstreamFailure } from './diagnostics.server'
import { arrivalOf } from './http/arrival.server'
import { log } from './log.server'
import { inSpan, traceHeaders } from './telemetry.server'

/**
 * The one upstream client of the server (SPEC 7's wrapper): every failure is reported once, to the
 * log and to Sentry when SENTRY_DSN is set, with the call's path and how it failed only (never its
 * query, headers or the visitor's data; the server has no tracking pipeline of its own). Unset
 * API_BASE_URL means no upstream: each call returns its embedded default.
 */
const upstreamHost = env.API_BASE_URL ? new URL(env.API_BASE_URL).host : ''

export const upstream: ApiCall | undefined = env.API_BASE_URL
  ? createApiClient({
      baseURL: env.API_BASE_URL,
      timeout: env.API_TIMEOUT_MS,
      // Each request a failure reaches used a fallback: its response must not be cached.
      onFailure: markDegraded,
      // Each upstream request is a client span of the request that made it, and carries its trace.
      around: ({ method, path }, send) =>
        inSpan(
          `${method} ${path}`,
          { 'http.request.method': method, 'url.path': path, 'server.address': upstreamHost },
          () => send(traceHeaders()),
          SpanKind.CLIENT,
        ),
      report: (error) => {
        log.error({ path: error.path, failure: error.kind, ...(error.status ? { status: error.status } : {}) }, `upstream call failed: ${error.message}`)
        // A new error with the path, the kind and the status alone: the wrapper's message may quote
        // the URL, whose query carries a visitor's address for some calls.
        const failure = new Error(`${error.kind}: ${error.path}${error.status ? ` (HTTP ${error.status})` : ''}`)
        failure.name = 'UpstreamError'
        reportServerError(failure, { kind: 'upstream', path: error.path, failure: error.kind })
        publishUpstreamFailure({ path: error.path, kind: error.kind })
      },
    })
  : undefined

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
  const ip = requestClientAddress()
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
