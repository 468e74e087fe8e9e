import { randomUUID } from 'node:crypto'
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags, type Context, type Span } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace'
import { definePlugin } from 'nitro'
import { getEventContext, getRequestIP, getRequestURL, type HTTPEvent } from 'nitro/h3'
import { isTrusted, normalizeIp } from '#src/net/client-address'
import { requestIdentity } from '#src/http/request-id'
import { BUILD_ID } from '../../lib/build'
import { env } from '../env.server'
import { log } from '../log.server'
import { REQUEST_ID, tracer } from '../telemetry.server'

/**
 * Each request's id, trace and log line (ADR 056), on nitro's request and response hooks, which run
 * for every request the app answers, the files it serves from public/ included:
 * - its id: a trusted proxy's `x-request-id` or `traceparent`, or a new one (src/http/request-id.ts),
 *   sent back as `x-request-id` and carried by every log line written while it is served;
 * - with OTEL_EXPORTER_OTLP_ENDPOINT, a server span from the request to its response, continuing a
 *   trusted proxy's trace; the render, server functions and upstream calls are its children
 *   (telemetry.server.ts). Spans are exported over OTLP/HTTP in batches, and flushed on close;
 * - one `info` line per response: method, path (never the query: it can carry a visitor's data),
 *   status, cache result and milliseconds to the response.
 * The middleware (middleware.server.ts) runs the rest of the request in this context.
 */

interface RequestTelemetry {
  readonly requestId: string
  readonly path: string
  readonly context: Context
  readonly span: Span | undefined
  readonly started: number
}

const TELEMETRY = Symbol('profiledeck.request-telemetry')

type TelemetryContext = { [TELEMETRY]?: RequestTelemetry }

/** The context a request's work runs in (its id and span); the root context outside one. */
export function requestContextOf(event: HTTPEvent): Context {
  return getEventContext<TelemetryContext>(event)[TELEMETRY]?.context ?? ROOT_CONTEXT
}

function startTracing(): TracerProvider | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined
  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME, 'service.version': BUILD_ID })),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(env.OTEL_TRACES_SAMPLER_ARG) }),
    // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT, _HEADERS and _TIMEOUT itself.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY })],
  })
  trace.setGlobalTracerProvider(provider)
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  return provider
}

function begin(event: HTTPEvent, tracing: boolean): RequestTelemetry {
  const headers = event.req.headers
  const url = getRequestURL(event)
  const peer = normalizeIp(getRequestIP(event))
  const identity = requestIdentity(
    {
      trusted: peer !== undefined && isTrusted(peer, env.trustedProxies),
      requestIdHeader: headers.get('x-request-id'),
      traceparentHeader: headers.get('traceparent'),
    },
    randomUUID,
  )
  let requestContext = ROOT_CONTEXT.setValue(REQUEST_ID, identity.requestId)
  const parent = identity.parent
  if (parent) {
    requestContext = trace.setSpanContext(requestContext, {
      traceId: parent.traceId,
      spanId: parent.spanId,
      traceFlags: parent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
      isRemote: true,
    })
  }
  let span: Span | undefined
  if (tracing) {
    const method = event.req.method
    span = tracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': method,
          'url.path': url.pathname,
          'url.scheme': url.protocol.replace(':', ''),
          'server.address': url.hostname,
          'http.request.id': identity.requestId,
          ...(peer ? { 'network.peer.address': peer } : {}),
        },
      },
      requestContext,
    )
    requestContext = trace.setSpan(requestContext, span)
  }
  return { requestId: identity.requestId, path: url.pathname, context: requestContext, span, started: performance.now() }
}

export default definePlugin((nitroApp) => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  const provider = startTracing()

  nitroApp.hooks.hook('request', (event) => {
    getEventContext<TelemetryContext>(event)[TELEMETRY] = begin(event, provider !== undefined)
  })

  nitroApp.hooks.hook('response', (response, event) => {
    const request = getEventContext<TelemetryContext>(event)[TELEMETRY]
    if (!request) return
    response.headers.set('x-request-id', request.requestId)
    const status = response.status
    const cache = response.headers.get('x-cache')
    if (request.span) {
      request.span.setAttribute('http.response.status_code', status)
      if (status >= 500) request.span.setStatus({ code: SpanStatusCode.ERROR })
      request.span.end()
    }
    context.with(request.context, () =>
      log.info(
        { method: event.req.method, path: request.path, status, ...(cache ? { cache } : {}), ms: Math.round((performance.now() - request.started) * 10) / 10 },
        'response',
      ),
    )
  })

  nitroApp.hooks.hook('close', async () => {
    await provider?.shutdown().catch((error: unknown) => log.warn({ err: error }, 'could not send the last spans'))
  })
})
