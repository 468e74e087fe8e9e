import type { LocaleCode } from './locales'

/**
 * Phrase breaks for Japanese and Chinese headings and short UI text (ADR 049). These scripts have no
 * spaces between words, and only Chromium can find phrases itself (`word-break: auto-phrase`):
 * Firefox and Safari's engine break anywhere, splitting 運用 as 運/用. The text is marked where a
 * line may break, between phrases found by BudouX, with U+200B ZERO WIDTH SPACE; the stylesheet's
 * `word-break: keep-all` then lets headings break only there, in every engine. Marks are made on the
 * server and at build time (the BudouX models stay out of the browser) and taken out again of
 * everything that is not shown on the page (head tags, structured data, feeds).
 */

/** The mark: an invisible break opportunity. */
export const PHRASE_BREAK = '\u200B'

/** Splits a text into phrases (BudouX's `Parser.parse`); `phrase-splitters.ts` has the real ones. */
export type PhraseSplitter = (text: string) => string[]

/** The BudouX model of each language that gets marks: Japanese, Simplified and Traditional Chinese. */
export const PHRASE_MODELS = { jp: 'ja', zh: 'zh-hans', tc: 'zh-hant' } as const satisfies Partial<Record<LocaleCode, string>>

/** A language whose headings get phrase marks. */
export type PhraseLocale = keyof typeof PHRASE_MODELS

/** Whether `locale`'s text gets phrase marks. */
export function hasPhraseBreaks(locale: string): locale is PhraseLocale {
  return Object.hasOwn(PHRASE_MODELS, locale)
}

/**
 * Texts longer than this are paragraphs, which may break between any two characters as usual in
 * these scripts; marks are for headings, leads (a description, at most about 160 characters),
 * buttons and labels.
 */
export const MAX_MARKED_LENGTH = 200

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const SPACE = /\s/u

/**
 * `text` with a mark between each two phrases, where a Japanese or Chinese character is on either
 * side (never inside a Latin word or number, never next to a space, which breaks already). Text
 * without those scripts, or longer than `MAX_MARKED_LENGTH`, comes back as it is.
 */
export function markPhrases(text: string, split: PhraseSplitter): string {
  if (text.length > MAX_MARKED_LENGTH || !CJK.test(text)) return text
  const phrases = split(text)
  let out = phrases[0] ?? ''
  for (const phrase of phrases.slice(1)) {
    const before = out.at(-1) ?? ''
    const after = phrase[0] ?? ''
    const breakable = (CJK.test(before) || CJK.test(after)) && !SPACE.test(before) && !SPACE.test(after) && before !== PHRASE_BREAK
    out += (breakable ? PHRASE_BREAK : '') + phrase
  }
  return out
}

/** `text` without phrase marks: for what leaves the page (titles, descriptions, feeds, structured data). */
export function withoutPhraseBreaks(text: string): string {
  return text.includes(PHRASE_BREAK) ? text.replaceAll(PHRASE_BREAK, '') : text
}

/** `value` with the marks taken out of every string in it (objects and arrays are copied, not changed). */
export function withoutPhraseBreaksDeep<T>(value: T): T {
  if (typeof value === 'string') return withoutPhraseBreaks(value) as T
  if (Array.isArray(value)) return value.map((v: unknown) => withoutPhraseBreaksDeep(v)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPhraseBreaksDeep(v)])) as T
  return value
}

/**
 * Rendered HTML with the text of its headings (h1–h6) marked; the tags, their attributes (ids that
 * links point at) and the rest of the HTML are left as they are.
 */
export function markHeadingsInHtml(html: string, mark: (text: string) => string): string {
  return html.replace(/<(h[1-6])(\b[^>]*)>([\s\S]*?)<\/\1>/g, (_all, tag: string, attrs: string, inner: string) => {
    const marked = inner
      .split(/(<[^>]*>)/)
      .map((part, i) => (i % 2 ? part : mark(part)))
      .join('')
    return `<${tag}${attrs}>${marked}</${tag}>`
  })
}
