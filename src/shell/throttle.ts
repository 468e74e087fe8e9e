/** A throttled function, with a way to drop its pending trailing call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

/**
 * Calls `fn` at most once per `ms`: at once for the first call of a burst (leading), then once more
 * with the latest arguments when the interval ends (trailing), so the last scroll position of a
 * burst is never missed. Timers come from the caller's environment (and so from a test's clock).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const run = (args: A) => {
    last = Date.now()
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now()
    if (wait <= 0 && timer === undefined) {
      run(args)
      return
    }
    pending = args
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined
          if (pending) {
            const next = pending
            pending = undefined
            run(next)
          }
        },
        Math.max(0, wait),
      )
    }
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
