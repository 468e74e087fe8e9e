import MarkdownIt from 'markdown-it'

/** Markdown rendered to HTML plus what article pages need around it. */
export interface RenderedMarkdown {
  readonly html: string
  readonly headings: readonly { readonly id: string; readonly text: string; readonly level: 2 | 3 }[]
  readonly words: number
}

// html: false escapes any raw HTML in content, so a content file can never inject markup.
const md = new MarkdownIt({ html: false, linkify: false, typographer: true })

/** A URL-fragment id for a heading; keeps letters of every script. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s+/g, '-') || 'section'
  )
}

/** Renders markdown, giving h2/h3 headings stable ids for the table of contents. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = md.parse(source, {})
  const headings: { id: string; text: string; level: 2 | 3 }[] = []
  const used = new Map<string, number>()
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) return
    const text = tokens[i + 1]?.content ?? ''
    const base = headingId(text)
    const n = used.get(base) ?? 0
    used.set(base, n + 1)
    const id = n ? `${base}-${n + 1}` : base
    token.attrSet('id', id)
    headings.push({ id, text, level: token.tag === 'h2' ? 2 : 3 })
  })
  const plain = source.replace(/```[\s\S]*?```/g, ' ').replace(/[#*_`>[\]()-]/g, ' ')
  // CJK and Thai text has no spaces between words: count its characters at ~2 per word.
  const cjk = (plain.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu) ?? []).length
  const spaced = plain.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu, ' ').split(/\s+/).filter(Boolean).length
  return { html: md.renderer.render(tokens, md.options, {}), headings, words: spaced + Math.ceil(cjk / 2) }
}
