/**
 * Which id a request's log lines and response carry (`x-request-id`), and which trace it continues.
 * A proxy in front that the server trusts (TRUSTED_PROXIES) may have named the request already: its
 * `x-request-id`, else the trace id of its W3C `traceparent`, so the proxy's logs, the server's and
 * the trace share one id. Anything else a client sends is its own claim and is ignored: an id it
 * chose could collide with another visitor's or smuggle text into the logs.
 */

/** The parts of a W3C `traceparent` header (version 00): https://www.w3.org/TR/trace-context/ */
export interface TraceParent {
  readonly traceId: string
  readonly spanId: string
  readonly sampled: boolean
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/
const ALL_ZERO = /^0+$/

/** The trace a `traceparent` header continues, or undefined for a missing or malformed one. */
export function parseTraceparent(value: string | null | undefined): TraceParent | undefined {
  const m = TRACEPARENT.exec(value?.trim() ?? '')
  if (!m) return undefined
  const [, version = '', traceId = '', spanId = '', flags = '', rest] = m
  // Version ff is invalid; version 00 has exactly four fields; later versions may add fields after them.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined
  if (ALL_ZERO.test(traceId) || ALL_ZERO.test(spanId)) return undefined
  return { traceId, spanId, sampled: (Number.parseInt(flags, 16) & 1) === 1 }
}

/**
 * An `x-request-id` worth keeping: 1 to 128 characters of letters, digits and `- _ . : / + = @`,
 * the alphabet of UUIDs, ULIDs, hex and base64 ids and of the ids load balancers write. Anything
 * else (spaces, quotes, control characters, a megabyte) is not written into a log or a header.
 */
const REQUEST_ID = /^[A-Za-z0-9\-_.:/+=@]{1,128}$/

/** Whether `value` is an acceptable `x-request-id`. */
export function isRequestId(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && REQUEST_ID.test(value)
}

/** What a request brings that can name it. */
export interface RequestNaming {
  /** Whether the connection's peer is a trusted proxy. */
  readonly trusted: boolean
  readonly requestIdHeader: string | null | undefined
  readonly traceparentHeader: string | null | undefined
}

/** A request's id and the trace it continues, if any. */
export interface RequestIdentity {
  readonly requestId: string
  readonly parent: TraceParent | undefined
}

/**
 * The request's id: from a trusted proxy, its `x-request-id`, else its `traceparent`'s trace id;
 * otherwise `newId()`. Only a trusted proxy's `traceparent` is continued.
 */
export function requestIdentity(naming: RequestNaming, newId: () => string): RequestIdentity {
  if (!naming.trusted) return { requestId: newId(), parent: undefined }
  const parent = parseTraceparent(naming.traceparentHeader)
  const given = isRequestId(naming.requestIdHeader) ? naming.requestIdHeader : undefined
  return { requestId: given ?? parent?.traceId ?? newId(), parent }
}
