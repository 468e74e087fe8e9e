import { jaModel, Parser, zhHansModel, zhHantModel } from 'budoux'
import type { LocaleCode } from './locales'
import { hasPhraseBreaks, markPhrases, PHRASE_MODELS, type PhraseLocale, type PhraseSplitter } from './phrases'

/**
 * BudouX's splitter for each marked language (ADR 049). Its models are 20–75 KB of JavaScript each:
 * imported by the server and the build only, never by a module the browser loads (a test of the
 * browser build checks it).
 */
const MODELS = { ja: jaModel, 'zh-hans': zhHansModel, 'zh-hant': zhHantModel } as const

/**
 * A phrase longer than this many characters is split again where its script changes into kanji or
 * katakana: BudouX keeps compounds such as マルチアカウント運用チームに whole, and one of them can be
 * wider than a phone's line, where it would otherwise break anywhere. Hiragana stays with the word
 * before it (particles, verb endings). ICU's word segmenter was tried for this and split katakana
 * loanwords inside themselves (ブラ/ウ/ザ).
 */
export const LONG_PHRASE = 7

const SCRIPTS = [/\p{Script=Han}/u, /\p{Script=Katakana}|ー/u] as const

/** The script class of a character: 0 Han, 1 Katakana, -1 anything else. */
const scriptOf = (ch: string) => SCRIPTS.findIndex((re) => re.test(ch))

/** `phrase` split before each run of kanji or katakana that follows other characters. */
export function splitAtScripts(phrase: string): string[] {
  const out: string[] = []
  let start = 0
  for (let i = 1; i < phrase.length; i++) {
    const script = scriptOf(phrase[i]!)
    if (script >= 0 && script !== scriptOf(phrase[i - 1]!) && !/\s/.test(phrase[i - 1]!)) {
      out.push(phrase.slice(start, i))
      start = i
    }
  }
  out.push(phrase.slice(start))
  return out
}

const splitters = new Map<PhraseLocale, PhraseSplitter>()

/** The phrase splitter of `locale`'s language (BudouX, then script changes inside long phrases), made on first use. */
export function phraseSplitter(locale: PhraseLocale): PhraseSplitter {
  let split = splitters.get(locale)
  if (!split) {
    const parser = new Parser(MODELS[PHRASE_MODELS[locale]])
    split = (text) => parser.parse(text).flatMap((phrase) => (phrase.length > LONG_PHRASE ? splitAtScripts(phrase) : [phrase]))
    splitters.set(locale, split)
  }
  return split
}

/** What marks the shown text of `locale` (identity for a language without marks). */
export function phraseMarker(locale: LocaleCode): (text: string) => string {
  if (!hasPhraseBreaks(locale)) return (text) => text
  const split = phraseSplitter(locale)
  return (text) => markPhrases(text, split)
}
