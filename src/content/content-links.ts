import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import { pageExists, switchTarget } from '../routing/existing-pages'
import { matchPath, pagePath } from '../routing/registry'
import type { ContentSummary } from './summary'

/**
 * Links inside content bodies are written without a locale prefix (`/helps/import-proxies`). Each
 * resolves against the registry like any other link: to the page in the reader's locale when it
 * exists there, else to the English page (the reader gets the article in English rather than a
 * 404), else to the nearest page the locale has (the section's index, or its home).
 */

/** Where a content link goes: a locale and a locale-free path (query and hash kept). */
export interface ContentLinkTarget {
  readonly locale: LocaleCode
  readonly path: string
}

/** The target of a locale-free link written in a `locale` entry. Paths that name no page stay as written. */
export function contentLinkTarget(href: string, locale: LocaleCode, content: ContentSummary): ContentLinkTarget {
  const cut = href.search(/[?#]/)
  const path = cut < 0 ? href : href.slice(0, cut)
  const ref = matchPath(path)
  if (!ref || pageExists(ref, locale, content)) return { locale, path: href }
  if (pageExists(ref, DEFAULT_LOCALE, content)) return { locale: DEFAULT_LOCALE, path: href }
  // Another page altogether: the query and hash of the original target mean nothing there.
  return { locale, path: pagePath(switchTarget(ref, locale, content)) }
}

/** Rewrites every site-relative `href="/…"` of rendered HTML with `hrefOf(path)`. */
export function localizeLinks(html: string, hrefOf: (path: string) => string): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, path: string) => `href="${hrefOf(path)}"`)
}
