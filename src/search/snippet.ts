import type { LocaleCode } from '../i18n/locales'
import { foldTerm, foldWithMap, isSegmented, type FoldedText } from './tokenizer'

/** A piece of shown text; `hit` pieces are matched words (rendered as `<mark>`, always as text). */
export interface TextPart {
  readonly text: string
  readonly hit?: true
}

/** Default snippet length, in characters. */
export const SNIPPET_LENGTH = 180

const WORD = /[\p{L}\p{N}\p{M}]/u

/**
 * Where `terms` (already folded words) occur in `text`, as [start, end) ranges of the original
 * text, sorted and merged. In spaced languages a match starts at a word start (a term matched by
 * prefix search is the whole word the index holds, so `proxies` marks the word, not `proxiesXYZ`'s
 * middle); in segmented languages any occurrence counts. `text` may come folded already.
 */
export function matchRanges(text: string | FoldedText, terms: readonly string[], locale: LocaleCode): [number, number][] {
  const { folded, origin } = typeof text === 'string' ? foldWithMap(text, locale) : text
  const segmented = isSegmented(locale)
  const ranges: [number, number][] = []
  for (const raw of new Set(terms)) {
    const term = foldTerm(raw, locale)
    if (!term) continue
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      if (!segmented && at > 0 && WORD.test(folded[at - 1]!)) continue
      let end = at + term.length
      // Extend to the end of the word in spaced languages (a prefix match marks its whole word).
      if (!segmented) while (end < folded.length && WORD.test(folded[end]!)) end++
      ranges.push([origin(at), origin(end)])
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: [number, number][] = []
  for (const r of ranges) {
    const last = merged[merged.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else merged.push([r[0], r[1]])
  }
  return merged
}

/** `text` cut into parts with the matched ranges marked. */
export function highlight(text: string, ranges: readonly [number, number][], from = 0, to = text.length): TextPart[] {
  const parts: TextPart[] = []
  let at = from
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue
    const start = Math.max(s, from)
    const end = Math.min(e, to)
    if (start > at) parts.push({ text: text.slice(at, start) })
    parts.push({ text: text.slice(start, end), hit: true })
    at = end
  }
  if (at < to) parts.push({ text: text.slice(at, to) })
  return parts
}

/** A whole short text (a title) with its matches marked. */
export function highlightAll(text: string | FoldedText, terms: readonly string[], locale: LocaleCode): TextPart[] {
  const plain = typeof text === 'string' ? text : text.text
  return highlight(plain, matchRanges(text, terms, locale))
}

/**
 * A passage of `text` around its first match, about `length` characters, cut at spaces where the
 * language has them, with `…` where text was left out and the matches marked. Without a match, the
 * text's beginning. `ranges` may be given when the caller already has them.
 */
export function snippet(
  text: string,
  terms: readonly string[],
  locale: LocaleCode,
  length = SNIPPET_LENGTH,
  ranges = matchRanges(text, terms, locale),
): TextPart[] {
  if (text.length <= length) return highlight(text, ranges)
  const first = ranges[0]?.[0] ?? 0
  let from = Math.max(0, first - Math.floor(length / 4))
  let to = Math.min(text.length, from + length)
  from = Math.max(0, Math.min(from, to - length))
  if (!isSegmented(locale)) {
    // Whole words: start after a space, end before one (when one is near).
    if (from > 0) {
      const space = text.indexOf(' ', from)
      if (space !== -1 && space < first && space - from < 30) from = space + 1
    }
    if (to < text.length) {
      const space = text.lastIndexOf(' ', to)
      if (space > from && to - space < 30) to = space
    }
  }
  // Never cut a surrogate pair.
  if (from > 0 && /[\udc00-\udfff]/.test(text[from]!)) from--
  if (to < text.length && /[\udc00-\udfff]/.test(text[to]!)) to++
  const parts = highlight(text, ranges, from, to)
  return [...(from > 0 ? [{ text: '… ' }] : []), ...parts, ...(to < text.length ? [{ text: ' …' }] : [])]
}
