import type { Entry } from '../content/parse'
import type { ContentSource } from '../content/source'
import type { ContentSummary } from '../content/summary'
import type { LocaleCode } from '../i18n/locales'
import { entryRef, pageExists } from '../routing/existing-pages'
import { PAGE_COLLECTIONS, type PageKind } from '../routing/registry'
import { isSearchSection, type SearchSection } from './sections'
import { fieldOf } from '../lang/field-of'

/** One searchable page (or FAQ answer) of a locale, in plain text. */
export interface SearchDocument {
  /** Unique within the locale: `collection/slug`, `faq/id`. */
  readonly id: string
  readonly section: SearchSection
  readonly title: string
  /** The h2/h3 headings, one per line. */
  readonly headings: string
  readonly description: string
  readonly body: string
  /** The page the result links to, and the fragment to land on (a FAQ answer). */
  readonly kind: PageKind
  readonly params: Readonly<Record<string, string>>
  readonly hash?: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text of rendered HTML: tags dropped (block ends become spaces), entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** Frontmatter text a landing page shows besides its body (pitch, benefits, comparison rows, partner offer). */
function extraText(entry: Entry): string {
  // Collections differ in these fields; each is read where present and kept only as text.
  const texts = (value: unknown, keys: readonly string[]) => keys.map((key) => fieldOf(value, key)).filter((v): v is string => typeof v === 'string')
  const list = (key: string): readonly unknown[] => {
    const value = fieldOf(entry.data, key)
    return Array.isArray(value) ? value : []
  }
  const parts = texts(entry.data, ['pitch', 'summary', 'competitor', 'name', 'offer'])
  for (const b of list('benefits')) parts.push(...texts(b, ['title', 'text']))
  for (const c of list('comparison')) parts.push(...texts(c, ['feature', 'profiledeck', 'competitor']))
  return parts.join(' ')
}

/** The search document of a content entry, or undefined when the entry has no page (features). */
export function entryDocument(entry: Entry): SearchDocument | undefined {
  const ref = entryRef(entry.collection, entry.slug)
  const section = entry.collection
  if (!ref || !isSearchSection(section)) return undefined
  const body = [extraText(entry), htmlToText(entry.html)].filter(Boolean).join(' ')
  return {
    id: `${entry.collection}/${entry.slug}`,
    section,
    title: entry.data.title,
    headings: entry.headings.map((h) => h.text).join('\n'),
    description: entry.data.description,
    body,
    kind: ref.kind,
    params: ref.params,
  }
}

/**
 * Every searchable page a locale shows, read through the visible-content layer (`source` is the
 * visible content) and kept only where the registry says the page exists, plus each FAQ question
 * with its answer (linked to its place on the FAQ page).
 */
export async function searchDocuments(locale: LocaleCode, source: ContentSource, summary: ContentSummary): Promise<SearchDocument[]> {
  const lists = await Promise.all(PAGE_COLLECTIONS.map((c) => source.list(c, locale)))
  const docs: SearchDocument[] = []
  for (const entry of lists.flat()) {
    const doc = entryDocument(entry)
    if (doc && pageExists({ kind: doc.kind, params: doc.params }, locale, summary)) docs.push(doc)
  }
  if (summary.faq.includes(locale)) {
    for (const e of (await source.faq(locale))?.entries ?? []) {
      docs.push({ id: `faq/${e.id}`, section: 'faq', title: e.question, headings: '', description: '', body: e.answer, kind: 'faq', params: {}, hash: e.id })
    }
  }
  return docs
}
