import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../i18n/locales'
import { BANNER_VARIANTS, bannerImageFor } from './banner-images'
import { isOptimisableSource } from './ipx'

describe('bannerImageFor', () => {
  it('gives every one of the 14 languages its SPEC 2.7 variant', () => {
    const expected: Record<string, string> = {
      en: 'en',
      zh: 'zh',
      tc: 'zh',
      jp: 'en',
      vn: 'vn',
      ko: 'en',
      ru: 'ru',
      uk: 'en',
      es: 'en',
      pt: 'pt',
      fr: 'en',
      tr: 'en',
      th: 'en',
      hi: 'en',
    }
    expect(LOCALE_CODES).toHaveLength(14)
    for (const locale of LOCALE_CODES) {
      expect(bannerImageFor(locale), locale).toBe(`/images/banner/register-${expected[locale]}.png`)
    }
  })

  it('only names variants that exist and that the optimiser accepts', () => {
    for (const locale of LOCALE_CODES) {
      const path = bannerImageFor(locale)
      expect(BANNER_VARIANTS.some((v) => path.endsWith(`-${v}.png`))).toBe(true)
      expect(isOptimisableSource(path)).toBe(true)
    }
  })
})
