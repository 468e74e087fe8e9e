import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { Agent, createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fieldOf } from '#src/lang/field-of'

/**
 * A relay in front of the production server for the engine suite. The browsers reach the site
 * through it (`http://localhost:<front>`, `http://zh.localhost:<front>`), with each request's Host
 * header left as it came, so the server sees the hosts it was configured with. Answers pass through
 * as the server gives them, compressed or not, except for what a test asks of the front:
 *
 * - `hold(pattern)`: a request whose path matches waits until the test answers it (passes it on, or
 *   fails it with a status), and the test learns when it arrived and whether the browser gave up on
 *   it: a chunk is caught in the middle of its download on an event, not after a guessed delay.
 * - `announce(build)`: `/builds/latest.json` names another build, as after a deploy.
 * - `uncached`: answers the browser must not keep, so that every page asks for them again.
 * - `probe`: each HTML page gets a small inline script first in its head (its hash added to the
 *   page's policy) that records the page's console errors and warnings and its uncaught errors.
 *   WebKitGTK's WebDriver speaks only classic WebDriver, which has no console. The record is read
 *   from the page (`window.__probe`), and a page being left sends it in a beacon at `pagehide`, so
 *   the errors of a page that is gone are known too (`left`).
 *
 * `pages` lists the documents served: a reload or a navigation shows there.
 */

/** What the probe saw on one page. */
export interface ProbeRecord {
  readonly url: string
  readonly errors: string[]
  readonly warnings: string[]
}

/** The probe: defines `window.__probe` and sends its record at `pagehide`. Runs before any of the page's scripts. */
function probe() {
  const record = { url: location.href, errors: [] as string[], warnings: [] as string[] }
  Object.defineProperty(window, '__probe', { value: record })
  const text = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))
  const error = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    record.errors.push(args.map(text).join(' '))
    error(...args)
  }
  const warn = console.warn.bind(console)
  console.warn = (...args: unknown[]) => {
    record.warnings.push(args.map(text).join(' '))
    warn(...args)
  }
  // Uncaught errors only: a resource's error event (an element's) is no ErrorEvent.
  addEventListener('error', (e) => {
    if (e instanceof ErrorEvent) record.errors.push(`uncaught ${text(e.error ?? e.message)}`)
  })
  addEventListener('unhandledrejection', (e) => record.errors.push(`unhandled rejection ${text(e.reason)}`))
  addEventListener('securitypolicyviolation', (e) => record.errors.push(`policy violation: ${e.violatedDirective} ${e.blockedURI}`))
  addEventListener('pagehide', () => navigator.sendBeacon('/__front/probe', JSON.stringify(record)))
}

const PROBE = `(${probe.toString()})()`
const PROBE_HASH = `'sha256-${createHash('sha256').update(PROBE).digest('base64')}'`

/** A held request: settle it with `release` (pass it on) or `fail` (answer `status` with no body). */
export interface Held {
  readonly path: string
  release(): void
  fail(status: number): void
  /** Resolves when the browser closed the request before it was answered (it gave up on it). */
  readonly abandoned: Promise<void>
}

export interface Front {
  readonly port: number
  /** The host and path of each HTML page served: each a document the browser loaded. */
  readonly pages: string[]
  /** The records of the pages that were left (sent at their `pagehide`), in arrival order. */
  readonly left: ProbeRecord[]
  /** Answers `/builds/latest.json` with `build` (another build is live) until called with undefined. */
  announce(build: { id: string; timestamp: number } | undefined): void
  /**
   * Holds each request matching `pattern` from now on; `next` resolves with the next one held.
   * `stop` ends the hold and passes on what it still held (and `next` resolves no more).
   */
  hold(pattern: RegExp): { next(): Promise<Held>; stop(): void }
  close(): Promise<void>
}

/**
 * Listens with `handle` on `port` (0: a free one) of both loopback addresses. WebKit asks
 * `localhost` and `zh.localhost` at ::1 first, Firefox at 127.0.0.1: a front on one of them only
 * leaves the other to whatever else listens there. A free port taken on ::1 by another process is
 * given up for another one; a fixed one fails. Without IPv6, 127.0.0.1 alone.
 */
