import { localizePath } from '../i18n/paths'
import type { LocaleCode } from '../i18n/locales'
import type { Collection } from './schema'

/** Section paths whose `/{section}/{slug}` pages are content entries of a collection. */
const SECTIONS: Readonly<Record<string, Collection>> = {
  blog: 'blog',
  news: 'news',
  guide: 'guide',
  helps: 'help',
  partner: 'partner',
  release: 'release',
  docs: 'docs',
  solutions: 'solution',
  'use-cases': 'use-case',
  alternatives: 'alternative',
}

const PATH_OF: Partial<Record<Collection, string>> = Object.fromEntries(Object.entries(SECTIONS).map(([path, c]) => [c, path]))

/** The list page of a collection's section (`/helps` for help), if it has one. */
export function sectionPath(collection: Collection): string | undefined {
  const section = PATH_OF[collection]
  return section && collection !== 'alternative' ? `/${section}` : undefined
}

/**
 * The locale-free path of a content entry: `/blog/{slug}`, `/{slug}` for pages, `/docs` for the
 * docs root. Undefined for collections without pages of their own (features).
 */
export function entryPath(collection: Collection, slug: string): string | undefined {
  if (collection === 'page') return `/${slug}`
  const section = PATH_OF[collection]
  if (!section) return undefined
  return collection === 'docs' && slug === 'index' ? `/${section}` : `/${section}/${slug}`
}

/** Pages that are not content entries (lists, tools, the home page). */
export const STATIC_PATHS: ReadonlySet<string> = new Set([
  '/', '/pricing', '/download', '/faq', '/blog', '/news', '/guide', '/helps', '/partner', '/release',
  '/solutions', '/use-cases', '/docs',
])

/**
 * What a locale-free site path written in content points to: a content entry (collection + slug),
 * a static page, or undefined when it is neither. One-segment paths are pages (`/about-us`).
 */
export function linkTarget(path: string): { collection: Collection; slug: string } | 'static' | undefined {
  const clean = path.split(/[?#]/)[0]!
  if (STATIC_PATHS.has(clean)) return 'static'
  const m = /^\/([a-z-]+)(?:\/([a-z0-9.-]+))?$/.exec(clean)
  if (!m) return undefined
  const [, first, second] = m
  if (second === undefined) return { collection: 'page', slug: first! }
  const collection = SECTIONS[first!]
  return collection ? { collection, slug: collection === 'docs' && second === '' ? 'index' : second } : undefined
}

/**
 * Content links are written without a locale prefix; give them the page's locale. `fallback` may
 * supply another href for a path (e.g. the English page when the locale lacks the target).
 */
export function localizeLinks(html: string, locale: LocaleCode, fallback?: (path: string) => string | undefined): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, path: string) => `href="${fallback?.(path) ?? localizePath(locale, path)}"`)
}
