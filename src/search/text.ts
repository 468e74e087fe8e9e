import type { LocaleCode } from '../i18n/locales'
import { getLocale } from '../i18n/locales'

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
  // eslint-disable-next-line no-control-regex
  const clean = raw.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, ' ').replace(/\s+/g, ' ').trim()
  const chars = [...clean]
  return chars.length > MAX_QUERY_LENGTH ? chars.slice(0, MAX_QUERY_LENGTH).join('').trim() : clean
}

const segmenters = new Map<LocaleCode, Intl.Segmenter>()
function segmenterOf(locale: LocaleCode): Intl.Segmenter {
  let s = segmenters.get(locale)
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(getLocale(locale).language, { granularity: 'word' })))
  return s
}

/** The words of `text` in `locale` (Intl.Segmenter word segments; punctuation and spaces dropped). */
export function tokenize(text: string, locale: LocaleCode): string[] {
  const out: string[] = []
  for (const s of segmenterOf(locale).segment(text)) if (s.isWordLike) out.push(s.segment)
  return out
}

/** One character folded: compatibility forms unified (full-width Ｐ → p), lower case, accents off in Latin-script locales. */
function foldChar(ch: string, accents: boolean): string {
  const compat = ch.normalize('NFKC')
  // Accents come off after decomposition; only Latin letters: Devanagari and Thai vowel signs are marks too.
  const bare = accents && /\p{Script=Latin}/u.test(compat) ? compat.normalize('NFD').replace(/\p{M}/gu, '') : compat
  return bare.toLowerCase()
}

/** Characters that may fold to something else in a Latin-script locale (accented Latin letters). */
const LATIN_ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]/

/**
 * `text` folded for comparison, with `origin(i)`: the index in `text` of the character folded
 * character `i` came from (`origin(folded.length)` is `text.length`), so a match in the folded text
 * maps back to the original for highlighting.
 */
export function foldWithMap(text: string, locale: LocaleCode): { folded: string; origin: (i: number) => number } {
  const accents = ACCENT_FOLDED.includes(locale)
  // Fast path: most text folds character for character to the same length (lower case only).
  const lower = text.toLowerCase()
  if (lower.length === text.length && !(accents && LATIN_ACCENTED.test(text)) && text.normalize('NFKC') === text) {
    return { folded: lower, origin: (i) => i }
  }
  let folded = ''
  const map: number[] = []
  let i = 0
  for (const ch of text) {
    const f = foldChar(ch, accents)
    for (let k = 0; k < f.length; k++) map.push(i)
    folded += f
    i += ch.length
  }
  map.push(text.length)
  return { folded, origin: (k) => map[k]! }
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
