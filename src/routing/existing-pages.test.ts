import { describe, expect, it } from 'vitest'
import type { ContentSummary, EntrySummary } from '../content/summary'
import type { Collection } from '../content/collection-schemas'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { alternativesFor, caseSectionFor, solutionsFor, useCasesFor } from './availability'
import { DOCS_LOCALES } from './docs'
import { checkPage, entryRef, existingPages, isIndexable, pageExists, sectionRef, switchTarget, trailOf } from './existing-pages'
import { menuEntries, menuSlotsIn, MENU_SLOTS } from './menus'
import { matchPath, pagePath, type PageRef } from './registry'

const item = (slug: string, category?: string, tags?: string[]): EntrySummary => ({ slug, date: '2026-10-01', category, tags })

/** A site where every locale has its table pages and a little content; partner and some posts are not everywhere. */
function site(): ContentSummary {
  const entries: Partial<Record<LocaleCode, Partial<Record<Collection, EntrySummary[]>>>> = {}
  for (const l of LOCALE_CODES) {
    entries[l] = {
      solution: solutionsFor(l).map((id) => item(id)),
      'use-case': useCasesFor(l).map((id) => item(id)),
      alternative: alternativesFor(l).map((id) => item(id)),
      help: [item('import-proxies-in-bulk', 'proxies')],
      guide: [item('create-first-profile')],
      blog: [item('browser-fingerprinting-explained', 'tutorials', ['fingerprints']), ...(l === 'en' ? [item('only-in-english', 'tutorials', ['team'])] : [])],
      news: [item('profiledeck-5-2-released', 'releases', ['linux'])],
      partner: l === 'en' || l === 'ru' ? [item('nimbus-proxy')] : [],
      docs: DOCS_LOCALES.includes(l) ? [item('index'), item('proxies')] : [],
      page: [item('about-us'), item('privacy-policy')],
    }
  }
  return { entries, faq: [...LOCALE_CODES], pricing: true }
}
const content = site()
const ref = (path: string): PageRef => {
  const r = matchPath(path)
  if (!r) throw new Error(`no page at ${path}`)
  return r
}
const switchPath = (from: string, target: LocaleCode) => pagePath(switchTarget(ref(from), target, content))

// Each row is one line of SPEC 2.5 or its fallback: [current path, target, expected].
const ROWS: [string, LocaleCode, string][] = [
  // helps pages become /helps; blog ids become /blog; news ids become /news
  ['/helps', 'ru', '/helps'],
  ['/helps/import-proxies-in-bulk', 'jp', '/helps'],
  ['/blog/browser-fingerprinting-explained', 'ru', '/blog'],
  ['/blog/only-in-english', 'zh', '/blog'],
  ['/news/profiledeck-5-2-released', 'es', '/news'],
  // guide pages become /guide for zh and /blog for other languages
  ['/guide', 'zh', '/guide'],
  ['/guide/create-first-profile', 'zh', '/guide'],
  ['/guide/create-first-profile', 'ru', '/blog'],
  ['/guide', 'en', '/blog'],
  // use-cases and solutions renamed per language (ru, vn: /use-cases; zh, tc, en, pt: /solutions; others: root)
  ['/solutions', 'ru', '/use-cases'],
  ['/solutions', 'vn', '/use-cases'],
  ['/use-cases', 'en', '/solutions'],
  ['/use-cases', 'zh', '/solutions'],
  ['/use-cases', 'tc', '/solutions'],
  ['/use-cases', 'pt', '/solutions'],
  ['/solutions', 'es', '/'],
  ['/solutions', 'fr', '/'],
  ['/use-cases/betting', 'ko', '/'],
  ['/solutions/ticketing', 'ru', '/use-cases/ticketing'],
  ['/solutions/e-commerce', 'pt', '/solutions/e-commerce'],
  // e-commerce has no use case: the target's section index
  ['/solutions/e-commerce', 'ru', '/use-cases'],
  // the target lacks the page (crypto absent in zh/tc, betting in zh/tc/vn): the section index
  ['/solutions/crypto', 'zh', '/solutions'],
  ['/solutions/crypto', 'tc', '/solutions'],
  ['/solutions/betting', 'tc', '/solutions'],
  ['/solutions/betting', 'vn', '/use-cases/betting'],
  ['/solutions/betting', 'pt', '/solutions/betting'],
  // use-case slug swaps between Chinese and the others; web-scraping removed for zh
  ['/use-cases/betting', 'zh', '/solutions'],
  ['/use-cases/crypto', 'ru', '/use-cases/crypto'],
  ['/use-cases/media-market', 'ru', '/use-cases/betting'],
  ['/use-cases/data-collection', 'vn', '/use-cases/crypto'],
  ['/use-cases/price-comparison', 'ru', '/use-cases/agencies'],
  ['/use-cases/self-examination', 'ru', '/use-cases/ticketing'],
  ['/use-cases/web-scraping', 'ru', '/use-cases/web-scraping'],
  ['/use-cases/media-market', 'en', '/solutions/betting'],
  // alternatives: octo-browser and undetectable absent in zh/tc; ziniao only in zh/tc
  ['/alternatives/gologin', 'zh', '/alternatives/gologin'],
  ['/alternatives/octo-browser', 'zh', '/alternatives'],
  ['/alternatives/undetectable', 'tc', '/alternatives'],
  ['/alternatives/ziniao', 'tc', '/alternatives/ziniao'],
  ['/alternatives/ziniao', 'en', '/alternatives'],
  ['/alternatives', 'ko', '/alternatives'],
  // any other page: the same page when the target has it, else its parent, else the root
  ['/pricing', 'hi', '/pricing'],
  ['/partner/nimbus-proxy', 'ru', '/partner/nimbus-proxy'],
  ['/partner/nimbus-proxy', 'th', '/'],
  ['/docs/proxies', 'ru', '/docs/proxies'],
  ['/docs/proxies', 'es', '/'],
  ['/docs', 'jp', '/'],
  // category and tag lists: the same list, else the category, else the section index
  ['/blog-tutorials', 'ru', '/blog-tutorials'],
  ['/blog-tutorials/fingerprints', 'jp', '/blog-tutorials/fingerprints'],
  ['/blog-tutorials/team', 'ru', '/blog-tutorials'],
  ['/news-releases/linux', 'es', '/news-releases/linux'],
  // the search page exists in every language
  ['/search', 'zh', '/search'],
  ['/search', 'th', '/search'],
]

