import { readFileSync, globSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkIntegrity, parseEntry, parseSite, type Entry } from '../../src/content/parse'
import { LOCALE_CODES } from '../../src/i18n/locales'
import { COLLECTIONS } from '../../src/content/schema'

// The real content of the repository: every file parses, and the cross-file rules hold.
const files = globSync('content/*/*/*.md').sort()
const entries: Entry[] = files.map((f) => parseEntry(f, readFileSync(f, 'utf8')))

describe('embedded content', () => {
  it('parses every markdown file', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(entries).toHaveLength(files.length)
  })

  it('has unique slugs and an English source for every translation', () => {
    expect(() => checkIntegrity(entries)).not.toThrow()
  })

  it.each(LOCALE_CODES)('has site data for %s', (code) => {
    const site = parseSite(`content/site/${code}.json`, readFileSync(`content/site/${code}.json`, 'utf8'))
    expect(site.site_name).toBe('ProfileDeck')
  })

  // Every section with detail pages has at least one item in every locale (issue: each detail route
  // can be seen working in all 14 locales).
  it.each(LOCALE_CODES)('has an item of every collection in %s', (code) => {
    for (const c of COLLECTIONS) {
      expect(entries.some((e) => e.collection === c && e.locale === code), `${c}/${code}`).toBe(true)
    }
  })

  it('resolves every internal link in content to an existing entry or page', () => {
    const routes = new Set(['/', '/blog', '/news', '/guide', '/helps', '/partner', '/release', '/pricing', '/download', '/faq', '/pre-sales'])
    const base: Record<string, string> = { blog: '/blog', news: '/news', guide: '/guide', help: '/helps', partner: '/partner', release: '/release', page: '' }
    for (const e of entries) if (e.collection !== 'page' || e.slug !== 'pre-sales') routes.add(`${base[e.collection]}/${e.slug}`)
    const broken: string[] = []
    for (const f of files) {
      for (const [, href] of readFileSync(f, 'utf8').matchAll(/\]\((\/[^)#\s]*)/g)) if (!routes.has(href!)) broken.push(`${f}: ${href}`)
    }
    expect(broken).toEqual([])
  })
})
