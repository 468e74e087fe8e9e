import { describe, expect, it } from 'vitest'
import { above, atMost, BREAKPOINTS } from './breakpoints'

describe('SPEC 9 breakpoints', () => {
  it('are the SPEC numbers', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, mobile_s: 530, ss: 767, mobile: 767, sm: 992, md: 1200, xl: 1400, xxl: 1536 })
  })

  it('make media queries at or above them', () => {
    expect(atMost('mobile')).toBe('(max-width: 767px)')
    expect(above('mobile')).toBe('(min-width: 768px)')
  })
})
