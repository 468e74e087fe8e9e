import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  Scope,
  type BaseTransportOptions,
  type ErrorEvent,
  type Transport,
} from '@sentry/core'
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server'
import { BUILD_ID } from '../lib/build'
import { bodyBytes } from './http/bytes.server'
import { env } from './env.server'
import { log } from './log.server'

/**
 * Server errors to a Sentry-compatible ingest when SENTRY_DSN is set (ADR 026): failed renders,
 * failed server functions, unhandled rejections and exceptions. Sentry's core client, not
 * `@sentry/node`: the Node SDK sets up OpenTelemetry and patches modules as they load, which a
 * bundled nitro server (and its render thread, ADR 020) does not go through; the core client only
 * builds events and posts envelopes with `fetch`. Made on the first report of each thread, so a
 * server without a DSN never loads more than this module.
 */

/** What went wrong, where: tags on the event. Only a path, never a query, headers or a body. */
export interface ServerErrorContext {
  /** `render`, `server function`, `upstream`, `unhandledRejection`, `uncaughtException`. */
  readonly kind: string
  readonly method?: string
  /** The page's or call's path, without its query (which may carry a visitor's data). */
  readonly path?: string
  /** The server function's id, for `server function`. */
  readonly fn?: string
  /** How an upstream call failed (`req error`, `res error`, `code error`, `schema error`), for `upstream`. */
  readonly failure?: string
}

let client: ServerRuntimeClient | null | undefined

function fetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      body: typeof request.body === 'string' ? request.body : bodyBytes(request.body),
      signal: AbortSignal.timeout(5000),
    })
    return {
      statusCode: response.status,
      headers: { 'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'), 'retry-after': response.headers.get('retry-after') },
    }
  })
}

/** Drops what could identify a visitor, whatever added it. */
function scrub(event: ErrorEvent): ErrorEvent {
  delete event.user
  delete event.request
  delete event.breadcrumbs
  return event
}

function reporter(): ServerRuntimeClient | null {
  if (client !== undefined) return client
  if (!env.SENTRY_DSN) return (client = null)
  client = new ServerRuntimeClient({
    dsn: env.SENTRY_DSN,
    release: BUILD_ID,
    environment: env.SENTRY_ENVIRONMENT,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    // Collect nothing about the visitor: no user, cookies, headers, bodies or query parameters.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: scrub,
  })
  client.init()
  return client
}

/** Reports one server error (nothing without SENTRY_DSN). Never throws: reporting must not add a failure. */
export function reportServerError(error: unknown, context: ServerErrorContext): void {
  try {
    const sentry = reporter()
    if (!sentry) return
    const tags: Record<string, string> = { kind: context.kind }
    if (context.method) tags.method = context.method
    if (context.path) tags.path = context.path
    if (context.fn) tags['server_fn'] = context.fn
    if (context.failure) tags.failure = context.failure
    const scope = new Scope()
    scope.setTags(tags)
    // One issue per kind: a server function that fails inside a render, then the render it broke,
    // are two reports of one error, not duplicates (dedupe compares fingerprints too).
    scope.setFingerprint(['{{ default }}', context.kind])
    // Renders and server functions respond to the failure themselves (the error screen, a rejected
    // call); an upstream failure is covered by its fallback (SPEC 7).
    const handled = context.kind === 'render' || context.kind === 'server function' || context.kind === 'upstream'
    sentry.captureException(error, { mechanism: { type: context.kind, handled } }, scope)
  } catch (failure) {
    log.warn({ err: failure }, 'could not send an error report')
  }
}

/** Waits (up to `timeout` ms) for the reports under way, before a process or function ends. */
export async function flushServerErrors(timeout = 2000): Promise<void> {
  if (client) await client.flush(timeout)
}
