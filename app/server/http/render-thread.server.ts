import type { MessagePort, Worker } from 'node:worker_threads'
import { htmlCache, answerOrFill, lookupOf, rememberLookup, type CacheLookup } from './html-cache.server'
import { arrivalOf, markArrival } from './arrival.server'
import { keptForTransfer, keptFromTransfer, type HtmlCache, type KeptPage } from './html-cache'
import { readRequestBody } from './request-body.server'
import { addSecurityHeaders } from './security.server'
import { bodyBytes, transferable } from './bytes.server'

/**
 * Renders in a thread of their own (ADR 020). The Node server's main thread answers HTML cache hits
 * (node-entry.server.ts) and hands every other request to one render thread, which runs the whole
 * nitro app: a page render, a search or a 404 takes milliseconds of CPU, and while it ran on the
 * main thread every hit that arrived waited behind it. The main thread keeps the pages the render
 * thread makes, so hits never leave it.
 */

/** The most a forwarded request body may be (the app's own limits are lower: 64 KB for tracking posts). */
export const MAX_FORWARDED_BODY_BYTES = 1024 * 1024

/** A request as the main thread hands it on: srvx has read its URL, client address and raw target. */
export interface ForwardedRequest {
  readonly id: number
  readonly method: string
  readonly url: string
  readonly headers: [string, string][]
  /** The client's address, as srvx resolved it. */
  readonly ip: string | undefined
  /** The request target as the client sent it, before URL parsing (the SPEC 2.4 request rules read it). */
  readonly rawTarget: string | undefined
  readonly body: Uint8Array | null
  /** The HTML cache's lookup the main thread made (null: the cache does not answer it), so the render thread does not compute it again. */
  readonly lookup: CacheLookup | null
  /** When the request reached the main thread (arrival.server.ts), if it was recorded. */
  readonly arrivedAt: number | undefined
}

/** What the main thread tells the render thread. */
export type ToRenderThread = ({ type: 'request' } & ForwardedRequest) | { type: 'abort'; id: number } | { type: 'close' }

/** An answer as the render thread hands it back. */
export interface RenderedAnswer {
  readonly id: number
  readonly status: number
  readonly statusText: string
  readonly headers: [string, string][]
  readonly body: Uint8Array | null
}

/** What the render thread tells the main thread. */
export type FromRenderThread = { type: 'ready' } | { type: 'keep'; key: string; page: KeptPage } | ({ type: 'answer' } & RenderedAnswer) | { type: 'closed' }

/** The request view srvx gives the main thread's fetch handler. */
export interface ServerRequestLike extends Request {
  readonly ip?: string
  readonly runtime?: { readonly node?: { readonly req?: { readonly url?: string } } }
}

/** How long after a crash a new render thread starts, doubling up to the most. */
const RESTART_DELAY_MS = 100
const RESTART_DELAY_MAX_MS = 5000

function unavailable(): Response {
  return new Response('Service Unavailable: the renderer restarted; try again.\n', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' },
  })
}

/** What the main thread needs of a thread: a `Worker`, or a stand-in in tests. */
export type RenderWorker = Pick<Worker, 'postMessage' | 'on'>

/** The main thread's side: one render thread, started again if it stops. */
export class RenderThread {
  /** The running thread; none between a crash and the start of the next. */
  private worker: RenderWorker | undefined
  /** Messages for a thread that is not running yet: sent when it starts. */
  private readonly queued: [ToRenderThread, ArrayBuffer[]][] = []
  private next = 1
  private readonly waiting = new Map<number, (answer: Response) => void>()
  private ready = false
  private restartDelay = RESTART_DELAY_MS
  private closing: Promise<void> | undefined
  private closed!: () => void

  /** `spawn` starts a render thread (node-entry.server.ts: the server's own entry, as a worker). */
  constructor(private readonly spawn: () => RenderWorker) {
    this.worker = this.start()
  }

  /** Whether a render thread has started and can take requests (`/readyz`, ADR 025). */
  get isReady(): boolean {
    return this.ready && this.worker !== undefined && !this.closing
  }

