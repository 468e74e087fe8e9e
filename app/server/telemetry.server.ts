import { context, createContextKey, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api'

/**
 * What a request's work knows about the request it serves, through OpenTelemetry's context (ADR
 * 056): its id, for every log line (log.server.ts), and its trace, for every span. Start's server
 * build and nitro's each bundle their own copy of this module; both read the same context, because
 * the API keeps its context manager, tracer provider and propagator in one registry per process and
 * its context keys are `Symbol.for` keys. The nitro plugin (http/telemetry-plugin.server.ts)
 * registers them and opens each request's context; without OTEL_EXPORTER_OTLP_ENDPOINT no tracer
 * provider is registered, and every span below is a no-op that costs a function call.
 */

/** The context key of the request's id (`x-request-id`). */
export const REQUEST_ID = createContextKey('profiledeck.request-id')

export const tracer = trace.getTracer('profiledeck-site')

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  const id = context.active().getValue(REQUEST_ID)
  return typeof id === 'string' ? id : undefined
}

/** The fields every log line of a request carries: its id, and its trace and span when traced. */
export function requestLogFields(): Record<string, string> {
  const fields: Record<string, string> = {}
  const id = currentRequestId()
  if (id) fields.requestId = id
  const span = trace.getActiveSpan()?.spanContext()
  if (span && trace.isSpanContextValid(span)) {
    fields.traceId = span.traceId
    fields.spanId = span.spanId
  }
  return fields
}

/** Marks `span` failed with `error`. */
export function recordFailure(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error)
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) })
}

/**
 * Runs `work` in a span named `name`, a child of the active one: ended when `work` settles, marked
 * failed when it throws.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span)
    } catch (error) {
      recordFailure(span, error)
      throw error
    } finally {
      span.end()
    }
  })
}

/** The headers that carry the active trace to an upstream (`traceparent`), none when not traced. */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  propagation.inject(context.active(), headers)
  return headers
}
