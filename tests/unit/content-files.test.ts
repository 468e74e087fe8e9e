import { describe, expect, it } from 'vitest'
import { embeddedSource } from '#src/content/source'
import { createContentStore } from '#src/content/store'
import { summarizeContent } from '#src/content/summary'
import { parseContentFiles } from '#src/content/parse'
import { COLLECTIONS, type Collection } from '#src/content/collection-schemas'
import { isShownIn } from '#src/content/visibility'
import { LOCALE_CODES, type LocaleCode } from '#src/i18n/locales'
import { alternativesFor, FEATURE_IDS, solutionsFor, useCasesFor } from '#src/routing/availability'
import { DOCS_LOCALES } from '#src/routing/docs'
import { pageExists } from '#src/routing/existing-pages'
import { matchPath } from '#src/routing/registry'
import { readContentDir } from '../../scripts/content-plugin'

// The repository's real content: it all validates, every section can be seen in every locale that
// has it, the content volumes are met, and every internal link lands on a page.
const { markdown, data } = readContentDir(process.cwd())
const { entries, sites, faqs, pricing } = parseContentFiles(markdown, data)
const of = (collection: Collection, locale: LocaleCode) => entries.filter((e) => e.collection === collection && e.locale === locale)
const slugs = (collection: Collection, locale: LocaleCode) =>
  of(collection, locale)
    .map((e) => e.slug)
    .sort()

describe('embedded content', () => {
  it('parses every file', () => {
    expect(entries.length).toBe(Object.keys(markdown).length)
  })

  it.each(LOCALE_CODES)('has site data and a 20-entry FAQ for %s', (code) => {
    expect(sites[code]?.site_name).toBe('ProfileDeck')
    expect(faqs[code]?.entries.map((e) => e.id)).toEqual(faqs.en?.entries.map((e) => e.id))
    expect(faqs.en?.entries.length).toBe(20)
  })

  it.each(LOCALE_CODES)('has every collection that %s shows', (code) => {
    for (const c of COLLECTIONS) {
      if (c === 'docs' && !DOCS_LOCALES.includes(code)) continue
      expect(of(c, code).length, `${c}/${code}`).toBeGreaterThan(0)
    }
  })

  it.each(LOCALE_CODES)('has every table page and static page of %s', (code) => {
    expect(slugs('solution', code)).toEqual([...solutionsFor(code)].sort())
    expect(slugs('use-case', code).filter((s) => isShownIn('use-case', s, code))).toEqual([...useCasesFor(code)].sort())
    expect(slugs('alternative', code).filter((s) => isShownIn('alternative', s, code))).toEqual([...alternativesFor(code)].sort())
    expect(slugs('feature', code)).toEqual([...FEATURE_IDS].sort())
    expect(slugs('page', code)).toEqual(slugs('page', 'en'))
    if (DOCS_LOCALES.includes(code)) expect(slugs('docs', code)).toEqual(slugs('docs', 'en'))
  })

  it('meets the content volumes (SPEC 1: every section in every language)', () => {
    expect(of('blog', 'en').length).toBeGreaterThanOrEqual(12)
    expect(of('news', 'en').length).toBeGreaterThanOrEqual(8)
    for (const code of LOCALE_CODES) {
      expect(of('blog', code).length, `blog/${code}`).toBeGreaterThanOrEqual(3)
      expect(of('news', code).length, `news/${code}`).toBeGreaterThanOrEqual(3)
    }
    expect(of('guide', 'en').length).toBeGreaterThanOrEqual(6)
    const helps = of('help', 'en')
    expect(helps.length).toBeGreaterThanOrEqual(12)
    expect(new Set(helps.map((h) => (h.data as { category: string }).category)).size).toBeGreaterThanOrEqual(3)
    expect(of('partner', 'en').length).toBeGreaterThanOrEqual(6)
    expect(of('release', 'en').length).toBeGreaterThanOrEqual(5)
    expect(pricing?.plans.map((p) => p.id)).toEqual(['free', 'starter', 'team', 'business'])
  })

  it('has English articles of a real length', () => {
    const short = entries
      .filter((e) => e.locale === 'en' && ['blog', 'news', 'guide', 'help', 'docs', 'page', 'solution', 'use-case', 'alternative'].includes(e.collection))
      .filter((e) => e.words < (e.collection === 'blog' || e.collection === 'guide' || e.collection === 'news' ? 300 : 200))
      .map((e) => `${e.collection}/${e.slug}: ${e.words}`)
    expect(short).toEqual([])
  })

  it('labels every category and tag in every locale', () => {
    for (const code of LOCALE_CODES) {
      const site = sites[code]!
      for (const entry of entries.filter((x) => x.locale === code)) {
        const e = { ...entry, data: entry.data as { category?: string; tags?: string[] } }
        if (e.collection === 'help') expect(site.help_categories[e.data.category as string], `help category ${e.data.category} in ${code}`).toBeTruthy()
        if (e.collection === 'blog' || e.collection === 'news') {
          expect(site.categories[e.data.category as string], `category ${e.data.category} in ${code}`).toBeTruthy()
          for (const tag of e.data.tags as string[]) expect(site.tags[tag], `tag ${tag} in ${code}`).toBeTruthy()
        }
      }
    }
  })

  it('has no translation that is an English copy', () => {
    const en = new Map(entries.filter((e) => e.locale === 'en').map((e) => [`${e.collection}/${e.slug}`, e]))
    const copies = entries.filter((e) => e.locale !== 'en' && en.get(`${e.collection}/${e.slug}`)?.html === e.html)
    expect(copies.map((e) => `${e.collection}/${e.locale}/${e.slug}`)).toEqual([])
  })

  it('resolves every internal link to a page of the registry, in its own locale or in English', async () => {
    const summary = await summarizeContent(embeddedSource(createContentStore(entries, sites), { faqs, pricing }))
    const broken: string[] = []
    for (const e of entries) {
      for (const m of e.html.matchAll(/href="(\/(?!\/)[^"#?]*)/g)) {
        const ref = matchPath(m[1]!)
        const exists = ref !== undefined && (pageExists(ref, e.locale, summary) || pageExists(ref, 'en', summary))
        if (!exists) broken.push(`content/${e.collection}/${e.locale}/${e.slug}.md: ${m[1]}`)
      }
    }
    expect(broken).toEqual([])
  })
})
