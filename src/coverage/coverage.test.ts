import { describe, expect, it } from 'vitest'
import { catalogCoverage, coverageReport, failuresOf, TRANSLATED_LOCALES, type Catalog, type CoverageInput } from './coverage'
import { coverageHtml } from './coverage-html'
import { coverageText } from './coverage-text'

const msg = (translation: string, obsolete = false): Catalog[string] => ({ translation, obsolete })
const english: Catalog = { a: { ...msg('Home'), message: 'Home' }, b: { ...msg('Pricing'), message: 'Pricing' }, old: msg('Gone', true) }

const input = (over: Partial<CoverageInput> = {}): CoverageInput => ({
  files: [
    'content/blog/en/one.md',
    'content/blog/en/two.md',
    'content/blog/ru/one.md',
    'content/blog/ru/two.md',
    'content/blog/fr/one.md',
    'content/solution/en/crypto.md',
    'content/solution/ru/crypto.md',
    'content/faq/en.json',
    'content/faq/ru.json',
  ],
  changed: new Map([
    ['content/blog/en/one.md', '2026-11-20T10:00:00+00:00'],
    ['content/blog/ru/one.md', '2026-11-19T10:00:00+00:00'], // older than its source: stale
    ['content/blog/en/two.md', '2026-11-20T10:00:00+00:00'],
    ['content/blog/ru/two.md', '2026-11-20T10:00:00+00:00'], // same commit: current
    ['content/faq/en.json', '2026-11-18T10:00:00+00:00'],
    ['content/faq/ru.json', '2026-11-19T10:00:00+00:00'],
  ]),
  history: 'git',
  catalogs: { en: english, ru: { a: msg('Главная'), b: msg(''), stray: msg('x') }, fr: { a: msg('Accueil'), b: msg('Tarifs'), old: msg('Parti', true) } },
  ...over,
})

describe('translation coverage', () => {
  const report = coverageReport(input())
  const row = (collection: string, locale: string) => report.content.find((c) => c.collection === collection && c.locale === locale)

  it('counts translated, missing and stale pages per collection × language', () => {
    expect(report.locales).toEqual(TRANSLATED_LOCALES)
    expect(report.locales).not.toContain('en')
    expect(row('blog', 'ru')).toEqual({ collection: 'blog', locale: 'ru', expected: 2, translated: 2, missing: 0, stale: 1 })
    expect(row('blog', 'fr')).toMatchObject({ expected: 2, translated: 1, missing: 1, stale: 0 })
    expect(row('blog', 'jp')).toMatchObject({ expected: 2, translated: 0, missing: 2 })
  })

  it('expects only what the SPEC tables let a language show', () => {
    // SPEC 2.5: no crypto solution in zh and tc, so it is neither expected nor missing there.
    expect(row('solution', 'zh')).toMatchObject({ expected: 0, missing: 0 })
    expect(row('solution', 'tc')).toMatchObject({ expected: 0, missing: 0 })
    expect(row('solution', 'ru')).toMatchObject({ expected: 1, translated: 1 })
    expect(row('solution', 'es')).toMatchObject({ expected: 1, missing: 1 })
    // Collections without English sources are not listed.
    expect(row('news', 'ru')).toBeUndefined()
  })

  it('names, for each gap, the file to edit, its English source and what visitors see meanwhile', () => {
    expect(report.gaps.find((g) => g.locale === 'ru' && g.slug === 'one')).toEqual({
      collection: 'blog',
      locale: 'ru',
      slug: 'one',
      status: 'stale',
      shows: 'nothing',
      file: 'content/blog/ru/one.md',
      source: 'content/blog/en/one.md',
      sourceChanged: '2026-11-20T10:00:00+00:00',
      translationChanged: '2026-11-19T10:00:00+00:00',
    })
    expect(report.gaps.find((g) => g.locale === 'fr' && g.slug === 'two')).toMatchObject({
      status: 'missing',
      file: 'content/blog/fr/two.md',
      source: 'content/blog/en/two.md',
    })
    // A missing data file shows English.
    expect(report.gaps.find((g) => g.locale === 'fr' && g.collection === 'faq')).toMatchObject({
      status: 'missing',
      shows: 'english',
      file: 'content/faq/fr.json',
      source: 'content/faq/en.json',
    })
    expect(row('faq', 'ru')).toMatchObject({ translated: 1, stale: 0 })
  })

  it('reports the catalogs: translated, missing (empty or absent) and obsolete', () => {
    expect(report.catalogs.find((c) => c.locale === 'ru')).toEqual({
      locale: 'ru',
      file: 'locales/ru/messages.po',
      exists: true,
      total: 2,
      translated: 1,
      missing: 1,
      obsolete: 1,
      missingMessages: ['Pricing'],
    })
    expect(report.catalogs.find((c) => c.locale === 'fr')).toMatchObject({ translated: 2, missing: 0, obsolete: 1 })
    expect(report.catalogs.find((c) => c.locale === 'jp')).toMatchObject({ exists: false, translated: 0, missing: 2 })
    expect(catalogCoverage('ru', {}, undefined)).toMatchObject({ total: 0, missing: 0 })
  })

  it('fails a run only on what --fail-on names', () => {
    expect(failuresOf(report, new Set())).toEqual([])
    expect(failuresOf(report, new Set(['stale']))).toEqual(['1 stale page translation'])
    expect(failuresOf(report, new Set(['missing'])).join()).toMatch(/missing page translations,.*untranslated catalog messages/)
    const done = coverageReport(
      input({ files: ['content/blog/en/one.md', ...TRANSLATED_LOCALES.map((l) => `content/blog/${l}/one.md`)], changed: new Map(), catalogs: {} }),
    )
    expect(failuresOf(done, new Set(['missing', 'stale']))).toEqual([])
  })

  it('says so when there is no history, and then finds nothing stale', () => {
    const none = coverageReport(input({ history: 'none', changed: new Map() }))
    expect(none.totals.stale).toBe(0)
    expect(none.notes.join()).toMatch(/No git history/)
    expect(coverageText(none).join('\n')).toMatch(/Stale pages \(0\)[^]*unknown \(no history\)/)
    expect(coverageReport(input({ history: 'shallow' })).notes.join()).toMatch(/shallow clone/)
    expect(coverageReport(input({ uncommitted: ['content/blog/en/one.md'] })).notes.join()).toMatch(/1 content file has uncommitted changes/)
    expect(report.notes).toEqual([])
  })

  it('prints the matrix and the gaps, and renders one self-contained dashboard', () => {
    const text = coverageText(report).join('\n')
    expect(text).toMatch(/^blog\s+0\/2\s+2\/2 ~1\s+0\/2/m)
    expect(text).toMatch(/^\s+ru\s+blog\/one\s+content\/blog\/ru\/one\.md\s+content\/blog\/en\/one\.md\s+2026-11-20/m)
    const html = coverageHtml(report, 'test')
    expect(html).toContain("default-src 'none'")
    expect(html).not.toMatch(/\b(?:src|href)=|url\(|@import/)
    expect(html.match(/<svg /g)?.length).toBe(TRANSLATED_LOCALES.length * 2)
    expect(html).toContain('<code>content/blog/ru/one.md</code>')
  })
})
