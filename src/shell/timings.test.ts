import { describe, expect, it } from 'vitest'
import * as timings from './timings'

// SPEC 9's numbers, written here as the SPEC writes them: a constant changed by mistake fails this
// test, where a test that compared a value with the constant itself would follow it.
describe('SPEC 9 timings', () => {
  it.each([
    ['TOAST_MS', 3600], // toast 3.6 s
    ['TIP_MS', 1000], // tip banner 1 s…
    ['TIP_LEAVE_MS', 300], // …plus 0.3 s animation
    ['TOOLTIP_MAX_WIDTH_PX', 265],
    ['BANNER_DELAY_MS', 1000],
    ['BANNER_IDLE_RESHOW_MS', 5000],
    ['ERROR_COUNTDOWN_S', 5],
    ['SCROLL_THROTTLE_MS', 200],
    ['LOADING_BAR_THROTTLE_MS', 200],
    ['LOADING_BAR_DURATION_MS', 2000],
    ['LOADING_BAR_HEIGHT_PX', 3],
    ['LOADING_BAR_HIDE_MS', 500],
    ['LOADING_BAR_RESET_MS', 400],
    ['CHAT_POLL_MS', 500],
    ['CHAT_POLL_LIMIT', 1200],
    ['ONE_TAP_DELAY_MS', 3000],
    ['ONE_TAP_IFRAME_POLL_LIMIT_MS', 1_200_000], // 20 minutes
    ['RELOAD_GUARD_TTL_MS', 10_000],
    ['PREFETCH_MAX_PENDING', 4], // the queue waits *above* 4 (src/shell/prefetch.ts)
    ['PREFETCH_DELAY_MS', 1000],
    ['BUILD_POLL_MS', 3_600_000], // the cache constant, one hour (36e5)
  ] as const)('%s is %d', (name, value) => {
    expect(timings[name]).toBe(value)
  })
})
