import { connect, type Socket } from 'node:net'

/**
 * The soak's HTTP/1.1 client (scripts/soak.mjs): keep-alive connections over raw sockets, one
 * request at a time on each, every request's bytes written once up front. Node's http client cost
 * the soak about 60–100 µs of CPU per request and made garbage enough for pauses of its own, on the
 * same two cores as the server: at 6,000 req/s it took half a core and its own stalls were part of
 * every latency it reported. This one reads only what a soak needs of a response (status, X-Cache,
 * where the body ends) and does not keep the body.
 */

/** One URL of the mix: the Host header to send, the path, the status it must respond with. */
export interface Target {
  readonly host: string
  readonly path: string
}

/** What came back for one request. */
export interface ParsedResponse {
  readonly status: number
  /** The X-Cache header (HIT, MISS), if any. */
  readonly cache: string | undefined
  readonly bodyBytes: number
}

/** A request's bytes: GET with the URL's own Host header, asking for what a browser accepts. */
export function requestBytes(target: Target, acceptEncoding: string): Buffer {
  return Buffer.from(`GET ${target.path} HTTP/1.1\r\nhost: ${target.host}\r\naccept-encoding: ${acceptEncoding}\r\n\r\n`, 'latin1')
}

const HEAD_END = Buffer.from('\r\n\r\n')
const CRLF = Buffer.from('\r\n')

/**
 * Parses responses from a connection's bytes as they arrive. `push` returns the responses it
 * completed (usually one); a malformed response throws, and the connection is then useless.
 */
export class ResponseParser {
  private buffer: Buffer = Buffer.alloc(0)
  private head: { status: number; cache: string | undefined; length: number | undefined; chunked: boolean; close: boolean } | undefined
  private bodyBytes = 0
  /** The connection must be closed after the response just completed (`Connection: close`). */
  closeAfter = false

  push(data: Buffer): ParsedResponse[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data
    const done: ParsedResponse[] = []
    for (;;) {
      if (!this.head) {
        const end = this.buffer.indexOf(HEAD_END)
        if (end < 0) {
          if (this.buffer.length > 64 * 1024) throw new Error('response head larger than 64 KB')
          return done
        }
        this.head = parseHead(this.buffer.toString('latin1', 0, end))
        this.buffer = this.buffer.subarray(end + 4)
        this.bodyBytes = 0
      }
      const body = this.head.chunked ? this.chunkedEnd() : this.lengthEnd()
      if (body === undefined) return done
      done.push({ status: this.head.status, cache: this.head.cache, bodyBytes: this.bodyBytes })
      this.closeAfter = this.head.close
      this.head = undefined
      if (this.closeAfter || !this.buffer.length) return done
    }
  }

  /** The response's end with a Content-Length (or none: no body). */
  private lengthEnd(): true | undefined {
    const length = this.head!.length ?? 0
    const take = Math.min(length - this.bodyBytes, this.buffer.length)
    this.bodyBytes += take
    this.buffer = this.buffer.subarray(take)
    return this.bodyBytes === length ? true : undefined
  }

  /** The response's end in chunked transfer coding: chunks are skipped as they complete. */
  private chunkedEnd(): true | undefined {
    for (;;) {
      const line = this.buffer.indexOf(CRLF)
      if (line < 0) return undefined
      const size = Number.parseInt(this.buffer.toString('latin1', 0, line), 16)
      if (!Number.isFinite(size)) throw new Error('bad chunk size')
      // The chunk, then its CRLF (the last chunk: no trailers are sent to us, just the CRLF).
      if (this.buffer.length < line + 2 + size + 2) return undefined
      this.bodyBytes += size
      this.buffer = this.buffer.subarray(line + 2 + size + 2)
      if (size === 0) return true
    }
  }
}

function parseHead(text: string): { status: number; cache: string | undefined; length: number | undefined; chunked: boolean; close: boolean } {
  const lines = text.split('\r\n')
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]
  if (!status) throw new Error(`bad status line: ${JSON.stringify(lines[0]?.slice(0, 80))}`)
  let cache: string | undefined
  let length: number | undefined
  let chunked = false
  let close = false
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (name === 'content-length') length = Number(value)
    else if (name === 'transfer-encoding') chunked = /chunked/i.test(value)
    else if (name === 'x-cache') cache = value
    else if (name === 'connection') close = /close/i.test(value)
  }
  return { status: Number(status), cache, length, chunked, close }
}

/** A keep-alive connection that asks one thing at a time. */
export class Connection {
  private socket: Socket | undefined
  private parser = new ResponseParser()
  private pending: { resolve: (a: ParsedResponse) => void; reject: (e: Error) => void; timer: NodeJS.Timeout } | undefined
  private connected: Promise<void> | undefined
  private readonly port: number
  private readonly timeoutMs: number
  private readonly host: string

  /**
   * `host` is where to connect, apart from the Host header each request's bytes carry: a soak may
   * aim at a server it did not start (SOAK_URL). Plain fields, not parameter properties: Node runs
   * this file with its types stripped.
   */
  constructor(port: number, timeoutMs: number, host = '127.0.0.1') {
    this.port = port
    this.timeoutMs = timeoutMs
    this.host = host
  }

  get busy(): boolean {
    return this.pending !== undefined
  }

  /** Sends `bytes` (one request) and resolves with its response; rejects on a socket error or after the timeout. */
  async ask(bytes: Buffer): Promise<ParsedResponse> {
    if (this.pending) throw new Error('connection busy')
    const response = new Promise<ParsedResponse>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(Object.assign(new Error('timed out'), { timeout: true })), this.timeoutMs)
      this.pending = { resolve, reject, timer }
    })
    try {
      await (this.connected ??= this.open())
      this.socket!.write(bytes)
    } catch (error) {
      this.fail(error as Error)
    }
    return response
  }

  close(): void {
    this.socket?.destroy()
    this.socket = undefined
    this.connected = undefined
  }

  private open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port: this.port, host: this.host, noDelay: true })
      this.socket = socket
      this.parser = new ResponseParser()
      socket.once('connect', () => resolve())
      socket.on('data', (data) => this.receive(data))
      socket.on('error', (error) => {
        reject(error)
        this.fail(error)
      })
      socket.on('close', () => {
        if (this.socket === socket) this.fail(new Error('connection closed by the server'))
      })
    })
  }

  private receive(data: Buffer): void {
    let responses: ParsedResponse[]
    try {
      responses = this.parser.push(data)
    } catch (error) {
      this.fail(error as Error)
      return
    }
    for (const response of responses) {
      const pending = this.pending
      if (!pending) continue
      this.pending = undefined
      clearTimeout(pending.timer)
      if (this.parser.closeAfter) this.close()
      pending.resolve(response)
    }
  }

  private fail(error: Error): void {
    this.close()
    const pending = this.pending
    if (!pending) return
    this.pending = undefined
    clearTimeout(pending.timer)
    pending.reject(error)
  }
}
