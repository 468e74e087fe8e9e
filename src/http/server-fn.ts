import { SERVER_FN_PREFIX } from './cache'

// The rules a server-function request must meet before Start decodes it (the guard in
// app/server/http/server-fn-guard.server.ts applies them). Start responds to most malformed requests with a
// 500 whose body repeats its parser's message; these rules give each kind of bad input its own 4xx
// with a fixed reason instead.

/** The HTTP methods a server function is declared with. */
export type ServerFnMethod = 'GET' | 'POST'

/**
 * The largest payload (GET `payload` parameter or POST body) a server function takes: room to spare
 * over the largest input, the one-tap login, whose schema allows about 12,500 characters (the Google
 * credential is most of them).
 */
export const MAX_SERVER_FN_PAYLOAD = 64 * 1024

/** A refused server-function request: its status and a fixed reason that never quotes the request. */
export interface ServerFnRefusal {
  readonly status: 400 | 404 | 405 | 413 | 414 | 415
  readonly reason: string
  /** The method the function takes (the 405's `Allow`). */
  readonly allow?: ServerFnMethod
}

/** The refusal of a body above `MAX_SERVER_FN_PAYLOAD` bytes. */
export const BODY_TOO_LARGE: ServerFnRefusal = { status: 413, reason: 'the body is too large' }

/** What the first checks read from a server-function request (headers and URL only, no body). */
export interface ServerFnRequestFacts {
  readonly method: string
  /** The function's declared method, or undefined when no function has the id. */
  readonly declared: ServerFnMethod | undefined
  readonly contentType: string | null
  readonly contentLength: string | null
  readonly transferEncoding: string | null
  /** The length of the decoded `payload` query parameter, as Start reads it (GET). */
  readonly queryPayloadLength: number
}

/** The function id of a server-function path (`/_serverFn/<id>[/…]`, read like Start does), or undefined for other paths. */
export function serverFnIdOf(pathname: string): string | undefined {
  return pathname.startsWith(SERVER_FN_PREFIX) ? pathname.slice(SERVER_FN_PREFIX.length).split('/')[0] : undefined
}

/** Whether Start would read the body as a form (it tests the Content-Type by substring). */
function isForm(contentType: string): boolean {
  return contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')
}

/** Whether the request carries a body (RFC 9112 6.3: a Transfer-Encoding, or a Content-Length above 0). */
export function hasBody(facts: Pick<ServerFnRequestFacts, 'contentLength' | 'transferEncoding'>): boolean {
  return facts.transferEncoding !== null || (facts.contentLength !== null && facts.contentLength.trim() !== '0')
}

/**
 * The first refusal a request earns from its method, headers and URL, or undefined when the body
 * (if any) must be read to decide. In order: unknown id 404, wrong method 405, a form or a non-JSON
 * body 415 (no function of this site takes a form; Start would drop any other body unread), a
 * payload above `MAX_SERVER_FN_PAYLOAD` 413 (body) or 414 (query).
 */
export function refuseByHeaders(facts: ServerFnRequestFacts): ServerFnRefusal | undefined {
  if (!facts.declared) return { status: 404, reason: 'no server function has this id' }
  if (facts.method.toUpperCase() !== facts.declared) return { status: 405, reason: `this server function takes ${facts.declared}`, allow: facts.declared }
  const contentType = facts.contentType?.toLowerCase() ?? ''
  if (isForm(contentType)) return { status: 415, reason: 'server functions take JSON, not forms' }
  if (facts.declared === 'POST' && hasBody(facts) && !contentType.includes('application/json')) {
    return { status: 415, reason: 'the body must be application/json' }
  }
  const length = facts.contentLength === null ? 0 : Number(facts.contentLength)
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, reason: 'invalid Content-Length' }
  if (length > MAX_SERVER_FN_PAYLOAD) return BODY_TOO_LARGE
  if (facts.queryPayloadLength > MAX_SERVER_FN_PAYLOAD) return { status: 414, reason: 'the payload is too large' }
  return undefined
}

/**
 * The refusal a payload's text earns (the decoded query parameter or the body), or undefined when
 * it is JSON: Start parses it with `JSON.parse` before anything else. An empty query parameter
 * means "no payload" to Start; an empty JSON body does not.
 */
export function refuseByPayload(text: string, from: 'query' | 'body'): ServerFnRefusal | undefined {
  if (from === 'query' && text === '') return undefined
  try {
    JSON.parse(text)
    return undefined
  } catch {
    return { status: 400, reason: 'the payload is not JSON' }
  }
}

/** The refusal of a payload that is JSON but that Start could not decode (not its serialization format). */
export const UNDECODABLE_PAYLOAD: ServerFnRefusal = { status: 400, reason: 'the payload could not be decoded' }

/** A field name safe to repeat in a message: a schema's key or an index, never arbitrary input. */
const SAFE_SEGMENT = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/

/**
 * The message of an input that failed its schema: the fields at fault (by their path), never the
 * values, and a key the schema does not know (a record's key, a stray key) only when it looks like
 * an identifier, so nothing the caller sent is repeated as markup.
 */
export function invalidInputMessage(issues: readonly { readonly path: readonly PropertyKey[] }[]): string {
  const fields = new Set<string>()
  for (const issue of issues) {
    const path = issue.path.map((segment) =>
      typeof segment === 'number' || (typeof segment === 'string' && SAFE_SEGMENT.test(segment)) ? String(segment) : '?',
    )
    fields.add(path.length ? path.join('.') : '(input)')
    if (fields.size >= 5) break
  }
  return `Invalid input: ${[...fields].join(', ')}`
}
