import type { ChildProcess } from 'node:child_process'

/**
 * Resolves once `url` responds at all (any status): the server a script or test started is up.
 * Throws when `server` has exited meanwhile, or after `timeoutMs` (about 10 s: the built server;
 * a cold dev server, which scans and bundles dependencies first, needs longer). One helper for
 * everything that starts a server itself (bench, soak, observatory, browser tests).
 */
export async function waitForServer(url: string, server?: ChildProcess, { timeoutMs = 10_000 } = {}): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(url)
      return
    } catch {
      if (Date.now() > until || (server && (server.exitCode !== null || server.signalCode !== null))) throw new Error(`no response from ${url}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}