describe('switchTarget (SPEC 2.5)', () => {
  it.each(ROWS)('%s → %s gives %s', (from, target, expected) => {
    expect(switchPath(from, target)).toBe(expected)
  })

  it('never links to a page that does not exist, from any existing page to any locale', () => {
    for (const from of LOCALE_CODES) {
      for (const page of existingPages(from, content)) {
        for (const target of LOCALE_CODES) expect(pageExists(switchTarget(page.ref, target, content), target, content)).toBe(true)
      }
    }
  })

  it('names the section of solutions and use-cases per language', () => {
    expect(LOCALE_CODES.map((l) => [l, caseSectionFor(l) ?? 'root'])).toEqual([
      ['en', 'solutions'],
      ['zh', 'solutions'],
      ['ru', 'use-cases'],
      ['vn', 'use-cases'],
      ['es', 'root'],
      ['pt', 'solutions'],
      ['tr', 'root'],
      ['th', 'root'],
      ['fr', 'root'],
      ['uk', 'root'],
      ['ko', 'root'],
      ['hi', 'root'],
      ['jp', 'root'],
      ['tc', 'solutions'],
    ])
  })
})

describe('pageExists and checkPage', () => {
  it('runs the named check of the kind, with its message', () => {
    expect(checkPage(ref('/solutions/crypto'), 'zh', content, '/solutions/crypto')).toEqual({
      ok: false,
      status: 404,
      message: 'Page Not Found: /solutions/crypto',
    })
    expect(checkPage(ref('/solutions/crypto'), 'ru', content).ok).toBe(true)
    expect(pageExists(ref('/alternatives/ziniao'), 'en', content)).toBe(false)
    expect(pageExists(ref('/blog-tutorials/fingerprints,team'), 'en', content)).toBe(false)
    expect(pageExists(ref('/blog-nope'), 'en', content)).toBe(false)
    expect(pageExists(ref('/docs/index'), 'en', content)).toBe(false)
    expect(pageExists(ref('/docs'), 'en', content)).toBe(true)
    expect(pageExists(ref('/about-us'), 'en', content)).toBe(true)
    expect(pageExists(ref('/privacy-policy'), 'en', content)).toBe(true)
    expect(pageExists(ref('/blog?page=2'), 'en', content)).toBe(false)
  })

  it('gives generic pages only the names no other kind owns', () => {
    expect(matchPath('/about-us')?.kind).toBe('aboutUs')
    expect(matchPath('/blog-x')?.kind).toBe('blogCategory')
    expect(matchPath('/privacy-policy')).toEqual({ kind: 'html', params: { html: 'privacy-policy' } })
    expect(matchPath('/%E0%A4%A')).toBeUndefined()
  })
})

