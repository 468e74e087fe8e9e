import { describe, expect, it } from 'vitest'
import { localizePath, splitLocalePath } from './paths'
import { hostLocaleFor, hrefOn, parseLocaleOrigins, type SiteOrigins } from './hosts'

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', { locale: 'en', prefixed: false, rest: '/' }],
    ['/pricing', 'en', { locale: 'en', prefixed: false, rest: '/pricing' }],
    ['/pricing', 'zh', { locale: 'zh', prefixed: false, rest: '/pricing' }],
    ['/ru', 'en', { locale: 'ru', prefixed: true, rest: '/' }],
    ['/ru/blog/x', 'en', { locale: 'ru', prefixed: true, rest: '/blog/x' }],
    ['/jp/', 'en', { locale: 'jp', prefixed: true, rest: '/' }],
    ['/xx/pricing', 'en', { locale: 'en', prefixed: false, rest: '/xx/pricing' }],
    ['/zh/pricing', 'en', { locale: 'en', prefixed: false, rest: '/zh/pricing' }],
    ['/russia', 'en', { locale: 'en', prefixed: false, rest: '/russia' }],
  ] as const)('%s on a %s host', (path, host, expected) => {
    expect(splitLocalePath(path, host)).toEqual(expected)
  })
})

describe('localizePath', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/blog', '/blog'],
    ['zh', '/blog', '/blog'],
    ['ru', '/', '/ru'],
    ['ru', '/blog/x', '/ru/blog/x'],
    ['tc', 'pricing', '/tc/pricing'],
  ] as const)('%s %s → %s', (locale, rest, expected) => {
    expect(localizePath(locale, rest)).toBe(expected)
  })
})

describe('hosts', () => {
  const origins: SiteOrigins = { main: 'http://localhost:3000', byLocale: parseLocaleOrigins('zh=http://zh.localhost:3000') }

  it('parses LOCALE_ORIGINS and rejects bad entries with a clear message', () => {
    expect(parseLocaleOrigins(' zh=https://www.profiledeck.cn/ , ru=https://ru.example.com')).toEqual({
      zh: 'https://www.profiledeck.cn',
      ru: 'https://ru.example.com',
    })
    expect(parseLocaleOrigins('')).toEqual({})
    expect(() => parseLocaleOrigins('xx=http://a.b')).toThrow('LOCALE_ORIGINS: "xx=http://a.b" must be <locale>=<origin>')
    expect(() => parseLocaleOrigins('zh=ftp://a.b')).toThrow('is not an http(s) origin')
    expect(() => parseLocaleOrigins('zh')).toThrow('must be <locale>=<origin>')
  })

  it.each([
    ['localhost:3000', 'en'],
    ['zh.localhost:3000', 'zh'],
    ['ZH.LOCALHOST:40123', 'zh'],
    ['zh.localhost', 'zh'],
    ['evil.example', 'en'],
    ['', 'en'],
    ['[::1]:3000', 'en'],
  ] as const)('host %s serves %s unprefixed', (host, expected) => {
    expect(hostLocaleFor(host, origins)).toBe(expected)
  })

  it('links across hosts absolutely and within a host relatively', () => {
    expect(hrefOn('ru', '/ru/pricing', 'en', origins)).toBe('/ru/pricing')
    expect(hrefOn('zh', '/pricing', 'en', origins)).toBe('http://zh.localhost:3000/pricing')
    expect(hrefOn('en', '/pricing', 'zh', origins)).toBe('http://localhost:3000/pricing')
    expect(hrefOn('ru', '/ru', 'zh', origins)).toBe('http://localhost:3000/ru')
    expect(hrefOn('zh', '/', 'zh', origins)).toBe('/')
  })
})
