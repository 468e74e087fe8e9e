import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { dataShapeOf } from '#src/routing/data-shapes'
import { PAGE_KINDS, paramNames, POST_SECTIONS, rowOf, sectionKinds } from '#src/routing/registry'
import type { ListItem, LoadedEntry } from '../../app/lib/loaded-content'
import { pageDataBuilder, shapeBuilder, type PageData } from '../../app/server/page-data.server'

// The loaders stand in for the content source: each returns what it was asked for, so a builder's
// result tells which collection, section and entry it asked for.
vi.mock('../../app/server/content-loaders.server', () => ({
  loadEntry: vi.fn(async (collection: string, _locale: string, slug: string) => ({ collection, slug })),
  loadEntryData: vi.fn(async (collection: string, _locale: string, slug: string) => ({ entry: { collection, slug } })),
  loadList: vi.fn(async (collection: string) => [{ collection, slug: 'one' }]),
}))
vi.mock('../../app/server/post-loaders.server', () => ({
  loadPostIndex: vi.fn(async (section: string) => ({ loader: 'index', section })),
  loadPostCategory: vi.fn(async (section: string, _locale: string, category: string, tags: string | undefined) => ({
    loader: 'category',
    section,
    category,
    tags,
  })),
  loadPost: vi.fn(async (section: string, _locale: string, id: string) => ({ loader: 'post', section, id })),
}))
vi.mock('../../app/server/docs-loader.server', () => ({ loadDocs: vi.fn(async (_locale: string, slug: string) => ({ docs: slug })) }))
vi.mock('../../app/lib/server-rendered', () => ({ serverRendered: (value: unknown) => value }))
vi.mock('#src/content/entry-cards', () => ({ entryCards: (items: unknown) => items }))
vi.mock('../../app/server/content-data.server', () => ({
  faqOf: vi.fn(async () => []),
  pricingPlans: vi.fn(async () => null),
  taxonomyOf: vi.fn(async () => ({ categories: {}, tags: {}, helpCategories: { start: 'Start' } })),
}))
vi.mock('../../app/server/downloads.server', () => ({ releaseDownloads: vi.fn(async () => undefined) }))

const input = (params: Record<string, string> = {}) => ({ locale: 'en' as const, params, page: 1, path: '/x' })

describe('page data', () => {
  beforeEach(() => vi.clearAllMocks())

  it('has a builder for every kind whose row shows a collection', () => {
    for (const kind of PAGE_KINDS) if (rowOf(kind).collection) expect(pageDataBuilder(kind), kind).toBeDefined()
    expect(pageDataBuilder('search')).toBeUndefined()
  })

  it('loads a list row’s own collection, and an entry row’s entry of it (its slug, else its entry param)', async () => {
    for (const kind of PAGE_KINDS) {
      const row = rowOf(kind)
      const shape = dataShapeOf(row)?.shape
      const names = paramNames(row.path)
      if (shape === 'list') expect(await shapeBuilder(row)!(input()), kind).toEqual({ items: [{ collection: row.collection, slug: 'one' }] })
      if (shape === 'entry') {
        const data = await shapeBuilder(row)!(input(Object.fromEntries(names.map((name) => [name, 'some-id']))))
        expect(data, kind).toEqual({ entry: { collection: row.collection, slug: row.slug ?? 'some-id' } })
      }
    }
  })

  it('loads a post section’s pages with the row’s section', async () => {
    for (const section of POST_SECTIONS) {
      const kinds = sectionKinds(section)
      expect(await pageDataBuilder(kinds.index)!(input())).toEqual({ loader: 'index', section })
      expect(await pageDataBuilder(kinds.post)!(input({ id: 'p' }))).toEqual({ loader: 'post', section, id: 'p' })
      expect(await pageDataBuilder(kinds.category)!(input({ category: 'c' }))).toEqual({ loader: 'category', section, category: 'c', tags: undefined })
      expect(await pageDataBuilder(kinds.tags)!(input({ category: 'c', tags: 'a,b' }))).toEqual({ loader: 'category', section, category: 'c', tags: 'a,b' })
    }
  })

  it('keeps the builders of kinds whose data is particular', async () => {
    expect(await pageDataBuilder('helpIndex')!(input())).toEqual({ items: [{ collection: 'help', slug: 'one' }], categories: { start: 'Start' } })
    expect(await pageDataBuilder('docsIndex')!(input())).toEqual({ docs: 'index' })
    expect(await pageDataBuilder('doc')!(input({ slug: 'proxies' }))).toEqual({ docs: 'proxies' })
    expect(await pageDataBuilder('alternative')!(input({ id: 'one' }))).toEqual({ entry: { collection: 'alternative', slug: 'one' }, siblings: [] })
  })

  it('types each kind’s data from its row', () => {
    expectTypeOf<PageData<'guideIndex'>>().toEqualTypeOf<{ items: readonly ListItem<'guide'>[] }>()
    expectTypeOf<PageData<'alternativeIndex'>>().toEqualTypeOf<{ items: readonly ListItem<'alternative'>[] }>()
    expectTypeOf<PageData<'release'>>().toEqualTypeOf<{ entry: LoadedEntry<'release'> }>()
    expectTypeOf<PageData<'aboutUs'>>().toEqualTypeOf<{ entry: LoadedEntry<'page'> }>()
    expectTypeOf<PageData<'html'>>().toEqualTypeOf<{ entry: LoadedEntry<'page'> }>()
    expectTypeOf<PageData<'blogPost'>['entry']>().toEqualTypeOf<LoadedEntry<'blog' | 'news'>>()
    expectTypeOf<PageData<'newsTags'>>().toHaveProperty('list')
    expectTypeOf<PageData<'helpIndex'>>().toEqualTypeOf<{ items: readonly ListItem<'help'>[]; categories: Record<string, string> }>()
    expectTypeOf<PageData<'search'>>().toEqualTypeOf<Record<never, never>>()
  })
})
