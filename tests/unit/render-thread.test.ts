import { EventEmitter, once } from 'node:events'
import { MessageChannel } from 'node:worker_threads'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HtmlCache } from '../../app/server/http/html-cache'
import { answerOrFill, htmlCache, lookup, lookupOf } from '../../app/server/http/html-cache.server'
import { PAGE_POLICY, renderedPage } from '../fixtures/rendered-page'
import { arrivalOf, markArrival } from '../../app/server/http/arrival.server'
import { MAX_FORWARDED_BODY_BYTES, RenderThread, serveRenders, type RenderWorker, type ServerRequestLike } from '../../app/server/http/render-thread.server'

// The main thread's side of the render thread (ADR 020) with stand-in threads: a MessageChannel
// each, whose far end runs the real `serveRenders` over a stand-in nitro app.

const HOST = 'www.example.test'

interface StandIn {
  readonly worker: RenderWorker
  /** The thread dies as a crash would (its port is gone, its requests unanswered). */
  crash(code?: number): void
  closed: boolean
}

/** A RenderThread whose threads run `app` in this process. */
function threadsRunning(app: (request: Request) => Promise<Response>, { ready = true, cache = new HtmlCache({ maxBytes: 1 << 20, ttlMs: 60_000 }) } = {}) {
  const started: StandIn[] = []
  const spawn = () => {
    const { port1, port2 } = new MessageChannel()
    const worker = Object.assign(new EventEmitter(), { postMessage: (message: unknown, transfer?: readonly ArrayBuffer[]) => port1.postMessage(message, transfer as ArrayBuffer[]) })
    port1.on('message', (message) => worker.emit('message', message))
    const standIn: StandIn = {
      worker: worker as unknown as RenderWorker,
      closed: false,
      crash(code = 1) {
        port1.close()
        port2.close()
        worker.emit('exit', code)
      },
    }
    if (ready) {
      serveRenders(port2, {
        cache,
        fetch: app,
        close: async () => {
          standIn.closed = true
        },
        exit: () => {
          port1.close()
          worker.emit('exit', 0)
        },
      })
    }
    started.push(standIn)
    return standIn.worker
  }
  return { thread: new RenderThread(spawn), started }
}

/** A request as srvx hands it to the main thread's fetch handler. */
function srvxRequest(path: string, init: RequestInit = {}, ip = '203.0.113.7'): ServerRequestLike {
  const request = new Request(`http://${HOST}${path}`, { ...init, headers: { host: HOST, ...(init.headers as Record<string, string>) } })
  return Object.assign(request, { ip, runtime: { node: { req: { url: path } } } })
}

/** Large enough to be kept compressed: three bodies move between the threads. */
const PAGE = `<!DOCTYPE html><html><head><script>boot()</script></head><body><h1>Pricing</h1>${'<p>Profiles keep own proxies.</p>'.repeat(50)}</body></html>`

/**
 * The page app: renders a cacheable page through the render thread's own cache, as the nitro
 * middleware does, counting renders.
 */
function pageApp() {
  const renders = { count: 0 }
  const cache = new HtmlCache({ maxBytes: 1 << 20, ttlMs: 60_000 })
  const app = async (request: Request) => {
    const url = new URL(request.url)
    const found = lookup(request.method, (name) => request.headers.get(name), url.pathname, url.search)!
    return answerOrFill(found, async () => {
      renders.count++
      return cache.keep(found.key, renderedPage(PAGE), found.request)
    }, { cache })
  }
  return { app, renders, cache }
}

