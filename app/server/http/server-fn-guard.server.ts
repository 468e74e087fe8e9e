import { getRequest } from '@tanstack/react-start/server'
import { DEGRADED_CACHE_CONTROL, publicDataCacheControl, SERVER_FN_PREFIX } from '#src/http/cache'
import {
  BODY_TOO_LARGE,
  MAX_SERVER_FN_PAYLOAD,
  UNDECODABLE_PAYLOAD,
  refuseByHeaders,
  refuseByPayload,
  serverFnIdOf,
  type ServerFnMethod,
  type ServerFnRefusal,
} from '#src/http/server-fn'
import { fieldOf } from '#src/lang/field-of'
import { editHeaders } from './edit-headers.server'
import { env } from '../env.server'
import { wasDegraded } from '../degraded.server'

/**
 * Bad input to a server function gets a 4xx with a fixed reason, never Start's 500 (which repeats
 * its parser's message and logs a stack per request). Three stages:
 * - before Start: the id, method, Content-Type and size (`refuseByHeaders`), then the payload must
 *   be JSON (`refuseByPayload`);
 * - Start decodes the payload (its serialization format) and runs the function's middleware, where
 *   `noteServerFnDecoded` (app/start.ts) marks the request: a 5xx without that mark failed in
 *   Start's decoding, so it is the caller's (400); a 5xx with it is ours and passes on as it is;
 * - the function's input check (`input` in inputs.server.ts) marks a failed input with
 *   `noteInvalidInput`, and its response (Start's serialized error, which the browser rethrows) gets
 *   400 instead of 200.
 * Valid requests pass through untouched.
 */

type ServerFnStage = 'decoded' | 'invalid'
/** Per request, how far its server function got. Keyed by the Request Start is given, so nothing outlives it. */
const stages = new WeakMap<Request, ServerFnStage>()

/** Start has decoded the payload of this request's server function (its function middleware runs). */
export function noteServerFnDecoded(request: Request): void {
  if (!stages.has(request)) stages.set(request, 'decoded')
}

/** Whether this request's server-function input failed its schema (the caller's fault, not reported as ours). */
export function isInvalidInput(request: Request): boolean {
  return stages.get(request) === 'invalid'
}

/** This request's server-function input failed its schema: the caller's fault (400). */
export function noteInvalidInput(request: Request): void {
  stages.set(request, 'invalid')
}

/** Requests whose server function said its response is the same for every visitor (`notePublicResponse`). */
const publicResponses = new WeakSet<Request>()

/**
 * The server function handling this request says its response is public data, the same for every
 * visitor of a build (a page's data, ADR 022): a server-function request's 200 gets a public
 * Cache-Control here, so browsers, shared caches and the HTML cache store it. Harmless when the
 * function runs inside a page's render (the page's response keeps its own Cache-Control): only a
 * server-function response reads it.
 */
export function notePublicResponse(request: Request): void {
  publicResponses.add(request)
}

// Every server function is exported from app/server/*.functions.ts (the layout rule of ADR 002): the exports carry the
// `url` and `method` Start serves them under. Loaded on the first server-function request, as
// Start's own resolver loads them.
const modules = import.meta.glob<Record<string, unknown>>('../*.functions.ts')
let methods: Promise<ReadonlyMap<string, ServerFnMethod>> | undefined

/** A server function as its module exports it: callable, with the URL and method Start serves it under. */
function asServerFn(value: unknown): { url: string; method: ServerFnMethod } | undefined {
  if (typeof value !== 'function') return undefined
  const url = fieldOf(value, 'url')
  const method = fieldOf(value, 'method')
  return typeof url === 'string' && (method === 'GET' || method === 'POST') ? { url, method } : undefined
}

/** Function id → declared method, of every server function. */
function serverFnMethods(): Promise<ReadonlyMap<string, ServerFnMethod>> {
  methods ??= Promise.all(Object.values(modules).map((load) => load())).then((loaded) => {
    const byId = new Map<string, ServerFnMethod>()
    for (const exports of loaded) {
      for (const value of Object.values(exports)) {
        const fn = asServerFn(value)
        const id = fn && serverFnIdOf(fn.url)
        if (fn && id) byId.set(id, fn.method)
      }
    }
    return byId
  })
  return methods
}