  /** Answers a request the main thread does not answer itself: from the cache, or from the render thread. */
  async fetch(request: ServerRequestLike): Promise<Response> {
    const answer = await this.answer(request)
    // Every answer of the main thread passes here: the render thread's have the headers already
    // (the nitro app's response hook), the main thread's own (pages from its cache, its refusals:
    // 413, 400, 503) get them here; only missing ones are added.
    addSecurityHeaders(answer.headers, answer.status)
    return answer
  }

  private async answer(request: ServerRequestLike): Promise<Response> {
    const found = lookupOf(request, new URL(request.url))
    if (!found) return this.forward(request, null)
    // An expired page is answered as it is while it renders again for nobody in particular: the
    // visitor's going away must not stop that render.
    const refresh = { ...found, request: { ...found.request, method: 'GET', ifNoneMatch: null } }
    return answerOrFill(found, () => this.forward(request, found), { refresh: () => this.forward(refreshOf(request), refresh, undefined) })
  }

  /** Stops the render thread once its nitro `close` hooks have run. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.closed = resolve
      if (this.worker) this.worker.postMessage({ type: 'close' } satisfies ToRenderThread)
      else resolve()
    })
    return this.closing
  }

  /**
   * Hands `request` to the render thread, with the cache lookup made for it; `signal` (the
   * visitor's, by default) stops its work there.
   */
  private async forward(request: ServerRequestLike, lookup: CacheLookup | null, signal: AbortSignal | undefined = request.signal): Promise<Response> {
    if (this.closing) return unavailable()
    let body: Uint8Array | null = null
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const read = await readRequestBody(request, MAX_FORWARDED_BODY_BYTES)
      if (read === 'too large') return tooLarge()
      if (read === 'broken') return new Response('Bad Request: the request body did not arrive whole\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
      body = read
    }
    const id = this.next++
    const message: ToRenderThread = {
      type: 'request',
      id,
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      ip: request.ip,
      rawTarget: request.runtime?.node?.req?.url,
      body,
      lookup,
      arrivedAt: arrivalOf(request),
    }
    const answered = new Promise<Response>((resolve) => this.waiting.set(id, resolve))
    this.post(message, body ? [transferable(body)] : [])
    // The visitor went away: the render thread may stop working on it.
    const onAbort = () => this.post({ type: 'abort', id }, [])
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      return await answered
    } finally {
      signal?.removeEventListener('abort', onAbort)
    }
  }

  private post(message: ToRenderThread, transfer: ArrayBuffer[]): void {
    if (this.worker) this.worker.postMessage(message, transfer)
    else this.queued.push([message, transfer])
  }

  private start(): RenderWorker {
    const worker = this.spawn()
    worker.on('message', (message: FromRenderThread) => this.receive(message))
    worker.on('error', (error) => console.error('[render thread] failed:', error))
    worker.on('exit', (code) => this.exited(worker, code))
    for (const [message, transfer] of this.queued.splice(0)) worker.postMessage(message, transfer)
    return worker
  }

  private receive(message: FromRenderThread): void {
    switch (message.type) {
      case 'ready':
        this.ready = true
        this.restartDelay = RESTART_DELAY_MS
        return
      case 'keep':
        htmlCache.install(message.key, keptFromTransfer(message.page))
        return
      case 'answer': {
        const resolve = this.waiting.get(message.id)
        if (!resolve) return
        this.waiting.delete(message.id)
        resolve(new Response(message.body ? bodyBytes(message.body) : null, { status: message.status, statusText: message.statusText, headers: message.headers }))
        return
      }
      case 'closed':
        return
    }
  }

  private exited(worker: RenderWorker, code: number): void {
    if (worker !== this.worker) return
    // The requests it had: an answer each, not a hang.
    for (const resolve of this.waiting.values()) resolve(unavailable())
    this.waiting.clear()
    if (this.closing) {
      this.closed()
      return
    }
    if (!this.ready) {
      // It never started (a broken build or environment): starting it again would only spin.
      console.error(`[render thread] stopped before it was ready (exit code ${code}): stopping the server`)
      process.exit(1)
    }
    console.error(`[render thread] stopped (exit code ${code}); a new one starts in ${this.restartDelay} ms`)
    this.ready = false
    this.worker = undefined
    const delay = this.restartDelay
    this.restartDelay = Math.min(this.restartDelay * 2, RESTART_DELAY_MAX_MS)
    // Requests that arrive meanwhile are queued for the new thread.
    setTimeout(() => {
      if (!this.closing) this.worker = this.start()
    }, delay).unref()
  }
}

