import type { Collection } from '../content/collection-schemas'
import { isOneOf } from '../lang/one-of'
import { ENTRY_PARAMS, paramNames, type EntryParam, type PageRow, type ParamNamesOf, type PostSection } from './registry'

/**
 * What a page's data is, read from its kind's row alone (ADR 022), so that a kind of a known shape
 * needs no data builder of its own: a post section's index, post or category/tag list (rows with a
 * `section`, told apart by their params as `sectionKinds` does), one entry of the row's collection
 * (its fixed `slug`, or the page's entry param) or the list of the collection (no params). The server
 * builds each shape with one builder (`app/server/page-data.server.ts`).
 */
export type DataShape =
  { readonly shape: 'post-index' | 'post' | 'post-list'; readonly section: PostSection } | { readonly shape: 'entry' | 'list'; readonly collection: Collection }

/** The name of a data shape. */
export type ShapeName = DataShape['shape']

/** The shape of the data of `row`'s pages; undefined for rows that show no collection (home, search). */
export function dataShapeOf(row: PageRow): DataShape | undefined {
  const names = paramNames(row.path)
  if (row.section) {
    const shape = names.length === 0 ? 'post-index' : names.includes('category') ? 'post-list' : 'post'
    return { shape, section: row.section }
  }
  if (!row.collection) return undefined
  if (row.slug !== undefined || names.some((name) => isOneOf(ENTRY_PARAMS, name))) return { shape: 'entry', collection: row.collection }
  return names.length === 0 ? { shape: 'list', collection: row.collection } : undefined
}

/**
 * `dataShapeOf` at the type level, read from a row's literal type: it types each kind's data for its
 * route (`PageData`). The two read the same fields in the same order; `data-shapes.test.ts` holds them
 * together for every shape.
 */
export type ShapeOf<R> = R extends { readonly section: PostSection; readonly path: infer P extends string }
  ? PostShape<ParamNamesOf<P>>
  : R extends { readonly collection: Collection; readonly path: infer P extends string }
    ? R extends { readonly slug: string }
      ? 'entry'
      : [Extract<ParamNamesOf<P>, EntryParam>] extends [never]
        ? [ParamNamesOf<P>] extends [never]
          ? 'list'
          : never
        : 'entry'
    : never
type PostShape<N> = [N] extends [never] ? 'post-index' : 'category' extends N ? 'post-list' : 'post'
