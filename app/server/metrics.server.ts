import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { pageRenders, upstreamFailures as upstreamFailureReports, type PageRender, type UpstreamFailure } from './diagnostics.server'

/**
 * The server's Prometheus metrics (ADR 050), with prom-client: what an operator watches between
 * errors. One registry per process (a node-cluster worker, a Vercel instance): a scrape reads the
 * process that serves it. Labels are bounded sets only: a method from a short list, a status code,
 * a cache result, an upstream call's path (the calls the code makes) and how it failed. Loaded by
 * nitro's side only (its response hook and `/metrics`); the app's renders and upstream calls reach
 * it through diagnostics channels (`diagnostics.server.ts`).
 */
export const metrics = new Registry()

// Process CPU, memory, heap, GC, handles and the event loop's lag (nodejs_eventloop_lag_seconds and
// its percentiles), as prom-client measures them.
collectDefaultMetrics({ register: metrics })

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const responses = new Counter({
  name: 'http_responses_total',
  help: 'Responses sent, by request method and status code.',
  labelNames: ['method', 'status'] as const,
  registers: [metrics],
})

const htmlCache = new Counter({
  name: 'html_cache_lookups_total',
  help: 'Lookups of the in-process HTML cache by pages it may cache: hit (served from the cache) or miss (rendered).',
  labelNames: ['result'] as const,
  registers: [metrics],
})

const renderSeconds = new Histogram({
  name: 'page_render_seconds',
  help: 'Time to render a page to HTML once its data has loaded, in seconds.',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metrics],
})

const upstreamFailures = new Counter({
  name: 'upstream_failures_total',
  help: "Failed calls to the upstream API, by the call's path and how it failed (each covered by its fallback).",
  labelNames: ['path', 'kind'] as const,
  registers: [metrics],
})

/** Counts a response on its way out; `cache` is its x-cache header (HIT, MISS, or none: not cacheable). */
export function countResponse(method: string, status: number, cache: string | null): void {
  responses.inc({ method: METHODS.has(method) ? method : 'other', status: String(status) })
  if (cache === 'HIT') htmlCache.inc({ result: 'hit' })
  else if (cache === 'MISS') htmlCache.inc({ result: 'miss' })
}

pageRenders.subscribe((message) => renderSeconds.observe((message as PageRender).seconds))
upstreamFailureReports.subscribe((message) => {
  const { path, kind } = message as UpstreamFailure
  upstreamFailures.inc({ path, kind })
})
