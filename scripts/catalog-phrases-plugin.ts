import type { Plugin } from 'vite'
import { hasPhraseBreaks, markPhrases, type PhraseSplitter } from '#src/i18n/phrases'
import { phraseSplitter } from '#src/i18n/phrase-splitters'

/** A catalog module of a language whose headings get phrase marks, as Vite names it. */
const CATALOG = /\/locales\/([a-z]+)\/messages\.po(?:\?.*)?$/
/** Lingui's compiled catalog: `export const messages=JSON.parse("…")`, one JSON string literal. */
const COMPILED = /^([\s\S]*?export\s+const\s+messages\s*=\s*)JSON\.parse\(("(?:[^"\\]|\\.)*")\)\s*;?\s*$/

/**
 * A compiled message, as Lingui compiles one: a list of tokens, each a piece of text or an argument
 * (`[name]`, or `[name, format, branches]` for a plural or select, each branch a message again).
 */
type Message = readonly Token[]
type Token = string | readonly [string, string?, { readonly [branch: string]: Message }?]

/** Text between Lingui's component tags (`<0>`, `</0>`, `<0/>`) is marked; the tags are not. */
function markText(text: string, split: PhraseSplitter): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, i) => (i % 2 ? part : markPhrases(part, split)))
    .join('')
}

/** The marks of a compiled message: each piece of text, and the text of every branch. */
export function markMessage(message: Message, split: PhraseSplitter): Message {
  return message.map((token): Token => {
    if (typeof token === 'string') return markText(token, split)
    const [name, format, branches] = token
    if (!branches) return token
    return [name, format, Object.fromEntries(Object.entries(branches).map(([k, v]) => [k, markMessage(v, split)]))]
  })
}

/**
 * Phrase marks in the compiled Japanese and Chinese catalogs (ADR 049), after Lingui's plugin has
 * compiled them: the server and the browser render the same marked text, so hydration agrees, and
 * BudouX never reaches the browser. A build fails loudly when Lingui's output changes shape.
 */
export function catalogPhrases(): Plugin {
  return {
    name: 'profiledeck:catalog-phrases',
    enforce: 'post',
    transform(code, id) {
      const locale = CATALOG.exec(id)?.[1]
      if (!locale || !hasPhraseBreaks(locale)) return undefined
      const m = COMPILED.exec(code)
      if (!m) this.error(`${id}: not the compiled catalog this plugin knows (export const messages=JSON.parse("…")); see scripts/catalog-phrases-plugin.ts`)
      const messages = JSON.parse(JSON.parse(m[2]!) as string) as Record<string, Message>
      const split = phraseSplitter(locale)
      const marked = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, markMessage(message, split)]))
      return { code: `${m[1]}JSON.parse(${JSON.stringify(JSON.stringify(marked))});`, map: null }
    },
  }
}
