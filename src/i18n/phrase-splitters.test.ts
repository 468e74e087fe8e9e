import { describe, expect, it } from 'vitest'
import { phraseMarker, splitAtScripts } from './phrase-splitters'
import { PHRASE_BREAK } from './phrases'

const shown = (text: string) => text.replaceAll(PHRASE_BREAK, '|')

describe('phrase splitters (BudouX)', () => {
  it('splits Japanese headings between phrases, never inside a word', () => {
    const jp = phraseMarker('jp')
    expect(shown(jp('多数のアカウントを運用するチームのために'))).toBe('多数の|アカウントを|運用する|チームの|ために')
    expect(shown(jp('1 台のパソコンで多数のアカウントを、紐付けなしで'))).toBe('1 台の|パソコンで|多数の|アカウントを、|紐付けなしで')
    // A long compound is split where its script changes, so it fits a phone's line.
    expect(shown(jp('マルチアカウント運用チームに必要なすべて'))).toBe('マルチアカウント|運用|チームに|必要な|すべて')
  })

  it('splits Chinese between words, in both scripts', () => {
    expect(shown(phraseMarker('zh')('一台电脑，多个账号，互不关联'))).toContain('电脑，|')
    expect(shown(phraseMarker('tc')('一台電腦，多個帳號'))).toContain('電腦，|')
  })

  it('leaves every other language as it is', () => {
    expect(phraseMarker('ko')('여러 계정을 운영하는 팀을 위해')).toBe('여러 계정을 운영하는 팀을 위해')
    expect(phraseMarker('en')('One computer')).toBe('One computer')
  })

  it('splits a long phrase before each run of kanji or katakana, keeping hiragana with the word before', () => {
    expect(splitAtScripts('マルチアカウント運用チームに')).toEqual(['マルチアカウント', '運用', 'チームに'])
    expect(splitAtScripts('ブラウザフィンガープリント徹底解説：')).toEqual(['ブラウザフィンガープリント', '徹底解説：'])
    expect(splitAtScripts('運用する')).toEqual(['運用する'])
  })
})
