import { describe, expect, it } from 'vitest'
import { switchTargetOf, type PageMeta } from '../../app/lib/page-meta'

const meta = (switchTo: PageMeta['switchTo'], key = '/blog?page=2'): PageMeta => ({ kind: 'blogIndex', key, alternates: ['en', 'ru'], switchTo, dates: {} })

describe('switchTargetOf (the language switcher, SPEC 2.5)', () => {
  it('sends a language to its entry, and every language without one to the same page', () => {
    const page = meta({ zh: '/guide', jp: '/blog' })
    expect(switchTargetOf(page, 'zh')).toBe('/guide')
    expect(switchTargetOf(page, 'jp')).toBe('/blog')
    expect(switchTargetOf(page, 'ru')).toBe('/blog?page=2')
    expect(switchTargetOf(page, 'en')).toBe('/blog?page=2')
  })

  it('sends every language home from a page without meta (a 404)', () => {
    expect(switchTargetOf(undefined, 'ru')).toBe('/')
    expect(switchTargetOf(undefined, 'zh')).toBe('/')
  })
})
