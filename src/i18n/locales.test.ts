import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, LOCALE_PREFIXES, getLocale, isLocaleCode, localeFromPrefix } from './locales'

describe('the locale table', () => {
  it('lists the 14 SPEC locales in order', () => {
    expect(LOCALE_CODES).toEqual(['en', 'zh', 'ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc'])
    expect(DEFAULT_LOCALE).toBe('en')
  })

  it.each([
    ['en', 'en-US', 'en-US-sitemap.xml'],
    ['zh', 'zh-CN', 'zh-CN-sitemap.xml'],
    ['ru', 'ru-RU', 'ru-RU-sitemap.xml'],
    ['vn', 'vi-VN', 'vi-VN-sitemap.xml'],
    ['es', 'es-ES', 'es-ES-sitemap.xml'],
    ['pt', 'pt-PT', 'pt-PT-sitemap.xml'],
    ['tr', 'tr-TR', 'tr-TR-sitemap.xml'],
    ['th', 'th-TH', 'th-TH-sitemap.xml'],
    ['fr', 'fr-FR', 'fr-FR-sitemap.xml'],
    ['uk', 'uk-UA', 'uk-UA-sitemap.xml'],
    ['ko', 'ko-KR', 'ko-KR-sitemap.xml'],
    ['hi', 'hi-IN', 'hi-IN-sitemap.xml'],
    ['jp', 'ja-JP', 'ja-JP-sitemap.xml'],
    ['tc', 'zh-TW', 'zh-TW-sitemap.xml'],
  ] as const)('maps %s to %s and %s', (code, language, sitemap) => {
    expect(getLocale(code)).toMatchObject({ code, language, sitemap, value: code })
  })

  it('prefixes every locale but en and zh with its code', () => {
    expect(LOCALE_PREFIXES).toEqual(['ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc'])
    expect(getLocale('en').prefix).toBe('')
    expect(getLocale('zh').prefix).toBe('')
  })

  it('marks only English as catch-all and zh as living on its own domain', () => {
    expect(LOCALES.filter((l) => l.catchAll).map((l) => l.code)).toEqual(['en'])
    expect(LOCALES.filter((l) => !l.defaultDomain).map((l) => l.code)).toEqual(['zh'])
  })

  it('names every language in its own language, once', () => {
    const names = LOCALES.map((l) => l.name)
    expect(new Set(names).size).toBe(14)
    expect(getLocale('jp').name).toBe('日本語')
    expect(getLocale('uk').name).toBe('Українська')
  })

  it('shows Chinese banners for zh/tc, ru/pt/vn variants, English otherwise', () => {
    expect(Object.fromEntries(LOCALES.map((l) => [l.code, l.banner]))).toEqual({
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
  })

  it('recognises codes and prefixes and nothing else', () => {
    expect(isLocaleCode('jp')).toBe(true)
    expect(isLocaleCode('ja')).toBe(false)
    expect(isLocaleCode(undefined)).toBe(false)
    expect(localeFromPrefix('tc')).toBe('tc')
    expect(localeFromPrefix('zh')).toBeUndefined()
    expect(localeFromPrefix('en')).toBeUndefined()
    expect(localeFromPrefix('')).toBeUndefined()
    expect(localeFromPrefix('constructor')).toBeUndefined()
  })
})
