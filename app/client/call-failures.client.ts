import { callOf } from '#src/api/keys'
import { ApiError, type ApiErrorKind } from '#src/api/errors'
import { isLeavingPage } from '../lib/page-exit'

/**
 * The browser's one error reporter for calls: every failed query or mutation reaches it exactly
 * once (through the QueryClient's caches, app/client/query-client.client.ts), with its kind. Sinks
 * register themselves when they exist (the tracking pipeline, error reporting: ADR 026), each
 * after the page is idle; a failure that came before a sink is replayed to it. Without any sink,
 * failures also go to the console as warnings. A call cut off because the page is being left
 * (app/lib/page-exit.ts) is no failure: it is not reported.
 */
export interface CallFailure {
  readonly kind: ApiErrorKind
  /** The call's path, without its query (which may carry the visitor's data). */
  readonly call: string
  readonly message: string
  /** The error itself, for a sink that reports stack traces; never sent as it is. */
  readonly error: unknown
}
export type ErrorSink = (failure: CallFailure) => void

// A few recent failures, for the sinks that arrive later; bounded, so a page that fails in a loop
// keeps no more than this.
const RECENT = 20
const recent: CallFailure[] = []
const sinks = new Set<ErrorSink>()

/** Sends call failures to `sink` from now on, and those already seen (up to 20). Returns its removal. */
export function addErrorSink(sink: ErrorSink): () => void {
  sinks.add(sink)
  for (const failure of recent) sink(failure)
  return () => sinks.delete(sink)
}

/** Reports one failed call; `call` is its query key or path. */
export function reportCallError(call: string, error: unknown): void {
  if (isLeavingPage()) return
  const kind: ApiErrorKind = error instanceof ApiError ? error.kind : 'req error'
  const message = error instanceof Error ? error.message : String(error)
  const failure: CallFailure = { kind, call: callOf(call).path, message, error }
  recent.push(failure)
  if (recent.length > RECENT) recent.shift()
  if (sinks.size === 0) console.warn(`[call] ${kind} ${failure.call}: ${message}`)
  for (const sink of sinks) sink(failure)
}
