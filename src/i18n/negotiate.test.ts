import { describe, expect, it } from 'vitest'
import { localeCookie, localeForTag, localeFromCookieHeader, negotiateLocale, parseAcceptLanguage, resolvePreferredLocale } from './negotiate'

describe('parseAcceptLanguage', () => {
  it('orders by q, then by position, and drops q=0 and malformed ranges', () => {
    expect(parseAcceptLanguage('fr;q=0.5, ru-RU, en;q=0.9, de;q=0, x y, es;q=2, pt;q=abc')).toEqual([
      { tag: 'ru-ru', q: 1 },
      { tag: 'en', q: 0.9 },
      { tag: 'fr', q: 0.5 },
    ])
  })
  it('ignores empty and oversized headers', () => {
    expect(parseAcceptLanguage('')).toEqual([])
    expect(parseAcceptLanguage(null)).toEqual([])
    expect(parseAcceptLanguage('en,'.repeat(600))).toEqual([])
  })
})

describe('localeForTag (SPEC 4 browser language, with regional fallbacks)', () => {
  it.each([
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-SG', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-TW', 'tc'],
    ['zh-HK', 'tc'],
    ['zh-MO', 'tc'],
    ['zh-Hant', 'tc'],
    ['zh-Hant-HK', 'tc'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['vi', 'vn'],
    ['vi-VN', 'vn'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['uk', 'uk'],
    ['uk-UA', 'uk'],
    ['ru', 'ru'],
    ['es-MX', 'es'],
    ['tr', 'tr'],
    ['th-TH', 'th'],
    ['fr-CA', 'fr'],
    ['ko-KR', 'ko'],
    ['hi', 'hi'],
  ])('%s → %s', (tag, code) => {
    expect(localeForTag(tag)).toBe(code)
  })
  it.each(['de', 'it-IT', 'jp', 'vn', 'tc', 'xx'])('%s matches nothing', (tag) => {
    expect(localeForTag(tag)).toBeUndefined()
  })
})

describe('negotiateLocale', () => {
  it('takes the most preferred language the site has', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,pt-BR;q=0.8,en;q=0.7')).toBe('pt')
    expect(negotiateLocale('zh-HK,zh;q=0.9')).toBe('tc')
    expect(negotiateLocale('en;q=0.4, ja;q=0.8')).toBe('jp')
  })
  it('gives nothing for no header (crawlers) and en for *', () => {
    expect(negotiateLocale(undefined)).toBeUndefined()
    expect(negotiateLocale('de, *;q=0.1')).toBe('en')
  })
})

describe('cookie i18n_redirected (SPEC 4)', () => {
  it('is 365 days, path /, SameSite=Lax, Secure only when configured', () => {
    expect(localeCookie('ru', false)).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(localeCookie('ru', true)).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
  })
  it('reads only valid locale codes', () => {
    expect(localeFromCookieHeader('a=1; i18n_redirected=jp; b=2')).toBe('jp')
    expect(localeFromCookieHeader('i18n_redirected="ru"')).toBe('ru')
    expect(localeFromCookieHeader('i18n_redirected=de')).toBeUndefined()
    expect(localeFromCookieHeader('i18n_redirected=<script>')).toBeUndefined()
    expect(localeFromCookieHeader('')).toBeUndefined()
  })
})

describe('resolvePreferredLocale: cookie, then browser language, then en', () => {
  it.each([
    [{ cookie: 'i18n_redirected=ko', acceptLanguage: 'ru' }, 'ko'],
    [{ cookie: 'i18n_redirected=bogus', acceptLanguage: 'ru' }, 'ru'],
    [{ acceptLanguage: 'vi-VN,vi;q=0.9' }, 'vn'],
    [{ acceptLanguage: 'de' }, 'en'],
    [{}, 'en'],
  ])('%j → %s', (input, expected) => {
    expect(resolvePreferredLocale(input)).toBe(expected)
  })
})
