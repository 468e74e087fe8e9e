// First: a Node.js the server cannot run on, and a bad configuration, end this process with one
// line each (ADR 025).
import './require-node.server'
import './exit-on-bad-config.server'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { serve } from 'srvx/node'
// Aliased: they are nitro's accessors, not React hooks (the hooks lint rule goes by the name).
import { useNitroApp as nitroAppOfProcess, useNitroHooks as nitroHooksOfProcess } from 'nitro/app'
import { healthAnswer, isHealthPath, type HealthState } from '#src/http/health'
import { env } from '../env.server'
import { flushServerErrors, reportServerError } from '../error-reporting.server'
import { answerFromHtmlCache } from './html-cache-node.server'
import { markArrival } from './arrival.server'
import { htmlCache } from './html-cache.server'
import { RenderThread, serveRenders } from './render-thread.server'
import { missingSecurityHeaders } from './security.server'
import { errorMessage } from '#src/lang/error-message'

/**
 * The Node server (`npm start`): nitro's own node-server entry, plus one listener in front of it
 * that answers fresh HTML cache hits before any framework code runs (ADR 015), and a thread of its
 * own for everything else (ADR 020): this module runs as the main thread, and again as the render
 * thread, which runs the nitro app. With the HTML cache off, or `RENDER_THREAD=false`, the nitro
 * app runs in the main thread.
 * vite.config.ts uses this entry only for the node-server preset; Vercel and other presets keep
 * theirs, and their hits are answered by the nitro middleware.
 */

// Logging must never be what keeps a server busy. Once the pipe its output goes to is closed (the
// supervisor or terminal that read it has gone), every write fails with EPIPE; without a listener
// that failure is an uncaught exception, which the handler below logs, which fails again: the
// process spun at full CPU forever, long after its listener had closed. A failed log write is
// dropped: there is nowhere else to report it.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})

/** The nitro app's `close` hooks (plugins that hold resources: the collector's database). */
async function callCloseHooks(): Promise<void> {
  try {
    await nitroHooksOfProcess().callHook('close')
  } catch (error) {
    console.error('[nitro] Error while calling `close` hooks:', error)
  }
}

/**
 * Unhandled errors are logged (and reported to nitro's error hook, and with SENTRY_DSN to the
 * ingest: ADR 026) rather than ending the thread, as nitro's entry does.
 */
function logUnhandled(capture?: (error: Error, context: { tags: string[] }) => void): void {
  for (const type of ['unhandledRejection', 'uncaughtException'] as const) {
    process.on(type, (error: unknown) => {
      console.error(`[${type}]`, error)
      capture?.(error instanceof Error ? error : new Error(errorMessage(error)), { tags: [type] })
      reportServerError(error, { kind: type })
    })
  }
}

/**
 * The render thread's heap. Its young generation is smaller than V8's default (3 × 16 MB
 * semi-spaces): renders allocate fast, and scavenges of a smaller young generation cost little next
 * to a render. Its old generation has a limit (ADR 042): without one, V8 let it grow to two or three
 * times what was live before collecting it, and those peaks decided whether the process stayed
 * within the 512 MB an operator plans with (docs/operations.md).
 */
const RENDER_THREAD_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: env.RENDER_THREAD_HEAP_MB }

const renderThreadRole = !isMainThread && (workerData as { role?: string } | null)?.role === 'render'

if (renderThreadRole) {
  const nitroApp = nitroAppOfProcess()
  logUnhandled(nitroApp.captureError)
  serveRenders(parentPort!, { fetch: nitroApp.fetch, close: callCloseHooks, exit: () => process.exit(0) })
} else if (isMainThread) {
  startServer()
}

