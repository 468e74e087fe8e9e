import { PAGE_METHODS, refuseMethod } from './methods'

/**
 * The health endpoints for load balancers and orchestrators (issue 27, ADR 025): `/healthz` says
 * the process is alive, `/readyz` whether it should be sent traffic. Pure: the Node server's
 * request listener (`app/server/http/node-entry.server.ts`) answers them before any framework code
 * runs, and a nitro handler answers them on the other presets (Vercel, the dev server).
 */

/** The two paths and what each reports. */
export const HEALTH_PATHS: Readonly<Record<string, 'alive' | 'ready'>> = { '/healthz': 'alive', '/readyz': 'ready' }


/** What the server knows about itself when a probe asks. */
export interface HealthState {
  /** It can render a page: the render thread has started (or the app runs in this thread). */
  readonly ready: boolean
  /** A SIGTERM or SIGINT has come: it finishes what is under way and takes no new work. */
  readonly draining: boolean
}

/** An answer as plain data, for Node's `writeHead` as much as for a `Response`. */
export interface HealthAnswer {
  readonly status: number
  readonly headers: readonly (readonly [string, string])[]
  /** Empty for HEAD. */
  readonly body: string
}

/** Whether `pathname` is one of the health endpoints. */
export function isHealthPath(pathname: string): boolean {
  return Object.hasOwn(HEALTH_PATHS, pathname)
}

/**
 * The answer of a health endpoint, or undefined when `pathname` is not one. Neither is ever kept
 * by a cache (a stale "ready" is worse than none), and neither renders, reads content or tracks.
 */
export function healthAnswer(method: string, pathname: string, state: HealthState): HealthAnswer | undefined {
  const kind = isHealthPath(pathname) ? HEALTH_PATHS[pathname] : undefined
  if (!kind) return undefined
  const verb = method.toUpperCase()
  const text = (status: number, body: string, extra: readonly (readonly [string, string])[] = []): HealthAnswer => ({
    status,
    headers: [['content-type', 'text/plain; charset=utf-8'], ['cache-control', 'no-store'], ...extra],
    body: verb === 'HEAD' ? '' : body,
  })
  // GET and HEAD, like a page: any other method gets the site's one 405.
  const refused = refuseMethod(verb, PAGE_METHODS)
  if (refused) return refused
  // Alive means the process answers: a draining or still-starting server is alive all the same
  // (a liveness probe that failed then would restart it for nothing).
  if (kind === 'alive') return text(200, 'ok\n')
  if (state.draining) return text(503, 'draining\n', [['retry-after', '1']])
  if (!state.ready) return text(503, 'starting\n', [['retry-after', '1']])
  return text(200, 'ready\n')
}
