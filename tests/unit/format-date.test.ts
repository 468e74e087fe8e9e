import { describe, expect, it } from 'vitest'
import { formatDate } from '../../app/lib/locale'

describe('formatDate', () => {
  it('formats a content date in the language of the locale, the same on every call', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('January 5, 2026')
    expect(formatDate('2026-01-05', 'ru')).toBe('5 января 2026 г.')
    expect(formatDate('2026-01-05', 'en')).toBe('January 5, 2026')
    expect(formatDate('2026-01-06', 'en')).toBe('January 6, 2026')
  })

  it('keeps giving right answers past the bound of remembered dates', () => {
    const start = Date.UTC(2000, 0, 1)
    for (let day = 0; day < 6000; day++) {
      const iso = new Date(start + day * 86_400_000).toISOString().slice(0, 10)
      formatDate(iso, 'en')
    }
    expect(formatDate('2000-01-01', 'en')).toBe('January 1, 2000')
    expect(formatDate('2026-01-05', 'ru')).toBe('5 января 2026 г.')
  })
})
