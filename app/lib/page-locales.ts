import type { LocaleCode } from '../../src/i18n/locales'
import { splitLocalePath } from '../../src/i18n/paths'
import { pageKey, withoutTrailingSlash } from '../../src/seo/urls'
import { getPageLocales } from '../server/seo.functions'
import type { SiteContext } from './site-context'

/** The part of a loader's argument this module reads. */
export interface LoaderArgs {
  context: { locale: LocaleCode; site: SiteContext }
  location: { pathname: string; search: unknown }
}

/**
 * Runs a page's loader body alongside the lookup of the locales the page is indexable in, which
 * its head turns into hreflang links (and `noindex` when its own locale is not among them). The
 * lookup reads the same page index as the sitemaps. If it fails the page still renders, without
 * alternates.
 */
export async function withAlternates<T extends object>(
  { context, location }: LoaderArgs,
  body: Promise<T> | T,
): Promise<T & { alternates: LocaleCode[]; pageKey: string }> {
  const { rest } = splitLocalePath(withoutTrailingSlash(location.pathname), context.site.hostLocale)
  const key = pageKey(rest, (location.search ?? {}) as Record<string, unknown>, context.site.canonicalParams)
  const [data, alternates] = await Promise.all([
    body,
    getPageLocales({ data: { key } }).catch((): LocaleCode[] => []),
  ])
  // The key travels too: the head must name the same page, and only the loader sees the full query.
  return { ...data, alternates: alternates as LocaleCode[], pageKey: key }
}
