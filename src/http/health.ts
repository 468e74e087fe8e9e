import { PAGE_METHODS, refuseMethod } from './methods'

/**
 * The health endpoints for load balancers and orchestrators (ADR 025, 046): `/healthz` says the
 * process is alive, `/readyz` that it takes traffic. The app renders in the process that responds,
 * so a server that responds can render: both are 200 while it listens. On SIGTERM it stops
 * listening and drains (docs/operations.md), and a probe that cannot connect is the "not ready".
 * Pure: a nitro route handler serves them (`app/server/http/health.server.ts`).
 */

/** The two paths and what each reports. */
export const HEALTH_PATHS: Readonly<Record<string, 'alive' | 'ready'>> = { '/healthz': 'alive', '/readyz': 'ready' }

/** A response as plain data. */
export interface HealthResponse {
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
 * The response of a health endpoint, or undefined when `pathname` is not one. Neither is ever stored
 * by a cache (a stale "ready" is worse than none), and neither renders, reads content or tracks.
 */
export function healthResponse(method: string, pathname: string): HealthResponse | undefined {
  const kind = isHealthPath(pathname) ? HEALTH_PATHS[pathname] : undefined
  if (!kind) return undefined
  const verb = method.toUpperCase()
  const text = (body: string): HealthResponse => ({
    status: 200,
    headers: [
      ['content-type', 'text/plain; charset=utf-8'],
      ['cache-control', 'no-store'],
    ],
    body: verb === 'HEAD' ? '' : body,
  })
  // GET and HEAD, like a page: any other method gets the site's one 405.
  const refused = refuseMethod(verb, PAGE_METHODS)
  if (refused) return refused
  return text(kind === 'alive' ? 'ok\n' : 'ready\n')
}
