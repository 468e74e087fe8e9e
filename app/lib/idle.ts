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

/**
 * Lets the browser run what waits (input, rendering, other tasks) before the caller goes on: the
 * steps of a long start-up each become a task of their own instead of one long task.
 * `scheduler.yield()` where the browser has it (the caller keeps its place in the queue), else a
 * zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = window.scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => window.setTimeout(resolve, 0))
}