describe('RenderThread', () => {
  afterEach(() => {
    htmlCache.clear()
    vi.restoreAllMocks()
  })

  it('hands a request on whole (method, URL, headers, client address, raw target, body) and its answer back whole', async () => {
    const { thread } = threadsRunning(async (request) => {
      const seen = request as Request & { ip?: string; context?: { rawTarget?: string } }
      const echo = { method: request.method, url: request.url, ip: seen.ip, rawTarget: seen.context?.rawTarget, body: await request.text(), header: request.headers.get('x-test') }
      return new Response(JSON.stringify(echo), { status: 201, statusText: 'Created', headers: [['set-cookie', 'a=1'], ['set-cookie', 'b=2'], ['content-type', 'application/json']] })
    })
    const answer = await thread.fetch(srvxRequest('/api/collect?x=1', { method: 'POST', body: 'événement', headers: { 'x-test': 'yes' } }))
    expect(answer.status).toBe(201)
    expect(answer.statusText).toBe('Created')
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(await answer.json()).toEqual({ method: 'POST', url: `http://${HOST}/api/collect?x=1`, ip: '203.0.113.7', rawTarget: '/api/collect?x=1', body: 'événement', header: 'yes' })
  })

  it('hands on when the request reached the main thread: a call made for it has what is left of the timeout', async () => {
    const seen: (number | undefined)[] = []
    const { thread } = threadsRunning(async (request) => {
      seen.push(arrivalOf(request))
      return new Response('ok')
    })
    const request = srvxRequest('/_serverFn/visitor-ip')
    markArrival(request.runtime!.node!.req!, 1_000)
    await thread.fetch(request)
    // Unrecorded (no listener in front): nothing is made up.
    await thread.fetch(srvxRequest('/_serverFn/visitor-ip'))
    expect(seen).toEqual([1_000, undefined])
  })

  it("hands the main thread's cache lookup on with the request: the render thread's front door does not make it again (ADR 033)", async () => {
    const seen: unknown[] = []
    const { thread } = threadsRunning(async (request) => {
      // The render thread's Request has no host header of its own to look up by: only the handed-on lookup names the host.
      seen.push(lookupOf(new Request(request.url), new URL(request.url)), lookupOf(request, new URL(request.url)))
      return new Response('ok')
    })
    await thread.fetch(srvxRequest('/pricing', { headers: { 'accept-encoding': 'gzip' } }))
    const [fresh, handedOn] = seen
    expect(fresh).toMatchObject({ key: expect.not.stringContaining(HOST) })
    expect(handedOn).toMatchObject({ key: expect.stringContaining(HOST), request: { encoding: 'gzip' } })
    // A request the cache does not answer is handed on as such: nothing to look up there either.
    seen.length = 0
    await thread.fetch(srvxRequest('/api/collect', { method: 'POST', body: 'x' }))
    expect(seen[1]).toBeUndefined()
  })

  it('keeps the pages the render thread makes in the main thread, whose cache answers the next visitors', async () => {
    const { app, renders, cache } = pageApp()
    const { thread } = threadsRunning(app, { cache })
    const first = await thread.fetch(srvxRequest('/pricing', { headers: { 'accept-encoding': 'br, gzip' } }))
    expect(first.headers.get('x-cache')).toBe('MISS')
    const second = await thread.fetch(srvxRequest('/pricing', { headers: { 'accept-encoding': 'br, gzip' } }))
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(renders.count).toBe(1)
    // The kept page, moved whole: its policy, its brotli body, and the security headers every answer has.
    expect(second.headers.get('content-security-policy')).toBe(PAGE_POLICY)
    expect(second.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(PAGE)
    const gzipped = await thread.fetch(srvxRequest('/pricing', { headers: { 'accept-encoding': 'gzip' } }))
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(PAGE)
    expect(await (await thread.fetch(srvxRequest('/pricing'))).text()).toBe(PAGE)
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    // Kept in the main thread only: the render thread sent it on.
    expect(htmlCache.size.pages).toBe(1)
    expect(cache.size.pages).toBe(0)
  })

  it('renders a page once however many ask for it at the same moment', async () => {
    const { app, renders, cache } = pageApp()
    const { thread } = threadsRunning(app, { cache })
    const answers = await Promise.all(Array.from({ length: 5 }, () => thread.fetch(srvxRequest('/ru/pricing', { headers: { 'accept-encoding': 'gzip' } }))))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.map((a) => a.headers.get('x-cache')).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS'])
    expect(renders.count).toBe(1)
  })

  it("never makes a visitor's server-function call wait for another's: each reaches the function at once", async () => {
    // Both layers coalesce pages (this thread's fetch and the render thread's cache step); a call is
    // a visitor's own (a private answer), so three at once must all be running before any ends:
    // behind an upstream that hangs, waiting would add a whole timeout per call ahead.
    const cache = new HtmlCache({ maxBytes: 1 << 20, ttlMs: 60_000 })
    let running = 0
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    const app = async (request: Request) => {
      const url = new URL(request.url)
      const found = lookupOf(request, url)!
      return answerOrFill(found, async () => {
        running++
        await released
        const answer = new Response('{"ip":"203.0.113.7"}', { headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' } })
        return cache.keep(found.key, answer, found.request)
      }, { cache })
    }
    const { thread } = threadsRunning(app, { cache })
    const calls = [1, 2, 3].map(() => thread.fetch(srvxRequest('/_serverFn/visitor-ip')))
    await vi.waitFor(() => expect(running).toBe(3), { timeout: 2000 })
    release()
    expect((await Promise.all(calls)).map((a) => a.status)).toEqual([200, 200, 200])
  })

  it('answers 503 for the requests a crashed thread had, and starts a new one for the next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let hang = true
    let reached!: () => void
    const inThread = new Promise<void>((r) => (reached = r))
    const { thread, started } = threadsRunning(async () => {
      if (!hang) return new Response('fine')
      reached()
      return new Promise<Response>(() => {})
    })
    const lost = thread.fetch(srvxRequest('/no-such-page'))
    await inThread // the thread was ready and has the request
    started[0]!.crash()
    const answer = await lost
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('1')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    hang = false
    // Asked before the new thread has started: it waits for it.
    expect(await (await thread.fetch(srvxRequest('/search?q=x'))).text()).toBe('fine')
    expect(started).toHaveLength(2)
  })

  it('is ready (/readyz, ADR 025) once the thread has said so, not while a crashed one restarts, not once closing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { thread, started } = threadsRunning(async () => new Response('fine'))
    expect(thread.isReady).toBe(false) // its 'ready' message has not arrived yet
    await new Promise((r) => setTimeout(r, 10))
    expect(thread.isReady).toBe(true)
    started[0]!.crash()
    expect(thread.isReady).toBe(false)
    await new Promise((r) => setTimeout(r, 150)) // the first restart comes after 100 ms
    expect(started).toHaveLength(2)
    expect(thread.isReady).toBe(true)
    void thread.close()
    expect(thread.isReady).toBe(false)
  })

  it('stops the server when the thread dies before it was ever ready (a broken build: no restart loop)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never)
    const { started } = threadsRunning(async () => new Response('never'), { ready: false })
    started[0]!.crash()
    expect(exit).toHaveBeenCalledWith(1)
    expect(started).toHaveLength(1)
  })

  it('refuses a body over the limit without waking the render thread', async () => {
    const app = vi.fn(async () => new Response('no'))
    const { thread } = threadsRunning(app)
    const big = new Uint8Array(MAX_FORWARDED_BODY_BYTES + 1)
    const refused = await thread.fetch(srvxRequest('/api/collect', { method: 'POST', body: big }))
    expect(refused.status).toBe(413)
    // An answer of the main thread's own carries the security headers every answer has.
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(app).not.toHaveBeenCalled()
  })

  it('stops reading a body without a length at the limit (it would otherwise grow without bound)', async () => {
    const app = vi.fn(async () => new Response('no'))
    const { thread } = threadsRunning(app)
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const answer = await thread.fetch(srvxRequest('/api/collect', { method: 'POST', body: endless, duplex: 'half' } as RequestInit))
    expect(answer.status).toBe(413)
    expect(pulled * 64 * 1024).toBeLessThanOrEqual(MAX_FORWARDED_BODY_BYTES + 3 * 64 * 1024)
    expect(app).not.toHaveBeenCalled()
  })

  it('tells the render thread when the visitor has gone', async () => {
    let seen!: Request
    const { thread } = threadsRunning(async (request) => {
      seen = request
      await once(request.signal, 'abort')
      return new Response('too late')
    })
    const visitor = new AbortController()
    const answer = thread.fetch(srvxRequest('/search?q=slow', { signal: visitor.signal }))
    await vi.waitFor(() => expect(seen).toBeDefined())
    visitor.abort()
    expect(await (await answer).text()).toBe('too late')
    expect(seen.signal.aborted).toBe(true)
  })

  it('closes: the nitro close hooks run in the thread, which ends; later requests get a 503', async () => {
    const { thread, started } = threadsRunning(async () => new Response('ok'))
    await thread.close()
    expect(started[0]!.closed).toBe(true)
    expect((await thread.fetch(srvxRequest('/'))).status).toBe(503)
  })

  describe('an expired page (stale-while-revalidate)', () => {
    // The main thread's cache keeps a page for CACHE_S_MAXAGE (300 s by default), less up to half
    // of it (the expiry spread): 301 s later it has expired, by less than the TTL.
    const TTL_MS = 300_000
    const gzip = { headers: { 'accept-encoding': 'gzip' } }

    /** Renders `<h1>Pricing N</h1>` (the Nth render); `gate` holds renders after the first. */
    function versionedApp(answer: (n: number) => 'page' | 'gone' = () => 'page') {
      const renders = { count: 0 }
      let open!: () => void
      const gate = new Promise<void>((resolve) => (open = resolve))
      const cache = new HtmlCache({ maxBytes: 1 << 20, ttlMs: 60_000 })
      const app = async (request: Request) => {
        const url = new URL(request.url)
        const found = lookup(request.method, (name) => request.headers.get(name), url.pathname, url.search)!
        const n = ++renders.count
        if (n > 1) await gate
        if (answer(n) === 'gone') return new Response('gone', { status: 404, headers: { 'content-type': 'text/html' } })
        // Below the compression threshold: one body, kept as it is.
        return cache.keep(found.key, renderedPage(`<html><head><script>boot()</script></head><body><h1>Pricing ${n}</h1></body></html>`), found.request)
      }
      return { app, cache, renders, open }
    }
    const textOf = async (answer: Response) => {
      const body = Buffer.from(await answer.arrayBuffer())
      return (answer.headers.get('content-encoding') === 'gzip' ? gunzipSync(body) : body).toString()
    }
    const keyOf = (path: string) => lookup('GET', (name) => (name === 'host' ? HOST : null), path, '')!.key

    afterEach(() => {
      vi.useRealTimers()
    })

    it('is answered at once, and renders again in the background for the next visitors', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const { app, cache, renders, open } = versionedApp()
      const { thread } = threadsRunning(app, { cache })
      expect(await textOf(await thread.fetch(srvxRequest('/pricing', gzip)))).toContain('Pricing 1')
      vi.setSystemTime(Date.now() + TTL_MS + 1000)
      // The render of the refresh is held: this visitor's answer cannot have waited for it.
      const expired = await thread.fetch(srvxRequest('/pricing', { headers: { 'accept-encoding': 'gzip', 'if-none-match': 'W/"other"' } }))
      expect(expired.headers.get('x-cache')).toBe('HIT')
      expect(await textOf(expired)).toContain('Pricing 1')
      await vi.waitFor(() => expect(renders.count).toBe(2))
      // Others asking meanwhile get the expired copy too: one render.
      expect(await textOf(await thread.fetch(srvxRequest('/pricing', gzip)))).toContain('Pricing 1')
      open()
      await htmlCache.filling(keyOf('/pricing'))
      const fresh = await thread.fetch(srvxRequest('/pricing', gzip))
      expect(fresh.headers.get('x-cache')).toBe('HIT')
      expect(await textOf(fresh)).toContain('Pricing 2')
      expect(renders.count).toBe(2)
    })

    /** `/pricing` rendered and kept once, then `ms` later; renders are not held. */
    async function keptThenLater(ms: number, answer?: (n: number) => 'page' | 'gone') {
      vi.useFakeTimers({ toFake: ['Date'] })
      const { app, cache, renders, open } = versionedApp(answer)
      open()
      const { thread } = threadsRunning(app, { cache })
      await thread.fetch(srvxRequest('/pricing', gzip))
      vi.setSystemTime(Date.now() + ms)
      return { thread, renders }
    }

    it('renders for its next visitor, who waits, once it expired longer ago than the TTL', async () => {
      const { thread, renders } = await keptThenLater(2 * TTL_MS + 1000)
      const answer = await thread.fetch(srvxRequest('/pricing', gzip))
      expect(answer.headers.get('x-cache')).toBe('MISS')
      expect(await textOf(answer)).toContain('Pricing 2')
      expect(renders.count).toBe(2)
    })

    it('is dropped when rendering it again keeps no page (it is gone now): the next visitor gets the 404', async () => {
      const { thread, renders } = await keptThenLater(TTL_MS + 1000, (n) => (n === 1 ? 'page' : 'gone'))
      expect((await thread.fetch(srvxRequest('/pricing', gzip))).status).toBe(200)
      await vi.waitFor(() => expect(renders.count).toBe(2))
      await htmlCache.filling(keyOf('/pricing'))
      expect(htmlCache.size.pages).toBe(0)
      const now = await thread.fetch(srvxRequest('/pricing', gzip))
      expect(now.status).toBe(404)
      expect(renders.count).toBe(3)
    })
  })
})
