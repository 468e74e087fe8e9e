import { describe, expect, it } from 'vitest'
import { navKeysInMenus, type NavKey } from './menus'
import { asPageKind, isHtmlSegment, listPageHref, PAGE_KINDS, PAGES, paramNames, rowOf, sectionKinds } from './registry'

const KEYS: readonly NavKey[] = ['pre-sales', 'blog', 'partner', 'proxy', 'chat-group', 'scan', 'help', 'video', 'partner-plan', 'about-us', 'news']

describe('the page registry', () => {
  it('names only kinds it has (parents, switch targets)', () => {
    const kinds = new Set<string>(PAGE_KINDS)
    for (const kind of PAGE_KINDS) {
      const row = rowOf(kind)
      if (row.parent) expect(kinds.has(row.parent), `${kind}.parent`).toBe(true)
      const rule = row.switchTo
      if (rule.to === 'page') expect(kinds.has(rule.page), `${kind}.switchTo`).toBe(true)
      if (rule.to === 'by-locale') for (const k of [rule.otherwise, ...Object.values(rule.pages)]) expect(kinds.has(k!), `${kind}.switchTo`).toBe(true)
    }
  })

  it('reads a kind named inside a row back typed, and refuses a name that is no kind', () => {
    expect(asPageKind('blogIndex')).toBe('blogIndex')
    expect(() => asPageKind('no-such-kind')).toThrow(/not a page kind/)
  })

  it('has one row per path, and a parent only where the path has params or a section', () => {
    const paths = PAGE_KINDS.map((k) => PAGES[k].path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const kind of PAGE_KINDS) {
      const row = rowOf(kind)
      if (row.parent) expect(paramNames(row.path).length, kind).toBeGreaterThan(0)
    }
  })

  it('puts every SPEC 2.5 navigation key in a menu', () => {
    expect([...new Set(navKeysInMenus())].sort()).toEqual([...KEYS].sort())
  })

  it('finds the kinds of each post section', () => {
    expect(sectionKinds('blog')).toEqual({ index: 'blogIndex', post: 'blogPost', category: 'blogCategory', tags: 'blogTags' })
    expect(sectionKinds('news')).toEqual({ index: 'newsIndex', post: 'newsPost', category: 'newsCategory', tags: 'newsTags' })
  })

  it('keeps generic pages off the names other kinds own', () => {
    expect(isHtmlSegment('privacy-policy')).toBe(true)
    for (const taken of ['pricing', 'about-us', 'blog', 'alternatives', 'docs', 'blog-tutorials', 'news-x', 'search'])
      expect(isHtmlSegment(taken), taken).toBe(false)
  })
})

describe('listPageHref', () => {
  it('adds page=N after the first page, after any query the list keeps', () => {
    expect(listPageHref('/blog', 1)).toBe('/blog')
    expect(listPageHref('/blog', 2)).toBe('/blog?page=2')
    expect(listPageHref('/search?q=x', 1)).toBe('/search?q=x')
    expect(listPageHref('/search?q=x', 3)).toBe('/search?q=x&page=3')
  })
})
