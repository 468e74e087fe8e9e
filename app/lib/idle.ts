import { IDLE_TIMEOUT_MS } from '#src/shell/timings'

/**
 * Runs `task` once the browser is idle (or after `timeout` ms at the latest), so browser-only
 * features never compete with the first paint and hydration. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 1)
  return () => window.clearTimeout(id)
}
