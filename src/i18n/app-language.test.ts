import { describe, expect, it } from 'vitest'
import { APP_LANGUAGES, appLanguageFor, LOCALE_APP_LANGUAGES, resolveAppLanguage } from './app-language'
import { LOCALE_CODES } from './locales'

describe('LOCALE_APP_LANGUAGES (SPEC 3)', () => {
  it('maps each site language to its own tag where the app has it, never to a site code', () => {
    expect(LOCALE_APP_LANGUAGES).toEqual({
      en: 'en-US',
      zh: 'zh-CN',
      ru: 'ru-RU',
      vn: 'vi-VN',
      es: 'es-ES',
      pt: 'pt-PT',
      tr: 'tr-TR',
      th: 'th-TH',
      fr: 'fr-FR',
      uk: 'uk-UA',
      ko: null,
      hi: 'hi-IN',
      jp: null,
      tc: 'zh-TW',
    })
    for (const code of LOCALE_CODES) {
      const tag = LOCALE_APP_LANGUAGES[code]
      if (tag) expect(APP_LANGUAGES).toContain(tag)
    }
  })
})

describe('appLanguageFor (SPEC 4)', () => {
  it("takes the page language's tag when the app supports it, whatever was saved", () => {
    expect(appLanguageFor('vn', 'ru-RU', ['fr-FR'])).toBe('vi-VN')
    expect(appLanguageFor('tc', null, [])).toBe('zh-TW')
  })
  it('otherwise the saved language, then the browser languages, then en-US', () => {
    expect(appLanguageFor('ko', 'ru-RU', ['fr-FR'])).toBe('ru-RU')
    expect(appLanguageFor('jp', null, ['ja-JP', 'fr-FR'])).toBe('fr-FR')
    expect(appLanguageFor('jp', null, ['ja-JP', 'ko-KR'])).toBe('en-US')
    // The server (and cached HTML) knows neither: en-US until the browser settles it.
    expect(appLanguageFor('ko')).toBe('en-US')
  })
})

describe('resolveAppLanguage (SPEC 4 myLocale)', () => {
  it('prefers the saved value when supported', () => {
    expect(resolveAppLanguage('ru-RU', ['fr-FR'])).toBe('ru-RU')
    expect(resolveAppLanguage('tc', [])).toBe('zh-TW')
  })
  it('reads site codes older versions saved as their tags, and a saved jp as unsupported', () => {
    expect(resolveAppLanguage('vn', [])).toBe('vi-VN')
    expect(resolveAppLanguage('jp', ['es'])).toBe('es-ES')
  })
  it('then the browser languages, restricted to the supported list', () => {
    expect(resolveAppLanguage(null, ['de-DE', 'it'])).toBe('it-IT')
    expect(resolveAppLanguage('xx', ['zh-HK'])).toBe('zh-HK')
    expect(resolveAppLanguage(undefined, ['zh-Hant'])).toBe('zh-TW')
    expect(resolveAppLanguage(undefined, ['id'])).toBe('id-ID')
    expect(resolveAppLanguage(undefined, ['pt-BR'])).toBe('pt-PT')
  })
  it('defaults to en-US', () => {
    expect(resolveAppLanguage(null, ['de', 'ja'])).toBe('en-US')
    expect(resolveAppLanguage(null, [])).toBe('en-US')
  })
})
