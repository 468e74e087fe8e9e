import type { AnchorHTMLAttributes } from 'react'
import { localizedOrHome, refHrefOrHome, type LinkParams, type LooseParams } from '#src/routing/links'
import type { LocaleCode } from '#src/i18n/locales'
import type { PageKind } from '#src/routing/registry'
import { entryRef } from '#src/routing/existing-pages'
import type { Collection } from '#src/content/collection-schemas'
import { useLocale } from '../lib/locale'
import { AppLink } from './app-link'

type Anchor = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

/**
 * THE internal link of the app: a page of the registry in the current locale. Its params are typed
 * by the kind's path and, for table-driven pages, by the ids every locale has. Ids that come from
 * data (menus built from `solutionsFor(locale)`, content slugs the locale was found to have) pass
 * `orHome`: the explicit fallback to the locale's home when the locale lacks the page.
 */
type ParamsProp<K extends PageKind> =
  LinkParams<LocaleCode, K> extends undefined
    ? { params?: undefined; orHome?: undefined }
    : { params: LinkParams<LocaleCode, K>; orHome?: undefined } | { params: LooseParams<K>; orHome: true }

/** The props of a link to each kind: `to` picks the params it needs. */
export type PageLinkProps = { [K in PageKind]: Anchor & { to: K; hash?: string } & ParamsProp<K> }[PageKind]

export function PageLink(props: PageLinkProps) {
  const locale = useLocale()
  // `orHome` only widens the params' type; at run time every link falls back the same way.
  const { to, params, orHome: _orHome, hash, ...rest } = props
  // The types did the checking; as in `localized`, a table id the locale lacks lands on its home.
  const path = localizedOrHome(locale, to, params)
  return <AppLink href={hash ? `${path}#${hash}` : path} {...rest} />
}

/** The href of a page named by data (a search hit, a menu slot), as `PageLink` would render it. */
export function usePageRefHref() {
  const locale = useLocale()
  return (ref: { readonly kind: PageKind; readonly params?: Readonly<Record<string, string>> }) => refHrefOrHome(locale, ref)
}

/**
 * The href of a content entry's own page (the registry's row for its collection), as `PageLink`
 * would render it; the locale's home for an entry without a page of its own.
 */
export function useEntryHref() {
  const refHref = usePageRefHref()
  return (entry: { readonly collection: Collection; readonly slug: string }) => refHref(entryRef(entry.collection, entry.slug) ?? { kind: 'home' })
}

/** The href `PageLink` would render, for places that need a string (pagination bases). */
export function usePageHref() {
  const locale = useLocale()
  return <K extends PageKind>(to: K, params?: LooseParams<K>) => localizedOrHome(locale, to, params)
}
