import type { LocaleCode } from '../i18n/locales'

/**
 * The docs table of SPEC 2.6: internal numeric doc ids → doc paths, for the default language and
 * for ru, pt and vi. The SPEC writes Vietnamese docs as `/vi/...`; the site's Vietnamese prefix is
 * `/vn`, so `/vi/docs/...` gets a 301 to `/vn/docs/...` (see DOCS_PREFIX_ALIASES).
 */

/** Languages that have docs, as SPEC 2.6 names them, with the site locale that serves each. */
export const DOCS_LANGUAGES = { en: 'en', ru: 'ru', pt: 'pt', vi: 'vn' } as const satisfies Record<string, LocaleCode>

/** The site locales that have docs. */
export const DOCS_LOCALES: readonly LocaleCode[] = Object.values(DOCS_LANGUAGES)

/** SPEC 2.6 path prefixes that are not site locale prefixes: `/vi/docs` is `/vn/docs` here. */
export const DOCS_PREFIX_ALIASES: Readonly<Record<string, string>> = { vi: 'vn' }

/** The fixed rows of the docs table; every other id is `/docs/{slug}`. */
export const DOC_PATHS = {
  1: '/docs',
  3: '/docs/proxies',
  4: '/docs/profiles',
  5: '/docs/automation',
  6: '/docs/faq',
} as const satisfies Record<number, string>

/** The slug of a fixed docs path ('' for the docs root). */
export function slugOfDocPath(path: string): string {
  return path === '/docs' ? '' : path.slice('/docs/'.length)
}
