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
 * The `?page=` value of a list URL: 1 when absent, the page number when it is a positive integer,
 * else undefined (the list URL with that query does not exist: a 404).
 */
export function parsePageParam(value: unknown): number | undefined {
  if (value === undefined) return 1
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

/**
 * The link to page `page` of a list at `base` (which may carry a query of its own, like the search
 * page's `q=…`): `page=N` last, and no `page` on the first page. The one builder of `?page=N` links.
 */
export function listPageHref(base: string, page: number): string {
  return page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${page}` : base
}

/** Keeps `?page=` as sent (no rewriting, so the router never redirects a list URL); loaders parse it. */
export function pageSearch(search: Record<string, unknown>): { page?: string | number } {
  const page = search.page
  return typeof page === 'string' || typeof page === 'number' ? { page } : {}
}

/** Page `page` of `items`, or undefined when the page is past the end (a 404). An empty list has page 1. */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> | undefined {
  const pages = Math.max(1, Math.ceil(items.length / size))
  if (page < 1 || page > pages) return undefined
  return { items: items.slice((page - 1) * size, page * size), page, pages, total: items.length }
}
