import { describe, expect, it } from 'vitest'
import { hostLocaleFor, localeHref, localePathOn, type SiteOrigins } from './hosts'
import { splitLocalePath } from './paths'

// SPEC 2.4 last line: zh hosts serve zh, ru hosts make ru the language of unprefixed paths.
const origins: SiteOrigins = {
  main: 'https://www.profiledeck.com',
  byLocale: { zh: 'https://www.profiledeck.cn', ru: 'https://ru.profiledeck.com' },
}

describe('locale hosts', () => {
  it('gives each configured host its locale for unprefixed paths', () => {
    expect(hostLocaleFor('www.profiledeck.cn', origins)).toBe('zh')
    expect(hostLocaleFor('ru.profiledeck.com:443', origins)).toBe('ru')
    expect(hostLocaleFor('www.profiledeck.com', origins)).toBe('en')
    expect(hostLocaleFor('unknown.example', origins)).toBe('en')
    expect(splitLocalePath('/pricing', hostLocaleFor('ru.profiledeck.com', origins))).toEqual({ locale: 'ru', prefixed: false, rest: '/pricing' })
  })
  it('reads hosts case-insensitively, and gives a host two locales share to the first in locale order', () => {
    expect(hostLocaleFor('WWW.ProfileDeck.CN:8080', origins)).toBe('zh')
    const shared: SiteOrigins = {
      main: 'https://www.profiledeck.com',
      byLocale: { tc: 'https://asia.profiledeck.com', zh: 'https://asia.profiledeck.com:8443' },
    }
    expect(hostLocaleFor('asia.profiledeck.com', shared)).toBe('zh')
    // Each configuration is its own: another one with the same host resolves by its own table.
    expect(hostLocaleFor('asia.profiledeck.com', { ...shared, byLocale: { tc: 'https://asia.profiledeck.com' } })).toBe('tc')
    expect(hostLocaleFor('', origins)).toBe('en')
  })
  it('links host-owned locales without prefix, others with it', () => {
    expect(localePathOn('ru', '/pricing', origins)).toBe('/pricing')
    expect(localePathOn('jp', '/pricing', origins)).toBe('/jp/pricing')
    expect(localeHref('ru', '/pricing', 'en', origins)).toBe('https://ru.profiledeck.com/pricing')
    expect(localeHref('zh', '/', 'ru', origins)).toBe('https://www.profiledeck.cn/')
    expect(localeHref('jp', '/', 'en', origins)).toBe('/jp')
    expect(localeHref('en', '/blog', 'zh', origins)).toBe('https://www.profiledeck.com/blog')
  })
})
