import { ApiError, type ApiErrorKind } from '#src/api/errors'

/**
 * The browser's one error reporter for calls: every failed query or mutation reaches it exactly
 * once (through the QueryClient's caches, app/router.tsx), with its kind. The tracking pipeline
 * registers itself as the sink when it exists; until then failures go to the console as warnings.
 */
export type ErrorSink = (event: { kind: ApiErrorKind; call: string; message: string }) => void

let sink: ErrorSink | undefined

/** Sends call failures to `next` (the tracking pipeline's error event) instead of the console. */
export function setErrorSink(next: ErrorSink | undefined): void {
  sink = next
}

/** Reports one failed call. */
export function reportCallError(call: string, error: unknown): void {
  const kind: ApiErrorKind = error instanceof ApiError ? error.kind : 'req error'
  const message = error instanceof Error ? error.message : String(error)
  if (sink) sink({ kind, call, message })
  else console.warn(`[call] ${kind} ${call}: ${message}`)
}
