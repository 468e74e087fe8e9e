import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from './locales'
import { SUGGESTION_TEXT, suggestedLocale } from './suggestion'

describe('suggestedLocale', () => {
  it("suggests the browser's first site language when it is not the page's", () => {
    expect(suggestedLocale('en', '', ['ru-RU', 'en-US'])).toBe('ru')
    expect(suggestedLocale('en', 'other=1', ['de-DE', 'zh-CN'])).toBe('zh')
    expect(suggestedLocale('ru', '', ['zh-TW'])).toBe('tc')
    expect(suggestedLocale('en', '', ['ja'])).toBe('jp')
  })

  it('suggests nothing for the page language, or when no browser language is a site language', () => {
    expect(suggestedLocale('en', '', ['en-GB', 'ru'])).toBeUndefined()
    expect(suggestedLocale('ru', '', ['ru'])).toBeUndefined()
    expect(suggestedLocale('en', '', ['de-DE', 'it'])).toBeUndefined()
    expect(suggestedLocale('en', '', [])).toBeUndefined()
  })

  it('never overrides a language the visitor chose (the i18n_redirected cookie)', () => {
    expect(suggestedLocale('en', 'i18n_redirected=en', ['ru-RU'])).toBeUndefined()
    expect(suggestedLocale('en', 'a=1; i18n_redirected=fr', ['ru-RU'])).toBeUndefined()
  })
})

describe('SUGGESTION_TEXT', () => {
  it('has words for every language, each its own (not English left untranslated)', () => {
    expect(Object.keys(SUGGESTION_TEXT).sort()).toEqual([...LOCALE_CODES].sort())
    for (const code of LOCALE_CODES) {
      const words = SUGGESTION_TEXT[code]
      expect(words.text && words.go && words.close, code).toBeTruthy()
      if (code !== 'en') {
        expect(words.text, code).not.toBe(SUGGESTION_TEXT.en.text)
        expect(words.go, code).not.toBe(SUGGESTION_TEXT.en.go)
        // Written in the suggested language: the Latin-script languages name themselves in their own words.
        expect(words.text).not.toMatch(/available in|This page/)
      }
    }
  })
})
