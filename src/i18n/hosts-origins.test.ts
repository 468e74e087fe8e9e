import { describe, expect, it } from 'vitest'
import { missingLocaleOrigins, missingLocaleOriginsWarning, parseLocaleOrigins } from './hosts'

const main = 'https://www.example.com'

describe('missing locale domains (SPEC 8)', () => {
  it('is quiet when every locale with a domain of its own has an origin', () => {
    const origins = { main, byLocale: parseLocaleOrigins('zh=https://www.example.cn') }
    expect(missingLocaleOrigins(origins)).toEqual([])
    expect(missingLocaleOriginsWarning(origins)).toBeUndefined()
  })

  it('names the locale whose host is missing', () => {
    const origins = { main, byLocale: parseLocaleOrigins('ru=https://ru.example.com') }
    expect(missingLocaleOrigins(origins)).toEqual(['zh'])
    expect(missingLocaleOriginsWarning(origins)).toMatch(
      /^Missing locale domain: LOCALE_ORIGINS has no origin for zh \(e\.g\. https:\/\/www\.profiledeck\.cn\)/,
    )
  })

  it('does not expect hosts for main-domain locales', () => {
    expect(missingLocaleOrigins({ main, byLocale: { zh: 'https://x.cn' } })).not.toContain('ru')
  })
})
