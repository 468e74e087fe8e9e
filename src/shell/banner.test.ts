import { describe, expect, it } from 'vitest'
import { bannerReducer, scrollDirection, type BannerEvent, type BannerState } from './banner'

const run = (events: BannerEvent[], from: BannerState = 'waiting') => events.reduce(bannerReducer, from)

describe('bannerReducer', () => {
  it('stays hidden until the delay, then shows', () => {
    expect(run([{ type: 'scroll', direction: 'down' }, { type: 'idle-elapsed' }])).toBe('waiting')
    expect(run([{ type: 'delay-elapsed' }])).toBe('shown')
  })
  it('retracts on a scroll down and comes back on a scroll up or after idling', () => {
    expect(run([{ type: 'delay-elapsed' }, { type: 'scroll', direction: 'down' }])).toBe('retracted')
    expect(run([{ type: 'delay-elapsed' }, { type: 'scroll', direction: 'down' }, { type: 'scroll', direction: 'up' }])).toBe('shown')
    expect(run([{ type: 'delay-elapsed' }, { type: 'scroll', direction: 'down' }, { type: 'idle-elapsed' }])).toBe('shown')
  })
  it('once closed, nothing brings it back', () => {
    const all: BannerEvent[] = [{ type: 'delay-elapsed' }, { type: 'scroll', direction: 'up' }, { type: 'idle-elapsed' }]
    expect(run(all, 'closed')).toBe('closed')
    expect(run([{ type: 'close' }, ...all])).toBe('closed')
  })
})

describe('scrollDirection', () => {
  it('compares positions', () => {
    expect(scrollDirection(0, 10)).toBe('down')
    expect(scrollDirection(10, 0)).toBe('up')
    expect(scrollDirection(5, 5)).toBeUndefined()
  })
})

describe('bannerVariantFor', () => {
  it('gives Chinese to zh and tc, their own to ru, pt and vn, English to the rest', async () => {
    const { LOCALE_CODES } = await import('../i18n/locales')
    const { bannerVariantFor, bannerImagePath } = await import('./banner')
    const got = Object.fromEntries(LOCALE_CODES.map((l) => [l, bannerVariantFor(l)]))
    expect(got).toEqual({
      en: 'en',
      zh: 'zh',
      ru: 'ru',
      vn: 'vn',
      es: 'en',
      pt: 'pt',
      tr: 'en',
      th: 'en',
      fr: 'en',
      uk: 'en',
      ko: 'en',
      hi: 'en',
      jp: 'en',
      tc: 'zh',
    })
    expect(bannerImagePath('pt')).toBe('/images/banner/register-pt.png')
  })
})
