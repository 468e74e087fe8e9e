// The call wrapper's error, apart from the wrapper so that browser code can use it without ofetch.

/** The failure kinds of SPEC 8's call wrapper. */
export type ApiErrorKind = 'req error' | 'res error' | 'code error' | 'schema error'

/** A failed upstream call; `response` holds the response body when there was one, `status` its HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    message: string,
    readonly response?: unknown,
    readonly status?: number,
  ) {
    super(`${kind}: ${path}: ${message}`)
  }
}

/**
 * True when the upstream could not respond at all (no response, a timeout, a 5xx): an outage, as
 * opposed to a response that says "not here" (a 404, a non-zero code, data of the wrong shape).
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'req error') return false
  return error.status === undefined || error.status >= 500
}
