import { describe, expect, it } from 'vitest'
import { buildEntry, type Entry } from '../content/parse'
import type { ContentSource } from '../content/source'
import type { ContentSummary } from '../content/summary'
import { entryDocument, htmlToText, searchDocuments } from './documents'

const entry = (collection: 'help' | 'feature' | 'page', slug: string, title: string, body: string): Entry => {
  const front =
    collection === 'help'
      ? { title, description: `${title} description`, date: '2026-10-01', category: 'proxies' }
      : collection === 'feature'
        ? { title, description: 'd', date: '2026-10-01', pitch: 'p', points: ['a', 'b', 'c'] }
        : { title, description: 'd', date: '2026-10-01' }
  return buildEntry(`test/${collection}/${slug}`, collection, 'en', slug, front, body)
}

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<h2 id="a">Title</h2><p>A &amp; B &lt;b&gt; &#8212; &#x41;</p>')).toBe('Title A & B <b> — A')
    expect(htmlToText('<script>x()</script><p>ok</p>')).toBe('ok')
  })
})

describe('entryDocument', () => {
  it('takes title, headings, description and body text, and links the entry page', () => {
    const doc = entryDocument(entry('help', 'import-proxies', 'Import proxies', '## Paste a list\n\nPaste **proxies** here.\n\n### Check them'))!
    expect(doc).toMatchObject({
      id: 'help/import-proxies',
      section: 'help',
      title: 'Import proxies',
      headings: 'Paste a list\nCheck them',
      description: 'Import proxies description',
      kind: 'help',
      params: { id: 'import-proxies' },
    })
    expect(doc.body).toContain('Paste proxies here.')
    expect(doc.body).not.toContain('<')
  })

  it('has none for entries without a page (features)', () => {
    expect(entryDocument(entry('feature', 'rpa', 'RPA', 'Body'))).toBeUndefined()
  })
})

describe('searchDocuments', () => {
  it('keeps the pages the registry says exist, and adds FAQ questions with answers', async () => {
    const help = entry('help', 'import-proxies', 'Import proxies', 'Body text')
    const about = entry('page', 'about-us', 'About us', 'Who we are')
    const source = {
      list: async (c: string) => (c === 'help' ? [help] : c === 'page' ? [about] : []),
      faq: async () => ({ entries: [{ id: 'what-is', category: 'general', question: 'What is it?', answer: 'A browser.' }] }),
    } as unknown as ContentSource
    const summary: ContentSummary = { entries: { en: { help: [{ slug: 'import-proxies' }], page: [] } }, faq: ['en'], pricing: true }
    const docs = await searchDocuments('en', source, summary)
    // about-us is not in the summary, so its page does not exist and it is left out.
    expect(docs.map((d) => [d.id, d.kind, d.hash])).toEqual([
      ['help/import-proxies', 'help', undefined],
      ['faq/what-is', 'faq', 'what-is'],
    ])
    expect(await searchDocuments('ru', source, { ...summary, faq: [] })).toEqual([])
  })
})
