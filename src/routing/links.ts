import { localizePath } from '../i18n/paths'
import type { LocaleCode } from '../i18n/locales'
import { isShownIn } from '../content/visibility'
import type { AlternativeIdIn, SolutionIdIn, UseCaseIdIn } from './availability'

/**
 * Typed links between locales. `localized(locale, to, params)` builds a page's path in a locale
 * from a route pattern of SPEC 2.2 and its params. Pages driven by the SPEC 2.5 tables are typed
 * per locale: `localized('zh', '/solutions/$id', { id: 'crypto' })` does not compile, because zh
 * has no crypto solution. Ids that only exist at run time (content slugs, casts) are checked again
 * at run time, and a missing page falls back explicitly to the locale's home.
 */

/** Params of each linkable page pattern, for locale `L`. Patterns are written without prefix. */
export interface LinkParams<L extends LocaleCode> {
  '/': undefined
  '/about-us': undefined
  '/links': undefined
  '/faq': undefined
  '/download': undefined
  '/pricing': undefined
  '/pre-sales': undefined
  '/partner-plan': undefined
  '/referral-program': undefined
  '/blog': undefined
  '/blog/$id': { id: string }
  '/blog-{$category}': { category: string }
  '/blog-{$category}/$tags': { category: string; tags: string }
  '/news': undefined
  '/news/$id': { id: string }
  '/news-{$category}': { category: string }
  '/news-{$category}/$tags': { category: string; tags: string }
  '/guide': undefined
  '/guide/$id': { id: string }
  '/helps': undefined
  '/helps/$id': { id: string }
  '/docs': undefined
  '/docs/$slug': { slug: string }
  '/partner': undefined
  '/partner/$id': { id: string }
  '/release': undefined
  '/release/$id': { id: string }
  '/solutions': undefined
  '/solutions/$id': { id: SolutionIdIn<L> }
  '/use-cases': undefined
  '/use-cases/$id': { id: UseCaseIdIn<L> }
  '/alternatives/$id': { id: AlternativeIdIn<L> }
  '/$html': { html: string }
}

/** A linkable page pattern. */
export type LinkPattern = keyof LinkParams<LocaleCode>

/** The page patterns, in a stable order (tests, sitemaps). */
export const LINK_PATTERNS = [
  '/', '/about-us', '/links', '/faq', '/download', '/pricing', '/pre-sales', '/partner-plan',
  '/referral-program', '/blog', '/blog/$id', '/blog-{$category}', '/blog-{$category}/$tags', '/news',
  '/news/$id', '/news-{$category}', '/news-{$category}/$tags', '/guide', '/guide/$id', '/helps',
  '/helps/$id', '/docs', '/docs/$slug', '/partner', '/partner/$id', '/release', '/release/$id',
  '/solutions', '/solutions/$id', '/use-cases', '/use-cases/$id', '/alternatives/$id', '/$html',
] as const satisfies readonly LinkPattern[]

type ParamArgs<L extends LocaleCode, P extends LinkPattern> = LinkParams<L>[P] extends undefined
  ? []
  : [params: LinkParams<L>[P]]

/** Fills a pattern's `$name` and `{$name}` placeholders (values are percent-encoded). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/\{?\$([a-z]+)\}?/gi, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing param "${name}" for ${pattern}`)
    return encodeURIComponent(value)
  })
}

/** Patterns whose pages the SPEC 2.5 tables decide, with the collection that holds them. */
const TABLE_PATTERNS: Partial<Record<LinkPattern, 'solution' | 'use-case' | 'alternative'>> = {
  '/solutions/$id': 'solution',
  '/use-cases/$id': 'use-case',
  '/alternatives/$id': 'alternative',
}

/** Run-time availability of table-driven pages; content pages are checked by their loaders. */
export function isLinkAvailable(locale: LocaleCode, to: LinkPattern, params?: Readonly<Record<string, string>>): boolean {
  const collection = TABLE_PATTERNS[to]
  return collection ? isShownIn(collection, params?.id ?? '', locale) : true
}

/**
 * The path of a page in a locale (`/ru/solutions/crypto`, `/pricing`). A page the locale lacks is a
 * type error for literal ids; at run time it falls back to the locale's home.
 */
export function localized<L extends LocaleCode, P extends LinkPattern>(
  locale: L,
  to: P,
  ...[params]: ParamArgs<L, P>
): string {
  const values = params as Readonly<Record<string, string>> | undefined
  if (!isLinkAvailable(locale, to, values)) return localizePath(locale, '/')
  return localizePath(locale, fillPattern(to, values))
}
