import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../i18n/locales'
import { counted, pluralCategory } from './plural'

describe('pluralCategory', () => {
  it("is CLDR's category in the locale's language", () => {
    expect([1, 2, 5].map((n) => pluralCategory(n, 'en'))).toEqual(['one', 'other', 'other'])
    expect([1, 2, 5, 21].map((n) => pluralCategory(n, 'ru'))).toEqual(['one', 'few', 'many', 'one'])
    expect([1, 2, 5].map((n) => pluralCategory(n, 'uk'))).toEqual(['one', 'few', 'many'])
    expect([1, 5].map((n) => pluralCategory(n, 'jp'))).toEqual(['other', 'other'])
  })

  it('returns a form for every locale', () => {
    for (const locale of LOCALE_CODES) expect(pluralCategory(3, locale)).toMatch(/^(zero|one|two|few|many|other)$/)
  })
})

describe('counted', () => {
  it("writes the count out in SPEC 5's format, with its category", () => {
    expect(counted(1, 'ru')).toEqual({ count: '1', category: 'one' })
    expect(counted(1200, 'ru')).toEqual({ count: '1,200', category: 'many' })
    expect(counted(1200, 'en')).toEqual({ count: '1,200', category: 'other' })
  })
})
