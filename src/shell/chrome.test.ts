import { describe, expect, it } from 'vitest'
import { chromeRetracted } from './chrome'

describe('chromeRetracted', () => {
  it('retracts on a scroll down and comes back on a scroll up', () => {
    expect(chromeRetracted(false, 100, 400, 56)).toBe(true)
    expect(chromeRetracted(true, 400, 380, 56)).toBe(false)
  })
  it('keeps its state when the page did not move', () => {
    expect(chromeRetracted(true, 400, 400, 56)).toBe(true)
    expect(chromeRetracted(false, 400, 400, 56)).toBe(false)
  })
  it('never retracts within the header’s height of the top, whatever the direction', () => {
    expect(chromeRetracted(false, 0, 56, 56)).toBe(false)
    expect(chromeRetracted(true, 300, 20, 56)).toBe(false)
    // Overscroll above the top (a negative position on touch screens) shows it too.
    expect(chromeRetracted(true, 10, -30, 56)).toBe(false)
  })
})
