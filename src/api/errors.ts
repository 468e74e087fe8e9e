// The call wrapper's error, apart from the wrapper so that browser code can use it without ofetch.

/** The failure kinds of SPEC 8's call wrapper. */
export type ApiErrorKind = 'req error' | 'res error' | 'code error' | 'schema error'

/** A failed upstream call; `response` holds the answer when there was one. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    message: string,
    readonly response?: unknown,
  ) {
    super(`${kind}: ${path}: ${message}`)
  }
}
