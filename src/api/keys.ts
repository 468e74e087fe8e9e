// Per-method defaults and cache keys of calls, apart from the wrapper so browser code can key its queries without ofetch.

/** HTTP methods the wrapper sends. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** SPEC 7's per-method defaults: one retry for GET, none for the others. */
export function retriesFor(method: ApiMethod): number {
  return method === 'GET' ? 1 : 0
}

/**
 * The cache key of a call (SPEC 7 "the call wrapper adds a cache key"): method, path and the query
 * sorted by name, so the same call always has the same key whatever order its parameters came in.
 * Identical GETs in flight share one request, and browser queries use it as their query key.
 */
export function cacheKey(method: ApiMethod, path: string, query: Readonly<Record<string, string | number | undefined>> = {}): string {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return `${method} ${path.replace(/^\/+/, '')}${params.length ? `?${params.join('&')}` : ''}`
}

/**
 * The call a cache key (or a bare path) names, without its query: what error reports may carry.
 * The query can hold the visitor's own data (an address, a code), so it never leaves with a report.
 */
export function callOf(key: string): { readonly method?: ApiMethod; readonly path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (.*)$/.exec(key)
  const path = (match ? match[2]! : key).split(/[?#]/, 1)[0]!.replace(/^\/+/, '')
  return match ? { method: match[1] as ApiMethod, path } : { path }
}
