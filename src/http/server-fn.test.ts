import { describe, expect, it } from 'vitest'
import { MAX_SERVER_FN_PAYLOAD, invalidInputMessage, refuseByHeaders, refuseByPayload, serverFnIdOf, type ServerFnRequestFacts } from './server-fn'

const ID = '6fd408ea7fe815bcd353d7560f1cde8c2dcc1a08d35b991db6aa7c7f3deb7328'
const get: ServerFnRequestFacts = { method: 'GET', declared: 'GET', contentType: null, contentLength: null, transferEncoding: null, queryPayloadLength: 0 }
const post: ServerFnRequestFacts = { ...get, method: 'POST', declared: 'POST', contentType: 'application/json', contentLength: '120' }

describe('serverFnIdOf', () => {
  it('reads the id like Start: the first segment after /_serverFn/', () => {
    expect(serverFnIdOf(`/_serverFn/${ID}`)).toBe(ID)
    expect(serverFnIdOf(`/_serverFn/${ID}/extra`)).toBe(ID)
    expect(serverFnIdOf('/_serverFn/')).toBe('')
  })
  it('is undefined for other paths', () => {
    expect(serverFnIdOf('/_serverFn')).toBeUndefined()
    expect(serverFnIdOf('/ru/_serverFn/x')).toBeUndefined()
    expect(serverFnIdOf('/pricing')).toBeUndefined()
  })
})

describe('refuseByHeaders', () => {
  it('lets a well-formed call through', () => {
    expect(refuseByHeaders(get)).toBeUndefined()
    expect(refuseByHeaders({ ...get, queryPayloadLength: MAX_SERVER_FN_PAYLOAD })).toBeUndefined()
    expect(refuseByHeaders(post)).toBeUndefined()
    expect(refuseByHeaders({ ...post, contentType: 'application/json; charset=utf-8' })).toBeUndefined()
    // The browser's call without data: no body, no Content-Type.
    expect(refuseByHeaders({ ...post, contentType: null, contentLength: null })).toBeUndefined()
    expect(refuseByHeaders({ ...post, contentType: null, contentLength: '0' })).toBeUndefined()
  })
  it('responds to an unknown id with 404, before anything else', () => {
    expect(refuseByHeaders({ ...get, declared: undefined, method: 'PUT' })?.status).toBe(404)
  })
  it('responds to another method with 405, naming the one the function takes', () => {
    expect(refuseByHeaders({ ...get, method: 'POST' })).toMatchObject({ status: 405, allow: 'GET' })
    expect(refuseByHeaders({ ...get, method: 'HEAD' })).toMatchObject({ status: 405, allow: 'GET' })
    expect(refuseByHeaders({ ...post, method: 'GET' })).toMatchObject({ status: 405, allow: 'POST' })
    expect(refuseByHeaders({ ...get, method: 'get' })).toBeUndefined()
  })
  it('responds to forms and non-JSON bodies with 415', () => {
    expect(refuseByHeaders({ ...post, contentType: 'multipart/form-data; boundary=x' })?.status).toBe(415)
    expect(refuseByHeaders({ ...post, contentType: 'application/x-www-form-urlencoded' })?.status).toBe(415)
    // Start takes a GET with a form Content-Type for a form and fails on it.
    expect(refuseByHeaders({ ...get, contentType: 'Multipart/Form-Data' })?.status).toBe(415)
    expect(refuseByHeaders({ ...post, contentType: 'text/plain' })?.status).toBe(415)
    expect(refuseByHeaders({ ...post, contentType: null })?.status).toBe(415)
    expect(refuseByHeaders({ ...post, contentType: null, contentLength: null, transferEncoding: 'chunked' })?.status).toBe(415)
    // A GET's Content-Type is no form: Start reads the query.
    expect(refuseByHeaders({ ...get, contentType: 'text/plain' })).toBeUndefined()
  })
  it('responds to a payload above the limit with 413 (body) or 414 (query)', () => {
    expect(refuseByHeaders({ ...post, contentLength: String(MAX_SERVER_FN_PAYLOAD + 1) })?.status).toBe(413)
    expect(refuseByHeaders({ ...post, contentLength: String(MAX_SERVER_FN_PAYLOAD) })).toBeUndefined()
    expect(refuseByHeaders({ ...get, queryPayloadLength: MAX_SERVER_FN_PAYLOAD + 1 })?.status).toBe(414)
  })
  it('responds to a garbled Content-Length with 400', () => {
    for (const contentLength of ['-1', '1.5', 'abc', '5, 5', '99999999999999999999']) {
      expect(refuseByHeaders({ ...post, contentLength })?.status).toBe(400)
    }
  })
  it('never repeats the request in its reason', () => {
    const facts = { ...get, method: 'POST', contentType: '<script>x</script>multipart/form-data' }
    expect(refuseByHeaders(facts)?.reason).not.toContain('<')
    expect(refuseByHeaders({ ...facts, method: 'GET' })?.reason).not.toContain('<')
  })
})

describe('refuseByPayload', () => {
  it('takes any JSON, and an empty query (no payload)', () => {
    expect(refuseByPayload('{"t":{"t":2,"s":1},"f":127,"m":[]}', 'query')).toBeUndefined()
    expect(refuseByPayload('null', 'body')).toBeUndefined()
    expect(refuseByPayload('', 'query')).toBeUndefined()
  })
  it('responds to anything else with 400 without quoting it', () => {
    for (const text of ['', '{"<script>x</script>', '\uFFFD\uFFFD', 'undefined', '{"a":1}}']) {
      const refusal = refuseByPayload(text, 'body')
      expect(refusal?.status).toBe(400)
      expect(refusal?.reason).toBe('the payload is not JSON')
    }
  })
})

describe('invalidInputMessage', () => {
  it('names the fields at fault', () => {
    expect(invalidInputMessage([{ path: ['lang'] }, { path: ['type'] }])).toBe('Invalid input: lang, type')
    expect(invalidInputMessage([{ path: ['params', 'slug'] }, { path: ['items', 3] }])).toBe('Invalid input: params.slug, items.3')
    expect(invalidInputMessage([{ path: [] }])).toBe('Invalid input: (input)')
  })
  it('never repeats a key the caller made up, unless it is a plain identifier', () => {
    const message = invalidInputMessage([{ path: ['params', '"><img src=x>'] }, { path: [Symbol('s')] }, { path: ['a'.repeat(65)] }])
    expect(message).toBe('Invalid input: params.?, ?')
  })
  it('names at most five fields', () => {
    const issues = Array.from({ length: 50 }, (_, i) => ({ path: [`f${i}`] }))
    expect(invalidInputMessage(issues)).toBe('Invalid input: f0, f1, f2, f3, f4')
  })
})
