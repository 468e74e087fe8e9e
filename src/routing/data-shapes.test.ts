import { describe, expect, expectTypeOf, it } from 'vitest'
import { dataShapeOf, type ShapeOf } from './data-shapes'
import { entryIdOf, PAGE_KINDS, PAGES, paramNames, POST_SECTIONS, rowOf, sectionKinds } from './registry'

type Row<K extends keyof typeof PAGES> = (typeof PAGES)[K]

describe('dataShapeOf', () => {
  it('gives every row that shows a collection a shape, and the others none', () => {
    for (const kind of PAGE_KINDS) {
      const row = rowOf(kind)
      expect(dataShapeOf(row) !== undefined, kind).toBe(row.collection !== undefined)
    }
  })

  it('reads a post section’s index, posts and category and tag lists from the row’s params', () => {
    for (const section of POST_SECTIONS) {
      const kinds = sectionKinds(section)
      expect(dataShapeOf(rowOf(kinds.index))).toEqual({ shape: 'post-index', section })
      expect(dataShapeOf(rowOf(kinds.post))).toEqual({ shape: 'post', section })
      expect(dataShapeOf(rowOf(kinds.category))).toEqual({ shape: 'post-list', section })
      expect(dataShapeOf(rowOf(kinds.tags))).toEqual({ shape: 'post-list', section })
    }
  })

  it('makes a page one entry exactly when the row names one (its slug or an entry param), a list when it has no params', () => {
    for (const kind of PAGE_KINDS) {
      const row = rowOf(kind)
      const shape = dataShapeOf(row)
      if (!shape || row.section) continue
      const params = Object.fromEntries(paramNames(row.path).map((name) => [name, 'x']))
      expect(shape, kind).toEqual({ shape: entryIdOf(row, params) === undefined ? 'list' : 'entry', collection: row.collection })
      if (shape.shape === 'list') expect(paramNames(row.path), kind).toEqual([])
    }
  })

  it('is told at the type level as at run time', () => {
    for (const kind of [
      'blogIndex',
      'newsPost',
      'blogCategory',
      'newsTags',
      'aboutUs',
      'docsIndex',
      'guide',
      'html',
      'guideIndex',
      'solutionIndex',
      'home',
      'search',
    ] as const) {
      expect(dataShapeOf(rowOf(kind))?.shape, kind).toBe(
        {
          blogIndex: 'post-index',
          newsPost: 'post',
          blogCategory: 'post-list',
          newsTags: 'post-list',
          aboutUs: 'entry',
          docsIndex: 'entry',
          guide: 'entry',
          html: 'entry',
          guideIndex: 'list',
          solutionIndex: 'list',
          home: undefined,
          search: undefined,
        }[kind],
      )
    }
    expectTypeOf<ShapeOf<Row<'blogIndex'>>>().toEqualTypeOf<'post-index'>()
    expectTypeOf<ShapeOf<Row<'newsPost'>>>().toEqualTypeOf<'post'>()
    expectTypeOf<ShapeOf<Row<'blogCategory'>>>().toEqualTypeOf<'post-list'>()
    expectTypeOf<ShapeOf<Row<'newsTags'>>>().toEqualTypeOf<'post-list'>()
    expectTypeOf<ShapeOf<Row<'aboutUs'>>>().toEqualTypeOf<'entry'>()
    expectTypeOf<ShapeOf<Row<'docsIndex'>>>().toEqualTypeOf<'entry'>()
    expectTypeOf<ShapeOf<Row<'guide'>>>().toEqualTypeOf<'entry'>()
    expectTypeOf<ShapeOf<Row<'html'>>>().toEqualTypeOf<'entry'>()
    expectTypeOf<ShapeOf<Row<'guideIndex'>>>().toEqualTypeOf<'list'>()
    expectTypeOf<ShapeOf<Row<'solutionIndex'>>>().toEqualTypeOf<'list'>()
    expectTypeOf<ShapeOf<Row<'home'>>>().toEqualTypeOf<never>()
    expectTypeOf<ShapeOf<Row<'search'>>>().toEqualTypeOf<never>()
    // Rows the registry does not have yet, shaped like the README's example.
    expectTypeOf<ShapeOf<{ readonly path: '/features'; readonly collection: 'feature' }>>().toEqualTypeOf<'list'>()
    expectTypeOf<ShapeOf<{ readonly path: '/features/$id'; readonly collection: 'feature' }>>().toEqualTypeOf<'entry'>()
  })
})
