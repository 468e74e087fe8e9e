import { describe, expect, it } from 'vitest'
import type { LocaleCode } from '../i18n/locales'
import type { SearchDocument } from './documents'
import type { SearchSection } from './sections'
import { buildSearchIndex, queryTerms, searchSite } from './engine'
import { MAX_QUERY_TERMS } from './tokenizer'

const doc = (id: string, section: SearchSection, title: string, body: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  section,
  title,
  headings: '',
  description: '',
  body,
  kind: 'help',
  params: { id },
  ...extra,
})

const index = (locale: LocaleCode, docs: SearchDocument[]) => buildSearchIndex(locale, docs)
const ids = (response: ReturnType<typeof searchSite>) => response.hits.map((h) => h.id)
const marked = (parts: readonly { text: string; hit?: true }[]) => parts.filter((p) => p.hit).map((p) => p.text)

const en = index('en', [
  doc('fp', 'blog', 'Browser fingerprinting explained', 'Canvas, WebGL and fonts identify a browser. Keep each fingerprint consistent.'),
  doc('proxy', 'help', 'Import proxies in bulk', 'Paste a list of proxies and assign them to profiles.', { headings: 'Fingerprint checks' }),
  doc('team', 'help', 'Invite team members', 'Members get roles. A fingerprint is never shared between members.'),
  doc('api', 'docs', 'Local API', 'Start profiles from scripts with the API.', { description: 'Automate profiles' }),
])

describe('searchSite', () => {
  it('ranks by field: title, then headings, then body', () => {
    expect(ids(searchSite(en, 'fingerprint'))).toEqual(['fp', 'proxy', 'team'])
  })

  it('matches prefixes and marks the whole word', () => {
    const response = searchSite(en, 'finger')
    expect(ids(response)[0]).toBe('fp')
    expect(marked(response.hits[0]!.title)).toEqual(['fingerprinting'])
    expect(ids(searchSite(en, 'prox'))).toContain('proxy')
  })

  it('tolerates a typo in words of 4+ letters, not in shorter ones', () => {
    expect(ids(searchSite(en, 'fingrprint'))).toContain('fp')
    expect(ids(searchSite(en, 'proxis'))).toContain('proxy')
    // 7+ letters: two edits, so a swapped pair of letters is found too.
    expect(ids(searchSite(en, 'porxies'))).toContain('proxy')
    expect(ids(searchSite(en, 'apu'))).toEqual([])
  })

  it('tolerates typos in Russian', () => {
    const ru = index('ru', [doc('p', 'help', 'Массовый импорт прокси', 'Вставьте список прокси и назначьте их профилям.')])
    expect(ids(searchSite(ru, 'пркси'))).toEqual(['p'])
    expect(ids(searchSite(ru, 'импорд'))).toEqual(['p'])
  })

  it('wants every word, and falls back to any word when no page has them all', () => {
    expect(ids(searchSite(en, 'fingerprint members'))).toEqual(['team'])
    expect(ids(searchSite(en, 'canvas zzzzzz'))).toEqual(['fp'])
  })

  it('finds words inside Chinese, Japanese and Thai sentences', () => {
    const zh = index('zh', [
      doc('fp', 'blog', '浏览器指纹详解', '网站如何识别浏览器指纹，以及如何保持一致。'),
      doc('proxy', 'help', '批量导入代理', '粘贴代理列表并分配给环境。'),
    ])
    expect(ids(searchSite(zh, '指纹'))).toEqual(['fp'])
    expect(marked(searchSite(zh, '指纹').hits[0]!.snippet)).toContain('指纹')
    const jp = index('jp', [
      doc('guide', 'guide', '最初のプロファイルを作成', 'プロキシを設定してプロファイルを起動します。'),
      doc('other', 'blog', 'プロの使い方', 'キシリトールの話。'),
    ])
    // The query's pieces side by side rank above the same pieces apart.
    expect(ids(searchSite(jp, 'プロキシ'))[0]).toBe('guide')
    const th = index('th', [doc('fp', 'blog', 'อธิบายเบราว์เซอร์', 'การล้างคุกกี้ไม่ได้ทำให้คุณกลายเป็นผู้เข้าชมรายใหม่ เบราว์เซอร์ของคุณเปิดเผยรายละเอียดทางเทคนิค')])
    expect(ids(searchSite(th, 'คุกกี้'))).toEqual(['fp'])
  })

  it('counts results per section, filters by section and paginates', () => {
    const many = index(
      'en',
      Array.from({ length: 12 }, (_, i) => doc(`d${i}`, i < 10 ? 'blog' : 'faq', `Proxy note ${i}`, 'proxy text')),
    )
    const all = searchSite(many, 'proxy')
    expect(all.sections).toEqual([
      { section: 'blog', count: 10 },
      { section: 'faq', count: 2 },
    ])
    expect([all.total, all.pages, all.hits.length]).toEqual([12, 2, 9])
    expect(searchSite(many, 'proxy', { page: 2 }).hits.length).toBe(3)
    expect(searchSite(many, 'proxy', { page: 3 }).hits).toEqual([])
    const faq = searchSite(many, 'proxy', { section: 'faq' })
    expect([faq.total, faq.hits.every((h) => h.section === 'faq'), faq.sections.length]).toEqual([2, true, 2])
  })

  it('finds nothing for empty and garbage queries, and returns the query as plain text', () => {
    expect(searchSite(en, '   ').hits).toEqual([])
    expect(searchSite(en, '!!! ??? ...').total).toBe(0)
    const xss = searchSite(en, '<script>alert(1)</script>')
    expect(xss.query).toBe('<script>alert(1)</script>')
    // Its words are searched like any others ("script" finds "scripts"); the query is never markup.
    expect(ids(xss)).toEqual(['api'])
    expect(searchSite(en, 'x'.repeat(5000)).query.length).toBe(100)
  })

  it('bounds the number of query words', () => {
    expect(queryTerms(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '), 'en').length).toBe(MAX_QUERY_TERMS)
  })

  it('gives each hit its page and a snippet around the match', () => {
    const long = 'Intro words. '.repeat(40) + 'Here the fingerprint appears. ' + 'Outro words. '.repeat(40)
    const idx = index('en', [doc('x', 'help', 'Long article', long)])
    const hit = searchSite(idx, 'fingerprint').hits[0]!
    expect(hit.kind).toBe('help')
    expect(hit.params).toEqual({ id: 'x' })
    const text = hit.snippet.map((p) => p.text).join('')
    expect(text.startsWith('… ') && text.endsWith(' …')).toBe(true)
    expect(marked(hit.snippet)).toEqual(['fingerprint'])
  })
})
