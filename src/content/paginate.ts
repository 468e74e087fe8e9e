import * as z from 'zod/mini'
import { querySchemas } from '../routing/route-schemas'

/** Items per list page (blog, news and their category/tag lists). */
export const PAGE_SIZE = 9

/** One page of a list. */
export interface Page<T> {
  readonly items: readonly T[]
  readonly page: number
  readonly pages: number
  readonly total: number
}

/**
 * The `?page=` value of a list URL: 1 when absent, the page number when `pageNumber` (the routes'
 * schema) takes it, else undefined (the list URL with that query does not exist: a 400).
 */
export function parsePageParam(value: unknown): number | undefined {
  if (value === undefined) return 1
  const parsed = z.safeParse(querySchemas().pageNumber, value)
  return parsed.success ? parsed.data : undefined
}

/** Page `page` of `items`, or undefined when the page is past the end (a 404). An empty list has page 1. */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> | undefined {
  const pages = Math.max(1, Math.ceil(items.length / size))
  if (page < 1 || page > pages) return undefined
  return { items: items.slice((page - 1) * size, page * size), page, pages, total: items.length }
}
