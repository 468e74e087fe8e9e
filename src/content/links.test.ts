import { describe, expect, it } from 'vitest'
import { entryPath, linkTarget, sectionPath, STATIC_PATHS } from './links'
import { COLLECTIONS, type Collection } from './schema'

// Every collection once: a new collection must be added here, with or without a page.
const TABLE: Record<Collection, { section: string | undefined; entry: (slug: string) => string | undefined }> = {
  blog: { section: '/blog', entry: (s) => `/blog/${s}` },
  news: { section: '/news', entry: (s) => `/news/${s}` },
  guide: { section: '/guide', entry: (s) => `/guide/${s}` },
  help: { section: '/helps', entry: (s) => `/helps/${s}` },
  partner: { section: '/partner', entry: (s) => `/partner/${s}` },
  release: { section: '/release', entry: (s) => `/release/${s}` },
  page: { section: undefined, entry: (s) => `/${s}` },
  solution: { section: '/solutions', entry: (s) => `/solutions/${s}` },
  'use-case': { section: '/use-cases', entry: (s) => `/use-cases/${s}` },
  // Alternatives have pages but no list of their own (they are reached from the menu).
  alternative: { section: undefined, entry: (s) => `/alternatives/${s}` },
  // Features are shown on the home page and in menus, not at a URL of their own.
  feature: { section: undefined, entry: () => undefined },
  docs: { section: '/docs', entry: (s) => `/docs/${s}` },
}

describe('entryPath and sectionPath', () => {
  it('cover every collection', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...COLLECTIONS].sort())
  })

  it.each(COLLECTIONS)('%s', (collection) => {
    const { section, entry } = TABLE[collection]
    expect(sectionPath(collection)).toBe(section)
    for (const slug of ['my-entry', 'a', '5.2.0']) expect(entryPath(collection, slug)).toBe(entry(slug))
  })

  it('gives the docs root its section path', () => {
    expect(entryPath('docs', 'index')).toBe('/docs')
    expect(entryPath('docs', 'local-api')).toBe('/docs/local-api')
    // Only docs have an index entry: elsewhere "index" is an ordinary slug.
    expect(entryPath('blog', 'index')).toBe('/blog/index')
    expect(entryPath('page', 'index')).toBe('/index')
  })

  it('has every list page among the static paths', () => {
    for (const c of COLLECTIONS) {
      const section = sectionPath(c)
      if (section) expect(STATIC_PATHS.has(section), section).toBe(true)
    }
  })

  // Content links are resolved by linkTarget: what entryPath writes must read back as the same entry.
  it.each(COLLECTIONS)('round-trips %s paths through linkTarget', (collection) => {
    for (const slug of ['my-entry', '5.2.0']) {
      const path = entryPath(collection, slug)
      if (path === undefined) continue
      if (collection === 'page' && slug.includes('.')) continue
      expect(linkTarget(path)).toEqual({ collection, slug })
    }
  })

  it('reads the docs root back as a static page', () => {
    expect(linkTarget(entryPath('docs', 'index')!)).toBe('static')
  })
})