/** A refusal; `close` when the connection must end with the response (a body of unknown length left half read). */
type Refused = ServerFnRefusal & { readonly close?: boolean }

/** The refusal as a response: plain text, so Start's browser client rejects the server-function call with it. */
function refusal({ status, reason, allow, close }: Refused, method: string): Response {
  const headers = new Headers({ 'content-type': 'text/plain; charset=utf-8' })
  if (allow) headers.set('allow', allow)
  // Node drains an unread body of known length by itself; a chunked body that is only partly read
  // would hold the connection until the request times out.
  if (close) headers.set('connection', 'close')
  return new Response(method === 'HEAD' ? null : `${reason}\n`, { status, headers })
}

/** The body as text, or a 413 once it passes `MAX_SERVER_FN_PAYLOAD` bytes (a chunked body has no Content-Length). */
async function readBounded(request: Request): Promise<string | Refused> {
  // A clone, so Start reads the untouched original (and every field of the runtime's request, like its client address).
  const reader = request.clone().body?.getReader()
  if (!reader) return ''
  const bytes = new Uint8Array(MAX_SERVER_FN_PAYLOAD)
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (size + value.byteLength > MAX_SERVER_FN_PAYLOAD) {
      // Not awaited: a tee's branch settles its cancel only once the other branch is done too.
      reader.cancel().catch(() => {})
      return { ...BODY_TOO_LARGE, close: true }
    }
    bytes.set(value, size)
    size += value.byteLength
  }
  // Decoded as Start's Request.json() decodes it: UTF-8, invalid bytes replaced, a BOM dropped.
  return new TextDecoder().decode(bytes.subarray(0, size))
}

/** The refusal a server-function request earns before Start sees it, or undefined to let Start run it. */
async function refuseBefore(request: Request, id: string): Promise<Refused | undefined> {
  const method = request.method.toUpperCase()
  const query = new URL(request.url).searchParams.get('payload') ?? ''
  const headers = request.headers
  const byHeaders = refuseByHeaders({
    method,
    declared: (await serverFnMethods()).get(id),
    contentType: headers.get('content-type'),
    contentLength: headers.get('content-length'),
    transferEncoding: headers.get('transfer-encoding'),
    queryPayloadLength: query.length,
  })
  if (byHeaders) return byHeaders
  if (method === 'GET') return refuseByPayload(query, 'query')
  // A POST without a Content-Type (and so without a body) is a request without data; a body of any
  // other type was refused above.
  if (!headers.get('content-type')?.toLowerCase().includes('application/json')) return undefined
  const body = await readBounded(request)
  return typeof body === 'string' ? refuseByPayload(body, 'body') : body
}

/** The response Start gave, with the status the stage it reached calls for. */
function settle(request: Request, response: Response): Response {
  const stage = stages.get(request)
  if (stage === 'invalid' && response.status < 400) {
    return new Response(response.body, { status: 400, headers: response.headers })
  }
  if (stage === undefined && response.status >= 500) {
    response.body?.cancel().catch(() => {})
    return refusal(UNDECODABLE_PAYLOAD, request.method)
  }
  if (response.status === 200 && publicResponses.has(request) && !response.headers.has('cache-control')) {
    // Every visitor's data, unless it was made with an upstream fallback (ADR 053).
    const policy = wasDegraded(request) ? DEGRADED_CACHE_CONTROL : publicDataCacheControl(env.cache)
    return editHeaders(response, (headers) => headers.set('cache-control', policy))
  }
  return response
}

/** Wraps the server entry's handler: server-function requests are checked before and after Start runs them. */
export function guardServerFns<A extends unknown[]>(handler: (request: Request, ...rest: A) => Response | Promise<Response>) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const id = serverFnIdOf(new URL(request.url).pathname)
    if (id === undefined) return handler(request, ...rest)
    const refused = await refuseBefore(request, id)
    if (refused) return refusal(refused, request.method)
    return settle(request, await handler(request, ...rest))
  }
}

/**
 * Whether the request being handled is a server-function request (its response goes to the browser's
 * loader) rather than a page render (whose data is dehydrated into the page). Outside a request:
 * false.
 */
export function isServerFnRequest(): boolean {
  try {
    return new URL(getRequest().url).pathname.startsWith(SERVER_FN_PREFIX)
  } catch {
    return false
  }
}
