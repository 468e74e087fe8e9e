import { checkFailedMessage, notFoundMessage } from './checks'

/**
 * What a finished render says about the page, read from the router's matches (plain data, so the
 * rules are testable without the router): whether the page failed (a not-found page or an error
 * screen), and the HTTP status a failed route check asked for (SPEC 2.4/8: the check's own status,
 * default 404).
 */

/** The part of a router match these rules read. */
export interface MatchState {
  readonly status: string
  /** Set on the match that renders a not-found page for an unmatched URL. */
  readonly _notFound?: boolean
  /** What the loader threw: for a failed check, a not-found carrying `{ data: { status, message } }`. */
  readonly error?: unknown
}

/** True when the render shows a not-found page or the error screen: such a page is `noindex`. */
export function isFailedRender(matches: readonly MatchState[]): boolean {
  return matches.some((m) => m.status === 'notFound' || m.status === 'error' || m._notFound === true)
}

/**
 * The status and message a failed check put into its not-found data (`{ status, message }`), each
 * only when well formed: an error status (400–599) and a string.
 */
export function checkFailureOf(data: unknown): { readonly status?: number; readonly message?: string } {
  if (typeof data !== 'object' || data === null) return {}
  const status =
    'status' in data && typeof data.status === 'number' && Number.isInteger(data.status) && data.status >= 400 && data.status <= 599 ? data.status : undefined
  const message = 'message' in data && typeof data.message === 'string' ? data.message : undefined
  return { ...(status !== undefined ? { status } : {}), ...(message !== undefined ? { message } : {}) }
}

/**
 * The not-found page's message: the failed check's own; 'Page Not Found: {path}' for a check that
 * gave a status only (a route's param or query schema rejected the URL before any loader ran, where
 * the path is not known: ADR 029); 'Page not found: {path}' for an unmatched URL.
 */
export function failureMessage(data: unknown, path: string): string {
  const failure = checkFailureOf(data)
  return failure.message ?? (failure.status !== undefined ? checkFailedMessage(path) : notFoundMessage(path))
}

/** The status a value thrown by a failed check carries (`notFound({ data: { status } })`), if any. */
function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'data' in error ? checkFailureOf(error.data).status : undefined
}

/**
 * The HTTP status of a render whose route check failed with a status of its own (e.g. 410), or
 * undefined when no check said anything (the router's own status stands: 200, 404 or 500).
 */
export function checkStatusOf(matches: readonly MatchState[]): number | undefined {
  for (const m of matches) {
    if (m.status !== 'notFound' && !m._notFound) continue
    const status = statusOf(m.error)
    if (status !== undefined) return status
  }
  return undefined
}

/**
 * The error a render failed with (a loader, `beforeLoad` or component threw something that is not
 * a not-found or a redirect), or undefined. The server responds to such a render with 500 and the
 * error screen, and logs the error once.
 */
export function renderErrorOf(matches: readonly MatchState[]): { readonly error: unknown } | undefined {
  const failed = matches.find((m) => m.status === 'error')
  return failed ? { error: failed.error } : undefined
}
