import { localeFromPrefix } from '#src/i18n/locales'
import { fieldOf } from '#src/lang/field-of'

/**
 * `params.parse` for every route under `{-$locale}`: an unknown first segment is "no match", so the
 * router tries the next candidate (`/blog-tutorials/release` is a tag list, not the release page of
 * a locale called "blog-tutorials"). It must sit on each leaf: the router attaches a parent route's
 * parse to the parent's own tree node, which child routes do not pass through.
 */
export function parseLocale<T extends object>(params: T): T | false {
  // The router hands every param of the path to each leaf's parse, but types only the leaf's own.
  const locale = fieldOf(params, 'locale')
  return locale === undefined || (typeof locale === 'string' && localeFromPrefix(locale)) ? params : false
}
