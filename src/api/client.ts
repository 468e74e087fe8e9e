import { ofetch, type FetchOptions } from 'ofetch'
import type { z } from 'zod'

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

/** Options of an API client. */
export interface ApiClientOptions {
  readonly baseURL: string
  readonly timeout: number
  /** Called once per failed call (error reporting). */
  readonly report?: (error: ApiError) => void
}

/**
 * A client for the spec's `{ code, data }` APIs. Retries come from ofetch, whose defaults are
 * exactly SPEC 7's: 408/409/425/429/500/502/503/504, once for GET and never for POST/PUT/PATCH/DELETE.
 * A missing answer, a transport error, a non-zero `code` or data that fails `schema` rejects.
 */
export function createApiClient(options: ApiClientOptions) {
  const $fetch = ofetch.create({ baseURL: options.baseURL, timeout: options.timeout })
  return async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    init: Omit<FetchOptions<'json'>, 'responseType' | 'baseURL'> = {},
  ): Promise<z.output<S>> {
    const fail = (error: ApiError): never => {
      options.report?.(error)
      throw error
    }
    let body: unknown
    try {
      body = await $fetch(path, { ...init, responseType: 'json' })
    } catch (error) {
      return fail(new ApiError('req error', path, (error as Error).message))
    }
    if (!body || typeof body !== 'object' || !('code' in body)) {
      return fail(new ApiError('res error', path, 'the answer is missing or has no code', body))
    }
    if ((body as { code: unknown }).code !== 0) {
      return fail(new ApiError('code error', path, `code ${String((body as { code: unknown }).code)}`, body))
    }
    const parsed = schema.safeParse((body as { data?: unknown }).data)
    if (!parsed.success) return fail(new ApiError('schema error', path, parsed.error.message, body))
    return parsed.data
  }
}
