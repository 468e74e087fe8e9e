import type { ChildProcess } from 'node:child_process'

/**
 * Resolves once `url` answers at all (any status): the built server a script started is up. Throws
 * when `server` has exited meanwhile, or after about 10 s. One helper for the scripts that start
 * `.output/server/index.mjs` themselves (bench, soak, observatory).
 */
export async function waitForServer(url: string, server?: ChildProcess): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await fetch(url)
      return
    } catch {
      if (i > 100 || (server && (server.exitCode !== null || server.signalCode !== null))) throw new Error(`no answer from ${url}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}
