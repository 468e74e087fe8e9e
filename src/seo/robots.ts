/**
 * Paths no crawler should index: server functions, the error pages and the icon sprite page, each
 * unprefixed and under a locale prefix (`*` is RFC 9309's wildcard, which the big crawlers honour).
 */
export const ROBOTS_DISALLOW: readonly string[] = ['/_serverFn/', '/error/', '/*/error/', '/_icons', '/*/_icons']

/** The robots.txt of one host: everything public is allowed, and the host's sitemap index is named. */
export function buildRobots(options: { readonly sitemapUrl: string }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.sitemapUrl}`,
    '',
  ].join('\n')
}
