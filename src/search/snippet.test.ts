import { describe, expect, it } from 'vitest'
import { highlightAll, matchRanges, snippet } from './snippet'

describe('matchRanges and highlightAll', () => {
  it('marks whole words from their start in spaced languages', () => {
    expect(matchRanges('Proxies and proxy, reproxy', ['proxy'], 'en')).toEqual([[12, 17]])
    expect(highlightAll('Proxies and proxy', ['prox'], 'en')).toEqual([{ text: 'Proxies', hit: true }, { text: ' and ' }, { text: 'proxy', hit: true }])
  })

  it('marks accented words found by their folded form', () => {
    expect(highlightAll('Un café', ['cafe'], 'fr')).toEqual([{ text: 'Un ' }, { text: 'café', hit: true }])
  })

  it('marks any occurrence in segmented languages, merging neighbours', () => {
    expect(highlightAll('设置プロキシ', ['プロ', 'キシ'], 'jp')).toEqual([{ text: '设置' }, { text: 'プロキシ', hit: true }])
  })

  it('keeps markup-like text as text parts', () => {
    const parts = highlightAll('<b>script</b>', ['script'], 'en')
    expect(parts).toEqual([{ text: '<b>' }, { text: 'script', hit: true }, { text: '</b>' }])
  })
})

describe('snippet', () => {
  it('returns a short text whole', () => {
    expect(snippet('A short text', ['short'], 'en')).toEqual([{ text: 'A ' }, { text: 'short', hit: true }, { text: ' text' }])
  })

  it('cuts a long text around the first match, at spaces', () => {
    const text = `${'alpha '.repeat(100)}needle ${'omega '.repeat(100)}`
    const parts = snippet(text, ['needle'], 'en', 80)
    const joined = parts.map((p) => p.text).join('')
    expect(joined).toMatch(/^… alpha/)
    expect(joined).toMatch(/omega …$/)
    expect(joined.length).toBeLessThan(90)
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['needle'])
  })

  it('starts at the beginning when nothing matches', () => {
    const parts = snippet('x'.repeat(500), ['zzz'], 'en', 50)
    expect(parts[0]!.text.startsWith('xxx')).toBe(true)
  })
})
