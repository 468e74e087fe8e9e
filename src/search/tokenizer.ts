import type { LocaleCode } from '../i18n/locales'
import { getLocale } from '../i18n/locales'
import { getOrMake } from '../lang/get-or-make'

/**
 * Text rules of site search: query normalisation, the tokenizer (Intl.Segmenter word boundaries, so
 * Chinese, Japanese and Thai, written without spaces, split into words) and the folding that makes
 * case and, in Latin-script languages, accents irrelevant. Index, query and snippets all use these,
 * so a word is cut and folded the same way wherever it is compared.
 */

/** Longest query searched, in characters: longer input is cut (SPEC-free bound against abuse). */
export const MAX_QUERY_LENGTH = 100

/** Most words of a query that are searched; the rest are ignored (bounds the cost of one query). */
export const MAX_QUERY_TERMS = 12

/** Locales written without spaces between words: segmentation only, no typo tolerance. */
export const SEGMENTED_LOCALES: readonly LocaleCode[] = ['zh', 'tc', 'jp', 'th']

/** Latin-script locales, whose accents are folded away (`café` finds `cafe` and back). */
const ACCENT_FOLDED: readonly LocaleCode[] = ['en', 'es', 'pt', 'fr', 'tr', 'vn']

/** True when words of the locale are not separated by spaces (zh, tc, jp, th). */
export function isSegmented(locale: LocaleCode): boolean {
  return SEGMENTED_LOCALES.includes(locale)
}

/**
 * The query as it is searched: control characters dropped, whitespace collapsed, trimmed, and cut
 * to `MAX_QUERY_LENGTH` characters (whole code points). Anything that is not a string is empty.
 */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  const clean = raw
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = [...clean]
  return chars.length > MAX_QUERY_LENGTH ? chars.slice(0, MAX_QUERY_LENGTH).join('').trim() : clean
}

const segmenters = new Map<LocaleCode, Intl.Segmenter>()
function segmenterOf(locale: LocaleCode): Intl.Segmenter {
  return getOrMake(segmenters, locale, () => new Intl.Segmenter(getLocale(locale).language, { granularity: 'word' }))
}

/** The words of `text` in `locale` (Intl.Segmenter word segments; punctuation and spaces dropped). */
export function tokenize(text: string, locale: LocaleCode): string[] {
  const out: string[] = []
  for (const s of segmenterOf(locale).segment(text)) if (s.isWordLike) out.push(s.segment)
  return out
}

/** One character folded: compatibility forms unified (full-width Ｐ → p), lower case, accents off in Latin-script locales. */
function foldCharUncached(ch: string, accents: boolean): string {
  const compat = ch.normalize('NFKC')
  // Accents come off after decomposition; only Latin letters: Devanagari and Thai vowel signs are marks too.
  const bare = accents && /\p{Script=Latin}/u.test(compat) ? compat.normalize('NFD').replace(/\p{M}/gu, '') : compat
  return bare.toLowerCase()
}

// Texts use few distinct characters: each is folded once (per accent rule), then looked up.
const folds = [new Map<string, string>(), new Map<string, string>()]
function foldChar(ch: string, accents: boolean): string {
  const cache = folds[accents ? 1 : 0]!
  let f = cache.get(ch)
  if (f === undefined) {
    f = foldCharUncached(ch, accents)
    // Bounded: a flood of distinct characters (any query) cannot grow it without limit.
    if (cache.size < 50_000) cache.set(ch, f)
  }
  return f
}

/** Characters that may fold to something else in a Latin-script locale (accented Latin letters). */
const LATIN_ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]/

/** A text with its folded form, and where each folded character came from in the text. */
export interface FoldedText {
  readonly text: string
  readonly folded: string
  /** The index in `text` of folded character `i` (`origin(folded.length)` is `text.length`). */
  origin(i: number): number
}

/**
 * `text` folded for comparison, with `origin`, so a match in the folded text maps back to the
 * original for highlighting. The map is kept as linear runs (a new run only where a character folds
 * to a different length, `…` → `...`), so a long text costs a few numbers, not one per character;
 * indexes fold each document once and keep the result.
 */
export function foldWithMap(text: string, locale: LocaleCode): FoldedText {
  const accents = ACCENT_FOLDED.includes(locale)
  // Fast path: most text folds character for character to the same length (lower case only).
  const lower = text.toLowerCase()
  if (lower.length === text.length && !(accents && LATIN_ACCENTED.test(text)) && text.normalize('NFKC') === text) {
    return { text, folded: lower, origin: (i) => i }
  }
  const parts: string[] = []
  // Run k starts at folded index runFolded[k], where the original index is runOrigin[k]; inside a
  // run both advance together.
  const runFolded: number[] = [0]
  const runOrigin: number[] = [0]
  let f = 0
  let o = 0
  for (const ch of text) {
    const folded = foldChar(ch, accents)
    if (folded.length !== ch.length) {
      // Every unit of an expansion points at the character's start; the text after it starts a run.
      for (let k = 0; k < folded.length; k++) {
        runFolded.push(f + k)
        runOrigin.push(o)
      }
      runFolded.push(f + folded.length)
      runOrigin.push(o + ch.length)
    }
    parts.push(folded)
    f += folded.length
    o += ch.length
  }
  const origin = (i: number): number => {
    let lo = 0
    let hi = runFolded.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (runFolded[mid]! <= i) lo = mid
      else hi = mid - 1
    }
    // Several runs may start at one folded index (an expansion's units): the last one wins.
    return runOrigin[lo]! + (i - runFolded[lo]!)
  }
  return { text, folded: parts.join(''), origin }
}

/** A term folded as the index stores it (see `foldWithMap`). */
export function foldTerm(term: string, locale: LocaleCode): string {
  const accents = ACCENT_FOLDED.includes(locale)
  let out = ''
  for (const ch of term) out += foldChar(ch, accents)
  return out
}

/**
 * The edit distance a query word may be off by: none in segmented languages and for words under 4
 * letters (too many short words are one edit apart), 1 for 4–6 letters, 2 from 7 (edits are
 * Levenshtein's, so two swapped letters cost two).
 */
export function typoTolerance(term: string, locale: LocaleCode): number {
  if (isSegmented(locale)) return 0
  const length = [...term].length
  return length >= 7 ? 2 : length >= 4 ? 1 : 0
}
