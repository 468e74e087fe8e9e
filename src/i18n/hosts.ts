import { z } from 'zod/mini'
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, LOCALES, type LocaleCode } from './locales'
import { localizePath } from './paths'

/**
 * Where each locale is served. `main` is the default domain's origin; `byLocale` lists the locales
 * that have a host of their own (zh by default), which then own the unprefixed paths of that host.
 */
export interface SiteOrigins {
  readonly main: string
  readonly byLocale: Partial<Record<LocaleCode, string>>
}

/**
 * Parses `LOCALE_ORIGINS` (`zh=http://zh.localhost:3000,ru=https://ru.example.com`).
 * Throws a message naming the bad entry: configuration errors must stop the server at start-up.
 */
export function parseLocaleOrigins(value: string): Partial<Record<LocaleCode, string>> {
  const out: Partial<Record<LocaleCode, string>> = {}
  for (const raw of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = raw.indexOf('=')
    const code = raw.slice(0, eq).trim()
    const origin = raw
      .slice(eq + 1)
      .trim()
      .replace(/\/+$/, '')
    if (eq < 1 || !isLocaleCode(code)) {
      throw new Error(`LOCALE_ORIGINS: "${raw}" must be <locale>=<origin> with a locale among ${LOCALE_CODES.join(', ')}`)
    }
    // Built here, not at module level: the browser imports this module and must not carry zod.
    if (!z.url({ protocol: /^https?$/ }).safeParse(origin).success) {
      throw new Error(`LOCALE_ORIGINS: "${origin}" for ${code} is not an http(s) origin`)
    }
    out[code] = new URL(origin).origin
  }
  return out
}

/**
 * Locales that live on a domain of their own (SPEC 3: no default-domain flag) but have no origin in
 * `LOCALE_ORIGINS`. Their pages then have no host to be served on: SPEC 8 wants a console warning
 * at start-up ("Missing locale domain"), not a failure.
 */
export function missingLocaleOrigins(origins: SiteOrigins): LocaleCode[] {
  return LOCALES.filter((l) => !l.defaultDomain && !origins.byLocale[l.code]).map((l) => l.code)
}

/** The start-up warning for `missingLocaleOrigins`, or undefined when every expected host is configured. */
export function missingLocaleOriginsWarning(origins: SiteOrigins): string | undefined {
  const missing = missingLocaleOrigins(origins)
  if (missing.length === 0) return undefined
  const list = missing.map((code) => `${code} (e.g. https://${LOCALES.find((l) => l.code === code)?.domain})`).join(', ')
  return `Missing locale domain: LOCALE_ORIGINS has no origin for ${list}; links to ${missing.length === 1 ? 'this language' : 'these languages'} point at ${origins.main}`
}

/** The hostname (no port, lower case) of an origin or Host header value. */
export function hostnameOf(hostOrOrigin: string): string {
  try {
    const url = new URL(hostOrOrigin.includes('://') ? hostOrOrigin : `http://${hostOrOrigin}`)
    return url.hostname.toLowerCase()
  } catch {
    return ''
  }
}

/**
 * The locale of unprefixed paths on a host: the locale configured for that hostname, else en.
 * Ports are ignored so that the same configuration works behind proxies and on test ports.
 */
export function hostLocaleFor(host: string, origins: SiteOrigins): LocaleCode {
  return localesByHostname(origins).get(hostnameOf(host)) ?? DEFAULT_LOCALE
}

/**
 * The configured hostnames and their locales (the first locale in `LOCALE_CODES` order when two
 * share one), made once per configuration: `hostLocaleFor` runs on every request, up to three
 * times, and parsed every configured origin again each time (about 1 % of a cache hit's CPU with
 * the one default origin; production configures up to 13).
 */
const hostnameTables = new WeakMap<SiteOrigins, ReadonlyMap<string, LocaleCode>>()

function localesByHostname(origins: SiteOrigins): ReadonlyMap<string, LocaleCode> {
  let table = hostnameTables.get(origins)
  if (!table) {
    const byName = new Map<string, LocaleCode>()
    for (const code of LOCALE_CODES) {
      const origin = origins.byLocale[code]
      if (!origin) continue
      const name = hostnameOf(origin)
      if (!byName.has(name)) byName.set(name, code)
    }
    hostnameTables.set(origins, (table = byName))
  }
  return table
}

/** The origin a locale's pages live on. */
export function originOf(locale: LocaleCode, origins: SiteOrigins): string {
  return origins.byLocale[locale] ?? origins.main
}

/**
 * An href for `path` (already localized) in `locale`: relative when the current host is the
 * locale's home, absolute when the locale lives on another host (zh on its own domain, or any
 * main-domain locale seen from the zh host).
 */
export function hrefOn(locale: LocaleCode, path: string, currentHostLocale: LocaleCode, origins: SiteOrigins): string {
  const target = originOf(locale, origins)
  return target === originOf(currentHostLocale, origins) ? path : `${target}${path}`
}

/**
 * The path of `rest` (locale-free) for a locale: unprefixed on a host the locale owns (zh, or ru
 * when a Russian host is configured: SPEC 2.4), else with the locale's prefix.
 */
export function localePathOn(locale: LocaleCode, rest: string, origins: SiteOrigins): string {
  return origins.byLocale[locale] ? (rest.startsWith('/') ? rest : `/${rest}`) : localizePath(locale, rest)
}

/** An href for a locale-free path in `locale`, as seen from a page on the host of `currentHostLocale`. */
export function localeHref(locale: LocaleCode, rest: string, currentHostLocale: LocaleCode, origins: SiteOrigins): string {
  return hrefOn(locale, localePathOn(locale, rest, origins), currentHostLocale, origins)
}

/** The absolute URL of a locale-free path in `locale`, on the locale's own host (canonical, sitemaps, feeds). */
export function pageUrl(locale: LocaleCode, rest: string, origins: SiteOrigins): string {
  return originOf(locale, origins) + localePathOn(locale, rest, origins)
}