/**
 * The request that renders an expired page again: the visitor's, as an unconditional GET (a 304 or
 * an answer to HEAD would have no page to keep).
 */
function refreshOf(request: ServerRequestLike): ServerRequestLike {
  const headers = new Headers(request.headers)
  headers.delete('if-none-match')
  headers.delete('if-modified-since')
  return Object.assign(new Request(request.url, { headers }), { ip: request.ip, runtime: request.runtime })
}

function tooLarge(): Response {
  return new Response('Payload Too Large\n', { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

/** What the render thread runs: the nitro app's fetch, its close hooks, and how the thread ends. */
export interface RenderThreadApp {
  readonly fetch: (request: Request) => Response | Promise<Response>
  readonly close: () => Promise<void>
  readonly exit: () => void
  /** The thread's HTML cache, whose kept pages go to the main thread (the thread's module's own). */
  readonly cache?: HtmlCache
}

/**
 * The render thread's side: answers the main thread's requests with the nitro app, and sends each
 * page the HTML cache keeps to the main thread (moved, not copied).
 */
export function serveRenders(port: MessagePort, { fetch, close, exit, cache = htmlCache }: RenderThreadApp): void {
  cache.sendKeptTo((key, kept) => {
    const { page, transfer } = keptForTransfer(kept)
    port.postMessage({ type: 'keep', key, page } satisfies FromRenderThread, transfer)
  })
  const aborts = new Map<number, AbortController>()
  port.on('message', (message: ToRenderThread) => {
    if (message.type === 'request') void answer(message)
    else if (message.type === 'abort') aborts.get(message.id)?.abort()
    else if (message.type === 'close') {
      void close().finally(() => {
        port.postMessage({ type: 'closed' } satisfies FromRenderThread)
        port.close()
        exit()
      })
    }
  })
  port.postMessage({ type: 'ready' } satisfies FromRenderThread)

  async function answer(message: ForwardedRequest): Promise<void> {
    const controller = new AbortController()
    aborts.set(message.id, controller)
    let response: Response
    try {
      let request: Request
      try {
        request = new Request(message.url, { method: message.method, headers: message.headers, body: message.body ? bodyBytes(message.body) : null, signal: controller.signal })
      } catch {
        // Headers or a method undici refuses: the client's mistake.
        response = new Response('Bad Request\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        return send(message.id, response)
      }
      // What srvx gives the app on the main thread: the client's address (getRequestIP) and the raw
      // request target (the SPEC 2.4 request rules, request-rules.server.ts).
      Object.assign(request, { ip: message.ip, context: { rawTarget: message.rawTarget } })
      // The main thread's lookup is this request's: the front door does not compute it again.
      rememberLookup(request, message.lookup ?? undefined)
      if (message.arrivedAt !== undefined) markArrival(request, message.arrivedAt)
      response = await fetch(request)
    } catch (error) {
      console.error('[render thread] request failed:', error)
      response = new Response('Internal Server Error\n', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    } finally {
      aborts.delete(message.id)
    }
    await send(message.id, response)
  }

  async function send(id: number, response: Response): Promise<void> {
    const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null
    const answer: FromRenderThread = { type: 'answer', id, status: response.status, statusText: response.statusText, headers: [...response.headers], body }
    port.postMessage(answer, body ? [transferable(body)] : [])
  }
}
