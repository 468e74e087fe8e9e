import { channel } from 'node:diagnostics_channel'

/**
 * What the app reports for metrics (ADR 050), through Node's diagnostics channels. Start's server
 * build and nitro's each bundle their own copy of a module, so a counter imported on both sides
 * would be two counters; a channel is one per process, by name, and costs nothing while nobody
 * subscribes. The app publishes here; `metrics.server.ts`, loaded by a nitro plugin, subscribes.
 */

/** A page rendered to HTML: how long React's render and the router's HTML took, in seconds. */
export interface PageRender {
  readonly seconds: number
}

/** A failed upstream call: its path and how it failed. */
export interface UpstreamFailure {
  readonly path: string
  readonly kind: string
}

export const pageRenders = channel('profiledeck:page-render')
export const upstreamFailures = channel('profiledeck:upstream-failure')

export function publishPageRender(render: PageRender): void {
  if (pageRenders.hasSubscribers) pageRenders.publish(render)
}

export function publishUpstreamFailure(failure: UpstreamFailure): void {
  if (upstreamFailures.hasSubscribers) upstreamFailures.publish(failure)
}
