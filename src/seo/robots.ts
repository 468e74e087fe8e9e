/**
 * Paths no crawler should index: server functions, the error pages, the icon sprite page and the
 * search page, each unprefixed and under a locale prefix (`*` and `$` are RFC 9309's wildcard and
 * end mark, which the big crawlers honour). The search page is matched as `/search` alone or with a
 * query, so pages whose names merely start with "search" stay crawlable.
 */
export const ROBOTS_DISALLOW: readonly string[] = ['/_serverFn/', '/error/', '/*/error/', '/_icons', '/*/_icons', '/search$', '/search?', '/*/search$', '/*/search?']

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
