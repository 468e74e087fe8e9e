import { describe, expect, it } from 'vitest'
import { parseContentFiles } from '../../src/content/parse'
import { COLLECTIONS } from '../../src/content/schema'
import { LOCALE_CODES } from '../../src/i18n/locales'
import { readContentDir } from '../../scripts/content-plugin'

// The repository's real content: it all validates, and every section can be seen in every locale.
const { markdown, sites } = readContentDir(process.cwd())
const { entries, sites: parsedSites } = parseContentFiles(markdown, sites)

describe('embedded content', () => {
  it('parses every file', () => {
    expect(entries.length).toBe(Object.keys(markdown).length)
  })

  it.each(LOCALE_CODES)('has site data for %s', (code) => {
    expect(parsedSites[code]?.site_name).toBe('ProfileDeck')
  })

  it.each(LOCALE_CODES)('has an item of every collection in %s', (code) => {
    for (const c of COLLECTIONS) {
      expect(entries.some((e) => e.collection === c && e.locale === code), `${c}/${code}`).toBe(true)
    }
  })

  it('has no translation that is an English copy', () => {
    const en = new Map(entries.filter((e) => e.locale === 'en').map((e) => [`${e.collection}/${e.slug}`, e]))
    const copies = entries.filter((e) => e.locale !== 'en' && en.get(`${e.collection}/${e.slug}`)?.html === e.html)
    expect(copies.map((e) => `${e.collection}/${e.locale}/${e.slug}`)).toEqual([])
  })

  it('resolves every internal link in content', () => {
    const base: Record<string, string> = { blog: '/blog', news: '/news', guide: '/guide', help: '/helps', partner: '/partner', release: '/release', page: '' }
    const routes = new Set(['/', ...Object.values(base).filter(Boolean), '/pricing', '/download', '/faq'])
    for (const e of entries) routes.add(`${base[e.collection]}/${e.slug}`)
    const broken = Object.entries(markdown).flatMap(([file, raw]) =>
      [...raw.matchAll(/\]\((\/[^)#\s]*)/g)].map((m) => m[1]!).filter((href) => !routes.has(href)).map((href) => `${file}: ${href}`),
    )
    expect(broken).toEqual([])
  })
})
