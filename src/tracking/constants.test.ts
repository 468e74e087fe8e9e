import { describe, expect, it } from 'vitest'
import * as constants from './constants'

// SPEC 9's tracking numbers and SPEC 3/9's names, as literals (see src/shell/timings.test.ts).
describe('SPEC 9 tracking constants', () => {
  it.each([
    ['BATCH_SIZE', 20],
    ['IDLE_FLUSH_MS', 10_000],
    ['AES_KEY_LENGTH', 16],
    ['DEVICE_ID_DAYS', 360],
    ['REF_COOKIE_DAYS', 7],
    ['REFERRER_COOKIE_DAYS', 365],
  ] as const)('%s is %d', (name, value) => {
    expect(constants[name]).toBe(value)
  })

  it('names the cookies as SPEC 9 does', () => {
    expect(constants.REF_COOKIE).toBe('__REF')
    expect(constants.REFERRER_COOKIE).toBe('_POWER_REFERRER')
    expect(constants.FINGERPRINT_LOG_TYPE).toBe('WWW_FINGERPRINT_INFO')
  })
})
