import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../i18n/locales'
import { alternativesFor, solutionsFor, swapUseCase, useCasesFor, SOLUTION_IDS, ALTERNATIVE_IDS, FEATURE_IDS } from './availability'

describe('SPEC 2.5 availability', () => {
  it('has the SPEC ids', () => {
    expect(SOLUTION_IDS).toEqual([
      'affiliate-marketing',
      'e-commerce',
      'digital-agency',
      'social-marketing',
      'web-scraping',
      'traffic-arbitrage',
      'ticketing',
      'crypto',
      'betting',
    ])
    expect(ALTERNATIVE_IDS).toEqual(['gologin', 'incogniton', 'dolphin-anty', 'multilogin', 'octo-browser', 'undetectable', 'ziniao'])
    expect(FEATURE_IDS).toEqual(['multi-account-management', 'synchronizer', 'rpa', 'local-api', 'multi-profiles-management', 'teamwork'])
  })

  it.each(LOCALE_CODES)('solutions in %s', (l) => {
    const ids = solutionsFor(l)
    expect(ids.includes('crypto')).toBe(!['zh', 'tc'].includes(l))
    expect(ids.includes('betting')).toBe(!['zh', 'tc', 'vn'].includes(l))
    expect(ids.length).toBe(9 - (['zh', 'tc'].includes(l) ? 2 : l === 'vn' ? 1 : 0))
  })

  it.each(LOCALE_CODES)('alternatives in %s', (l) => {
    const ids = alternativesFor(l)
    const chinese = l === 'zh' || l === 'tc'
    expect(ids.includes('octo-browser')).toBe(!chinese)
    expect(ids.includes('undetectable')).toBe(!chinese)
    expect(ids.includes('ziniao')).toBe(chinese)
    expect(ids).toEqual(expect.arrayContaining(['gologin', 'incogniton', 'dolphin-anty', 'multilogin']))
  })

  it.each(LOCALE_CODES)('use cases in %s', (l) => {
    expect(useCasesFor(l)).toEqual(
      l === 'zh' ? ['media-market', 'data-collection', 'price-comparison', 'self-examination'] : ['betting', 'crypto', 'agencies', 'ticketing', 'web-scraping'],
    )
  })

  it.each([
    ['betting', 'zh', 'media-market'],
    ['media-market', 'en', 'betting'],
    ['crypto', 'zh', 'data-collection'],
    ['agencies', 'zh', 'price-comparison'],
    ['self-examination', 'ru', 'ticketing'],
    ['web-scraping', 'zh', undefined],
    ['web-scraping', 'tc', 'web-scraping'],
    ['ticketing', 'jp', 'ticketing'],
  ] as const)('swaps %s for %s → %s', (id, to, expected) => {
    expect(swapUseCase(id, to)).toBe(expected)
  })
})
