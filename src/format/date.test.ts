import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../i18n/locales'
import { datesIn, formatDate } from './date'

describe('formatDate', () => {
  it.each([
    ['en', 'October 2, 2026'],
    ['ru', '2 октября 2026 г.'],
    ['jp', '2026年10月2日'],
  ] as const)('%s writes 2026-10-02 as %s', (locale, expected) => {
    expect(formatDate('2026-10-02', locale)).toBe(expected)
  })

  it('formats a content date in the language of the locale, the same on every call', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('January 5, 2026')
    expect(formatDate('2026-01-05', 'ru')).toBe('5 января 2026 г.')
    expect(formatDate('2026-01-05', 'en')).toBe('January 5, 2026')
    expect(formatDate('2026-01-06', 'en')).toBe('January 6, 2026')
  })

  it('keeps giving right results past the bound of remembered dates', () => {
    const start = Date.UTC(2000, 0, 1)
    for (let day = 0; day < 6000; day++) formatDate(new Date(start + day * 86_400_000).toISOString().slice(0, 10), 'en')
    expect(formatDate('2000-01-01', 'en')).toBe('January 1, 2000')
    expect(formatDate('2026-01-05', 'ru')).toBe('5 января 2026 г.')
  })

  it('is the same day in every locale and time zone (UTC midnight)', () => {
    for (const locale of LOCALE_CODES) expect(formatDate('2026-01-01', locale)).toMatch(/1|一|๑|٠|१/)
  })
})

describe('datesIn', () => {
  it('finds the dates at any depth of page data, each formatted once for the locale', () => {
    const data = {
      posts: [
        { slug: 'a', data: { title: 'A', date: '2026-10-02' } },
        { slug: 'b', data: { title: 'B', date: '2026-09-30' } },
      ],
      downloads: { version: '3.2.1', date: '2026-10-02' },
      html: '<p>2026-10-02 in a sentence is not a date field</p>',
      count: 3,
      none: null,
    }
    expect(datesIn(data, 'en')).toEqual({ '2026-10-02': 'October 2, 2026', '2026-09-30': 'September 30, 2026' })
    expect(datesIn(data, 'ru')['2026-09-30']).toBe('30 сентября 2026 г.')
  })

  it('skips what only looks like a date, and data without dates', () => {
    expect(datesIn({ a: '2026-13-45', b: '20261002', c: ['v2026-10-02'] }, 'en')).toEqual({})
    expect(datesIn(undefined, 'en')).toEqual({})
  })
})
