import { getLocale, localeFromPrefix, type LocaleCode } from './locales'

/** A pathname split into its locale and the locale-free rest ('/' for a home page). */
export interface LocalePath {
  readonly locale: LocaleCode
  /** True when the locale came from a URL prefix rather than from the host. */
  readonly prefixed: boolean
  /** The path without its locale prefix, always starting with '/'. */
  readonly rest: string
}

/**
 * Splits a pathname into locale and rest. The first segment names the locale when it is a known
 * prefix (`/ru/pricing`); otherwise the path belongs to the host's unprefixed locale (en, or zh on
 * the Chinese host).
 */
export function splitLocalePath(pathname: string, hostLocale: LocaleCode): LocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const fromPrefix = localeFromPrefix(match?.[1])
  if (fromPrefix) return { locale: fromPrefix, prefixed: true, rest: match?.[2] || '/' }
  return { locale: hostLocale, prefixed: false, rest: pathname || '/' }
}

/** The path of `rest` in `locale`: `/ru/pricing`, `/ru` for the Russian home, `/pricing` for en/zh. */
export function localizePath(locale: LocaleCode, rest: string): string {
  const { prefix } = getLocale(locale)
  const clean = rest.startsWith('/') ? rest : `/${rest}`
  if (!prefix) return clean
  return clean === '/' ? `/${prefix}` : `/${prefix}${clean}`
}