describe('the search page', () => {
  it('exists in every locale, is never indexable and is no generic page', () => {
    expect(matchPath('/search')).toEqual({ kind: 'search', params: {} })
    for (const l of LOCALE_CODES) expect(pageExists(ref('/search'), l, content), l).toBe(true)
    expect(isIndexable(ref('/search'))).toBe(false)
    for (const l of LOCALE_CODES) expect(existingPages(l, content).filter((p) => p.ref.kind === 'search' && isIndexable(p.ref))).toEqual([])
    // Its result pages are the route's to check (they follow the results, not a content list).
    expect(matchPath('/search?q=x&page=2')).toEqual({ kind: 'search', params: {} })
  })
})

describe('entryRef, sectionRef and trailOf', () => {
  it('finds the page of an entry and the list of a collection', () => {
    expect(pagePath(entryRef('blog', 'x')!)).toBe('/blog/x')
    expect(pagePath(entryRef('page', 'about-us')!)).toBe('/about-us')
    expect(pagePath(entryRef('page', 'privacy-policy')!)).toBe('/privacy-policy')
    expect(pagePath(entryRef('docs', 'index')!)).toBe('/docs')
    expect(pagePath(entryRef('docs', 'proxies')!)).toBe('/docs/proxies')
    expect(pagePath(entryRef('help', 'x')!)).toBe('/helps/x')
    expect(entryRef('feature', 'rpa')).toBeUndefined()
    expect(pagePath(sectionRef('alternative')!)).toBe('/alternatives')
    expect(pagePath(sectionRef('docs')!)).toBe('/docs')
    expect(pagePath(sectionRef('news')!)).toBe('/news')
    expect(sectionRef('page')).toBeUndefined()
    expect(sectionRef('feature')).toBeUndefined()
  })

  it('builds breadcrumb trails from the parents', () => {
    expect(trailOf(ref('/blog-tutorials/api')).map(pagePath)).toEqual(['/blog', '/blog-tutorials'])
    expect(trailOf(ref('/docs/proxies')).map(pagePath)).toEqual(['/docs'])
    expect(trailOf(ref('/alternatives/gologin')).map(pagePath)).toEqual(['/alternatives'])
    expect(trailOf(ref('/pricing'))).toEqual([])
  })
})

describe('menus', () => {
  it('list a page only in the locales that have it', () => {
    const docsSlot = MENU_SLOTS.findIndex((m) => m.kind === 'docsIndex')
    const withDocs = LOCALE_CODES.filter((l) => menuSlotsIn(l, content).includes(docsSlot))
    expect(withDocs).toEqual(LOCALE_CODES.filter((l) => DOCS_LOCALES.includes(l)))
    const resources = (l: LocaleCode) => menuEntries('resources', new Set(menuSlotsIn(l, content))).map((e) => (e.type === 'page' ? e.kind : e.nav))
    expect(resources('ru')).toContain('docsIndex')
    expect(resources('es')).not.toContain('docsIndex')
    // Partners exist only in en and ru here (the proxy key goes with them); this site has no pre-sales or partner-plan page.
    const company = (l: LocaleCode) =>
      menuEntries('company', new Set(menuSlotsIn(l, content))).flatMap((e) => (e.type === 'page' && e.slot.nav ? [e.slot.nav] : []))
    expect(company('en')).toEqual(['about-us', 'partner', 'proxy'])
    expect(company('th')).toEqual(['about-us'])
  })

  it('are computed once per content and locale (every render asks)', () => {
    expect(menuSlotsIn('ru', content)).toBe(menuSlotsIn('ru', content))
    expect(menuSlotsIn('ru', content)).not.toBe(menuSlotsIn('en', content))
    // Content loaded anew is asked anew: a build's content never changes, a development server's may.
    const fewer: ContentSummary = { ...content, entries: { ...content.entries, ru: {} } }
    expect(menuSlotsIn('ru', fewer)).not.toBe(menuSlotsIn('ru', content))
    expect(menuSlotsIn('ru', fewer)).not.toContain(MENU_SLOTS.findIndex((m) => m.kind === 'docsIndex'))
  })
})