function startServer(): void {
  const parsedPort = Number.parseInt(process.env.NITRO_PORT ?? process.env.PORT ?? '')
  const port = Number.isNaN(parsedPort) ? 3000 : parsedPort
  const hostname = process.env.NITRO_HOST || process.env.HOST
  const cert = process.env.NITRO_SSL_CERT
  const key = process.env.NITRO_SSL_KEY

  // The render thread keeps hits off the render path; with the HTML cache off there are no hits,
  // and it would only add a hop to every request.
  const renderInThread = env.RENDER_THREAD ? env.RENDER_THREAD === 'true' : htmlCache.enabled
  const renderer = renderInThread ? new RenderThread(() => new Worker(new URL(import.meta.url), { workerData: { role: 'render' }, resourceLimits: RENDER_THREAD_LIMITS })) : undefined
  const nitroApp = renderer ? undefined : nitroAppOfProcess()
  logUnhandled(nitroApp?.captureError)
  // Shutdown on a signal is ours (below), not srvx's: srvx's waits for the event loop to empty, which
  // an interval left running would prevent.
  const server = serve({
    port,
    hostname,
    tls: cert && key ? { cert, key } : undefined,
    fetch: renderer ? (request) => renderer.fetch(request) : nitroApp!.fetch,
    gracefulShutdown: false,
  })

  // srvx made the Node server with its own request listener: put the cache's in front of it.
  const httpServer = server.node?.server
  const srvxListener = server.node?.handler
  if (!httpServer || !srvxListener) throw new Error('node entry: srvx made no Node server')
  httpServer.removeListener('request', srvxListener)
  // Readiness (ADR 025): with a render thread, once it has started (and not while a crashed one
  // restarts); without, the app runs here and was made above. Draining from the first signal.
  let stopping = false
  const health = (): HealthState => ({ ready: renderer ? renderer.isReady : true, draining: stopping })
  httpServer.on('request', (req, res) => {
    if (answerHealth(req, res, health)) return
    let answered = false
    try {
      answered = answerFromHtmlCache(req, res)
    } catch (error) {
      // A fault in the fast path must not lose the request: the framework answers it (a hit through
      // the middleware, or a render), unless an answer has already begun.
      console.error('[html-cache] fast path failed:', error)
      if (res.headersSent) return res.destroy()
    }
    if (answered) return
    // A call made for this request has what is left of the upstream timeout (arrival.server.ts).
    markArrival(req)
    srvxListener(req, res)
  })

  // Closing the server ends the nitro app too: its `close` hooks run where it runs.
  const closeServer = server.close.bind(server)
  let closing: Promise<void> | undefined
  server.close = (closeAll?: boolean) => closeServer(closeAll).finally(() => (closing ??= renderer ? renderer.close() : callCloseHooks()))

  // SIGTERM or SIGINT: stop taking connections, let the requests under way finish (at most
  // SERVER_SHUTDOWN_TIMEOUT seconds, srvx's variable, default 5; then open connections are cut),
  // run the close hooks, and exit. A second signal cuts the connections at once.
  // With SERVER_SHUTDOWN_DELAY, it first keeps serving that many seconds with /readyz at 503, so a
  // load balancer stops sending traffic before the listener closes (ADR 025).
  const shutdownTimeoutMs = (Number.parseInt(process.env.SERVER_SHUTDOWN_TIMEOUT ?? '') || 5) * 1000
  let cutShort: (() => void) | undefined
  async function stop(): Promise<void> {
    if (stopping) {
      cutShort?.()
      await server.close(true)
      return
    }
    stopping = true
    if (env.SERVER_SHUTDOWN_DELAY > 0) {
      console.log(`Stopping the server: /readyz answers 503; still serving for ${env.SERVER_SHUTDOWN_DELAY} s…`)
      await new Promise<void>((resolve) => {
        cutShort = resolve
        setTimeout(resolve, env.SERVER_SHUTDOWN_DELAY * 1000)
      })
    }
    console.log('Stopping the server: waiting for the requests under way…')
    setTimeout(() => void server.close(true), shutdownTimeoutMs).unref()
    // A kept-alive connection whose request ends after the close would otherwise wait for its
    // keep-alive timeout: close each as soon as it is idle.
    const connections = httpServer as { closeIdleConnections?: () => void }
    setInterval(() => connections.closeIdleConnections?.(), 50).unref()
    await server.close()
    // Error reports still on their way to the ingest (ADR 026) go before the process does.
    await flushServerErrors()
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop())
}

/**
 * Answers `/healthz` and `/readyz` (`src/http/health.ts`) in the listener itself: no render, no
 * hop to the render thread, no cache, no tracking, and the security headers every answer carries.
 * The path is read as sent (a query is ignored); anything else about the target goes the long way.
 */
function answerHealth(req: IncomingMessage, res: ServerResponse, state: () => HealthState): boolean {
  const target = req.url ?? ''
  const q = target.indexOf('?')
  const pathname = q < 0 ? target : target.slice(0, q)
  if (!isHealthPath(pathname)) return false
  const answer = healthAnswer(req.method ?? 'GET', pathname, state())
  if (!answer) return false
  const names = new Set(answer.headers.map(([name]) => name))
  const flat: string[] = []
  for (const [name, value] of [...answer.headers, ...missingSecurityHeaders((name) => names.has(name), answer.status)]) flat.push(name, value)
  if (answer.body) flat.push('content-length', String(Buffer.byteLength(answer.body)))
  res.writeHead(answer.status, flat)
  res.end(answer.body)
  return true
}

export default {}
