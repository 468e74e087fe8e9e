import { describe, expect, it } from 'vitest'
import { foldTerm, foldWithMap, isSegmented, MAX_QUERY_LENGTH, normalizeQuery, tokenize, typoTolerance } from './tokenizer'

describe('normalizeQuery', () => {
  it('trims, collapses whitespace and drops control characters', () => {
    expect(normalizeQuery('  proxy \n\t setup\u0000 ')).toBe('proxy setup')
    expect(normalizeQuery('a\u200bb')).toBe('a b')
  })

  it('caps the length in whole characters and returns empty for anything but a string', () => {
    expect([...normalizeQuery('指'.repeat(500))].length).toBe(MAX_QUERY_LENGTH)
    expect([...normalizeQuery('😀'.repeat(200))].length).toBe(MAX_QUERY_LENGTH)
    expect(normalizeQuery(undefined)).toBe('')
    expect(normalizeQuery(['x'])).toBe('')
    expect(normalizeQuery(42)).toBe('')
  })
})

describe('tokenize (Intl.Segmenter)', () => {
  it('splits languages written without spaces into words', () => {
    expect(tokenize('浏览器指纹是什么', 'zh')).toContain('指纹')
    expect(tokenize('瀏覽器指紋是什麼', 'tc')).toContain('指紋')
    expect(tokenize('ลายนิ้วมือเบราว์เซอร์', 'th').length).toBeGreaterThan(1)
    // ICU cuts katakana loanwords into pieces; the query is cut the same way, so they still meet.
    expect(tokenize('プロキシの設定', 'jp').join('')).toBe('プロキシの設定')
    expect(tokenize('プロキシの設定', 'jp').length).toBeGreaterThan(1)
  })

  it('drops spaces and punctuation in spaced languages', () => {
    expect(tokenize('Proxies, fingerprints & teams!', 'en')).toEqual(['Proxies', 'fingerprints', 'teams'])
    expect(tokenize('Настройка прокси: шаг 1', 'ru')).toEqual(['Настройка', 'прокси', 'шаг', '1'])
    expect(tokenize('<script>alert(1)</script>', 'en')).toEqual(['script', 'alert', '1', 'script'])
  })
})

describe('folding', () => {
  it('ignores case everywhere and accents in Latin-script languages only', () => {
    expect(foldTerm('Café', 'fr')).toBe('cafe')
    expect(foldTerm('Tiếng', 'vn')).toBe('tieng')
    expect(foldTerm('İstanbul', 'tr')).toBe('istanbul')
    expect(foldTerm('Йогурт', 'ru')).toBe('йогурт')
    // Devanagari and Thai vowel signs are marks too: they must stay.
    expect(foldTerm('हिन्दी', 'hi')).toBe('हिन्दी')
    expect(foldTerm('ที่', 'th')).toBe('ที่')
    expect(foldTerm('Ｐｒｏｘｙ', 'jp')).toBe('proxy')
  })

  it('maps folded positions back to the original text', () => {
    const text = 'Ａ café İs'
    const { folded, origin } = foldWithMap(text, 'fr')
    const at = folded.indexOf('cafe')
    expect(text.slice(origin(at), origin(at + 4))).toBe('café')
    const { folded: f2, origin: o2 } = foldWithMap(text, 'tr')
    const is = f2.indexOf('is')
    expect(text.slice(o2(is), o2(is + 2))).toBe('İs')
    expect(foldWithMap('plain text', 'en').folded).toBe('plain text')
  })
})

describe('typoTolerance', () => {
  it('allows typos in words of 4+ letters in spaced languages only', () => {
    expect(typoTolerance('api', 'en')).toBe(0)
    expect(typoTolerance('team', 'en')).toBe(1)
    expect(typoTolerance('fingerprint', 'en')).toBe(2)
    expect(typoTolerance('прокси', 'ru')).toBe(1)
    expect(typoTolerance('ลายนิ้วมือ', 'th')).toBe(0)
    expect(isSegmented('zh') && isSegmented('tc') && isSegmented('jp') && isSegmented('th')).toBe(true)
    expect(isSegmented('ko')).toBe(false)
  })
})

describe('foldWithMap on texts that change length', () => {
  it('maps every folded position back, across expansions', () => {
    const text = 'Wait… İstanbul ﬁle café end'
    for (const locale of ['tr', 'fr', 'en'] as const) {
      const { folded, origin } = foldWithMap(text, locale)
      for (const word of ['istanbul', 'file', 'end']) {
        const at = folded.indexOf(word)
        expect(at, `${locale} ${word}`).toBeGreaterThan(-1)
        expect(
          text
            .slice(origin(at), origin(at + word.length))
            .toLowerCase()
            .normalize('NFKC')
            .replace('i̇', 'i'),
          `${locale} ${word}`,
        ).toBe(word)
      }
      expect(origin(folded.length)).toBe(text.length)
    }
  })
})
