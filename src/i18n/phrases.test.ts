import { describe, expect, it } from 'vitest'
import { hasPhraseBreaks, markHeadingsInHtml, markPhrases, MAX_MARKED_LENGTH, PHRASE_BREAK, withoutPhraseBreaks, withoutPhraseBreaksDeep } from './phrases'

const B = PHRASE_BREAK
/** A splitter that cuts at `/`, so the cases say where the phrases are. */
const slashes = (text: string) => markPhrases(text, (t) => t.split('/')).replaceAll('/', '')

describe('phrase marks', () => {
  it('marks the boundaries next to Japanese or Chinese characters, and only those', () => {
    expect(slashes('多数の/アカウントを/運用する')).toBe(`多数の${B}アカウントを${B}運用する`)
    // Next to a space there is a break already; between two Latin words there is a space.
    expect(slashes('ProfileDeck /を/ダウンロード')).toBe(`ProfileDeck を${B}ダウンロード`)
    expect(slashes('Local/API')).toBe('LocalAPI')
    expect(markPhrases('Download ProfileDeck', (t) => [t])).toBe('Download ProfileDeck')
  })

  it('leaves paragraphs alone: longer texts break anywhere, as these scripts do', () => {
    const long = '多数の/'.repeat(MAX_MARKED_LENGTH)
    expect(markPhrases(long, (t) => t.split('/'))).toBe(long)
  })

  it('marks the text of headings in HTML, never their tags, ids or the rest', () => {
    const html = '<h2 id="運用/する">運用/する <code>API/の</code></h2><p>段落/です</p>'
    expect(markHeadingsInHtml(html, (t) => t.replaceAll('/', B))).toBe(`<h2 id="運用/する">運用${B}する <code>API${B}の</code></h2><p>段落/です</p>`)
  })

  it('takes every mark out of what leaves the page', () => {
    expect(withoutPhraseBreaks(`多数の${B}アカウント`)).toBe('多数のアカウント')
    expect(withoutPhraseBreaksDeep({ name: `a${B}b`, list: [`c${B}d`, 1, null], nested: { x: `e${B}` } })).toEqual({
      name: 'ab',
      list: ['cd', 1, null],
      nested: { x: 'e' },
    })
  })

  it('applies to Japanese, Simplified and Traditional Chinese only', () => {
    expect(['jp', 'zh', 'tc', 'ko', 'en', 'ru'].filter(hasPhraseBreaks)).toEqual(['jp', 'zh', 'tc'])
  })
})
