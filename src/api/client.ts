import { ofetch, type FetchOptions } from 'ofetch'
import type { z } from 'zod'
import { ApiError } from './errors'
import { cacheKey, retriesFor, type ApiMethod } from './keys'
import { errorMessage } from '../lang/error-message'
import { fieldOf } from '../lang/field-of'

export { ApiError, type ApiErrorKind } from './errors'
export { cacheKey, retriesFor, type ApiMethod } from './keys'

/** SPEC 7: the statuses a call is retried on. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]

/** Options of an API client. */
export interface ApiClientOptions {
  readonly baseURL: string
  /** The default budget of one call in ms, retries included (a call may set its own). */
  readonly timeout: number
  /** Called exactly once per failed call (error reporting). */
  readonly report?: (error: ApiError) => void
  /**
   * Called for every caller a failure reaches, in that caller's own async context: a failure that
   * identical calls in flight shared reaches each of them (the server marks each request that fell
   * back, `degraded.server.ts`).
   */
  readonly onFailure?: (error: ApiError) => void
  /**
   * Wraps each request the client sends (once per call, or once for identical calls in flight that
   * share it; its retries included): `send` makes it, with `headers` added. The server traces each
   * upstream request in a span and passes the trace on (`traceparent`); added here, not in a call's
   * own headers, so calls of different requests still share one upstream request.
   */
  readonly around?: <T>(
    request: { readonly method: ApiMethod; readonly path: string },
    send: (headers: Readonly<Record<string, string>>) => Promise<T>,
  ) => Promise<T>
}

/** Options of one call. */
export interface ApiCallOptions {
  readonly method?: ApiMethod
  readonly query?: Readonly<Record<string, string | number | undefined>>
  readonly body?: FetchOptions<'json'>['body']
  readonly headers?: Readonly<Record<string, string>>
  /** This call's budget in ms, retries included; defaults to the client's. */
  readonly timeout?: number
  /** Overrides SPEC 7's per-method retry count. */
  readonly retry?: number
  readonly credentials?: RequestCredentials
}

/** A configured call: `call(path, schema, options)` resolves with the validated `data`. */
export type ApiCall = <S extends z.ZodType>(path: string, schema: S, options?: ApiCallOptions) => Promise<z.output<S>>

/** What besides method, path and query makes two calls the same call: headers (sorted) and credentials. */
function sharingScope(init: ApiCallOptions): string {
  const headers = Object.entries(init.headers ?? {})
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([headers, init.credentials ?? ''])
}

/**
 * What is left of a call's timeout for a request that arrived at `arrivedAt` (ms since the epoch):
 * SPEC 8's fallback must reach the visitor within the timeout plus 100 ms of their asking, so the
 * time the request spent in the server before its call (queued behind other work, handed to the
 * render thread) comes out of the timeout rather than on top of it. The whole timeout when the
 * arrival is unknown; never below 0 (an already spent budget aborts the call at once).
 */
export function remainingTimeout(timeoutMs: number, arrivedAt: number | undefined, now: number): number {
  if (arrivedAt === undefined) return timeoutMs
  return Math.min(timeoutMs, Math.max(0, timeoutMs - (now - arrivedAt)))
}

/**
 * A client for the spec's `{ code, data }` APIs. Retries follow SPEC 7 (RETRY_STATUS_CODES, once for
 * GET, never for POST/PUT/PATCH/DELETE, through ofetch). The timeout bounds the whole call, retries
 * included, so a hanging upstream costs at most `timeout`. A missing response, a transport error, a
 * non-zero `code` or data that fails `schema` rejects with an ApiError, reported once.
 */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const $fetch = ofetch.create({ baseURL: options.baseURL })
  const inFlight = new Map<string, { schema: z.ZodType; promise: Promise<unknown> }>()
  // A shared in-flight failure reaches several callers as the same error: report it only once.
  const reported = new WeakSet<ApiError>()
  function reportAndThrow(error: ApiError): never {
    if (!reported.has(error)) {
      reported.add(error)
      options.report?.(error)
    }
    throw error
  }

  const run = async (path: string, init: ApiCallOptions, method: ApiMethod): Promise<unknown> => {
    const send = (headers: Readonly<Record<string, string>>): Promise<unknown> =>
      $fetch(path, {
        method,
        query: init.query,
        body: init.body,
        headers: { ...init.headers, ...headers },
        credentials: init.credentials,
        responseType: 'json',
        retry: init.retry ?? retriesFor(method),
        retryStatusCodes: [...RETRY_STATUS_CODES],
        signal: AbortSignal.timeout(init.timeout ?? options.timeout),
      })
    try {
      return await (options.around ? options.around({ method, path }, send) : send({}))
    } catch (error) {
      const status = fieldOf(error, 'statusCode')
      throw new ApiError('req error', path, errorMessage(error), undefined, typeof status === 'number' ? status : undefined)
    }
  }

  const attempt = async (path: string, schema: z.ZodType, init: ApiCallOptions, method: ApiMethod): Promise<unknown> => {
    let body: unknown
    try {
      body = await run(path, init, method)
    } catch (error) {
      return reportAndThrow(error instanceof ApiError ? error : new ApiError('req error', path, String(error)))
    }
    if (!body || typeof body !== 'object' || !('code' in body)) {
      return reportAndThrow(new ApiError('res error', path, 'the response is missing or has no code', body))
    }
    if (body.code !== 0) {
      return reportAndThrow(new ApiError('code error', path, `code ${String(body.code)}`, body))
    }
    const parsed = schema.safeParse(fieldOf(body, 'data'))
    if (!parsed.success) return reportAndThrow(new ApiError('schema error', path, parsed.error.message, body))
    return parsed.data
  }

  /** `promise`, telling `onFailure` when it fails, in the context of the caller who awaits it. */
  const told = <T>(promise: Promise<T>): Promise<T> =>
    options.onFailure
      ? promise.catch((error: unknown) => {
          if (error instanceof ApiError) options.onFailure!(error)
          throw error
        })
      : promise

  return function call<S extends z.ZodType>(path: string, schema: S, init: ApiCallOptions = {}): Promise<z.output<S>> {
    const method = init.method ?? 'GET'
    if (method !== 'GET') return told(attempt(path, schema, init, method)) as Promise<z.output<S>>
    // Identical GETs in flight (same key, same schema) share one request, one response and one report.
    // The headers and credentials are part of "identical": calls made on a visitor's behalf carry
    // that visitor's address and User-Agent, and one visitor must never receive another's response.
    const key = `${cacheKey(method, path, init.query)}\n${sharingScope(init)}`
    const shared = inFlight.get(key)
    if (shared?.schema === schema) return told(shared.promise) as Promise<z.output<S>>
    const promise = attempt(path, schema, init, method)
    inFlight.set(key, { schema, promise })
    const forget = () => {
      if (inFlight.get(key)?.promise === promise) inFlight.delete(key)
    }
    promise.then(forget, forget)
    return told(promise) as Promise<z.output<S>>
  }
}
