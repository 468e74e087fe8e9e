import { PAGE_KINDS, rowOf } from '../routing/registry'

/** Paths that are never pages: server functions, the error pages and the icon sprite page. */
const NOT_PAGES = ['/_serverFn/', '/error/', '/*/error/', '/_icons', '/*/_icons']

/**
 * The page kinds the registry keeps from search engines (`indexable: false`, today the search
 * page), unprefixed and under a locale prefix (`*` and `$` are RFC 9309's wildcard and end mark,
 * which the big crawlers honour). Each is matched alone or with a query, so pages whose names
 * merely start with the same word stay crawlable.
 */
const NOT_INDEXED = PAGE_KINDS.map(rowOf)
  .filter((row) => row.indexable === false)
  .flatMap(({ path }) => {
    // A kind with params has no fixed path to name; none is unindexable today, and a new one must
    // say how robots should see it.
    if (path.includes('$')) throw new Error(`robots: the unindexable kind ${path} has params; give it a robots rule`)
    return [`${path}$`, `${path}?`, `/*${path}$`, `/*${path}?`]
  })

/** Paths no crawler should index. */
export const ROBOTS_DISALLOW: readonly string[] = [...NOT_PAGES, ...NOT_INDEXED]

/**
 * The robots.txt of one host: everything public is allowed, and the host's sitemaps are named:
 * its sitemap index first, then the sitemaps of the languages the host serves. Naming those here
 * is what lets a crawler take a sitemap an index on another host points to (sitemaps.org
 * cross-submission): the Chinese sitemap lives on the Chinese host and is named by that host.
 */
export function buildRobots(options: { readonly sitemapUrls: readonly string[] }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    ...options.sitemapUrls.map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n')
}