async function listenOnLoopback(handle: (req: IncomingMessage, res: ServerResponse) => void, port: number): Promise<Server[]> {
  for (let attempt = 0; ; attempt++) {
    const v4 = createServer(handle).listen(port, '127.0.0.1')
    await once(v4, 'listening')
    const chosen = (v4.address() as AddressInfo).port
    const v6 = createServer(handle).listen(chosen, '::1')
    try {
      await once(v6, 'listening')
      return [v4, v6]
    } catch (error) {
      const code = fieldOf(error, 'code')
      if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return [v4]
      v4.close()
      if (port !== 0 || attempt === 4) throw error
    }
  }
}

/**
 * Starts a front on `port` (0: a free one) for the server on `target`. `uncached`: paths whose
 * answers the browser must not keep (Cache-Control: no-store instead of the build's immutable), so
 * that a chunk a test holds is asked for again by every page, whatever an earlier page preloaded.
 */
export async function startFront({
  target,
  probe: injectProbe = false,
  port = 0,
  uncached,
}: {
  target: number
  probe?: boolean
  port?: number
  uncached?: RegExp
}): Promise<Front> {
  const left: ProbeRecord[] = []
  const pages: string[] = []
  let announced: { id: string; timestamp: number } | undefined
  const holds = new Set<{ pattern: RegExp; waiting: ((held: Held) => void)[]; arrived: Held[] }>()
  // The front's own connections to the server, closed with it: the server then stops at once.
  const agent = new Agent({ keepAlive: true })

  function pass(req: IncomingMessage, res: ServerResponse) {
    const headers = { ...req.headers }
    // A document's request (a navigation asks for HTML; the app's own requests ask for JSON or scripts).
    const document = req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '')
    // A page the probe goes into comes uncompressed, to be edited as text.
    if (document && injectProbe) delete headers['accept-encoding']
    const upstream = forward({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out = { ...answer.headers }
      if (uncached?.test(new URL(req.url ?? '/', 'http://front').pathname)) out['cache-control'] = 'no-store'
      const html = document && /^text\/html/.test(answer.headers['content-type'] ?? '')
      // A page revalidated (304) is a document loaded too, from the browser's cache.
      if (html || (document && answer.statusCode === 304)) pages.push(`${req.headers.host}${req.url}`)
      if (!html || !injectProbe) {
        res.writeHead(answer.statusCode ?? 502, out)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (c: Buffer) => chunks.push(c))
      answer.on('end', () => {
        const page = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head([^>]*)>/, `<head$1><script>${PROBE}</script>`)
        const policy = answer.headers['content-security-policy']
        if (typeof policy === 'string') out['content-security-policy'] = policy.replace('script-src ', `script-src ${PROBE_HASH} `)
        delete out['content-length']
        delete out.etag
        res.writeHead(answer.statusCode ?? 502, out)
        res.end(page)
      })
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://front').pathname
    if (req.method === 'POST' && path === '/__front/probe') {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        left.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ProbeRecord)
        res.writeHead(204).end()
      })
      return
    }
    if (announced && path === '/builds/latest.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(JSON.stringify(announced))
      return
    }
    for (const hold of holds) {
      if (!hold.pattern.test(path)) continue
      let settled = false
      const abandoned = new Promise<void>((resolve) => res.on('close', () => !settled && resolve()))
      const held: Held = {
        path,
        abandoned,
        release() {
          settled = true
          // A request the browser gave up on has no one to answer.
          if (!res.destroyed) pass(req, res)
        },
        fail(status) {
          settled = true
          res.writeHead(status, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end()
        },
      }
      const waiter = hold.waiting.shift()
      if (waiter) waiter(held)
      else hold.arrived.push(held)
      return
    }
    pass(req, res)
  }
  const servers = await listenOnLoopback(handle, port)
  return {
    port: (servers[0]!.address() as AddressInfo).port,
    pages,
    left,
    announce(build) {
      announced = build
    },
    hold(pattern) {
      const hold = { pattern, waiting: [] as ((held: Held) => void)[], arrived: [] as Held[] }
      holds.add(hold)
      return {
        next: () => {
          const first = hold.arrived.shift()
          return first ? Promise.resolve(first) : new Promise<Held>((resolve) => hold.waiting.push(resolve))
        },
        stop: () => {
          holds.delete(hold)
          for (const held of hold.arrived.splice(0)) held.release()
        },
      }
    },
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections()
              server.close(() => resolve())
            }),
        ),
      ).then(() => agent.destroy()),
  }
}
