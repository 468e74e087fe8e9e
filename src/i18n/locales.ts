/**
 * THE locale table: the only list of the site's languages (SPEC 2.1, 2.3, 3).
 * Routes, the Lingui config, the switcher, sitemaps and tests all import it.
 */

/** One language version of the site. */
export interface LocaleInfo {
  /** Short code used in catalogs, cookies and the `lang` query (SPEC 3 "code"). */
  readonly code: string
  /** BCP-47 language tag: `<html lang>`, hreflang, Intl formatting (SPEC 3 "language"). */
  readonly language: string
  /** The language's own name, shown in the switcher (SPEC 3 "name"). */
  readonly name: string
  /** The value stored in the `i18n_redirected` cookie and sent as `lang` upstream (SPEC 3 "value"). */
  readonly value: string
  /** URL prefix without slashes; '' for the unprefixed locales (en, and zh on its own host). */
  readonly prefix: string
  /** Production hostname the locale is served on (SPEC 3 "domain"). */
  readonly domain: string
  /** True when the locale lives on the default (main) domain (SPEC 3 "default-domain flag"). */
  readonly defaultDomain: boolean
  /** True only for English: the locale that serves a request when nothing else matches (SPEC 3 "catch-all flag"). */
  readonly catchAll: boolean
  /** Per-locale sitemap file name (SPEC 2.3). */
  readonly sitemap: string
  /** Open Graph locale (`og:locale`). */
  readonly ogLocale: string
  /** Which mobile registration banner image the locale shows (SPEC 2.7). */
  readonly banner: 'zh' | 'ru' | 'pt' | 'vn' | 'en'
  /** Chinese puts the error page's countdown number after its label; others before (SPEC 2.7). */
  readonly countdownAfterLabel: boolean
}

const MAIN_DOMAIN = 'www.profiledeck.com'

export const LOCALES = [
  {
    code: 'en',
    language: 'en-US',
    name: 'English',
    value: 'en',
    prefix: '',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: true,
    sitemap: 'en-US-sitemap.xml',
    ogLocale: 'en_US',
    banner: 'en',
    countdownAfterLabel: false,
  },
  {
    code: 'zh',
    language: 'zh-CN',
    name: '简体中文',
    value: 'zh',
    prefix: '',
    domain: 'www.profiledeck.cn',
    defaultDomain: false,
    catchAll: false,
    sitemap: 'zh-CN-sitemap.xml',
    ogLocale: 'zh_CN',
    banner: 'zh',
    countdownAfterLabel: true,
  },
  {
    code: 'ru',
    language: 'ru-RU',
    name: 'Русский',
    value: 'ru',
    prefix: 'ru',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'ru-RU-sitemap.xml',
    ogLocale: 'ru_RU',
    banner: 'ru',
    countdownAfterLabel: false,
  },
  {
    code: 'vn',
    language: 'vi-VN',
    name: 'Tiếng Việt',
    value: 'vn',
    prefix: 'vn',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'vi-VN-sitemap.xml',
    ogLocale: 'vi_VN',
    banner: 'vn',
    countdownAfterLabel: false,
  },
  {
    code: 'es',
    language: 'es-ES',
    name: 'Español',
    value: 'es',
    prefix: 'es',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'es-ES-sitemap.xml',
    ogLocale: 'es_ES',
    banner: 'en',
    countdownAfterLabel: false,
  },
  {
    code: 'pt',
    language: 'pt-PT',
    name: 'Português',
    value: 'pt',
    prefix: 'pt',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'pt-PT-sitemap.xml',
    ogLocale: 'pt_PT',
    banner: 'pt',
    countdownAfterLabel: false,
  },
  {
    code: 'tr',
    language: 'tr-TR',
    name: 'Türkçe',
    value: 'tr',
    prefix: 'tr',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'tr-TR-sitemap.xml',
    ogLocale: 'tr_TR',
    banner: 'en',
    countdownAfterLabel: false,
  },
  {
    code: 'th',
    language: 'th-TH',
    name: 'ไทย',
    value: 'th',
    prefix: 'th',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'th-TH-sitemap.xml',
    ogLocale: 'th_TH',
    banner: 'en',
    countdownAfterLabel: false,
  },
  {
    code: 'fr',
    language: 'fr-FR',
    name: 'Français',
    value: 'fr',
    prefix: 'fr',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'fr-FR-sitemap.xml',
    ogLocale: 'fr_FR',
    banner: 'en',
    countdownAfterLabel: false,
  },
  {
    code: 'uk',
    language: 'uk-UA',
    name: 'Українська',
    value: 'uk',
    prefix: 'uk',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'uk-UA-sitemap.xml',
    ogLocale: 'uk_UA',
    banner: 'en',
    countdownAfterLabel: false,
  },
  // ko has no app language of its own in SPEC 3's list: the external app falls back to English.
  {
    code: 'ko',
    language: 'ko-KR',
    name: '한국어',
    value: 'ko',
    prefix: 'ko',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'ko-KR-sitemap.xml',
    ogLocale: 'ko_KR',
    banner: 'en',
    countdownAfterLabel: false,
  },
  {
    code: 'hi',
    language: 'hi-IN',
    name: 'हिन्दी',
    value: 'hi',
    prefix: 'hi',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'hi-IN-sitemap.xml',
    ogLocale: 'hi_IN',
    banner: 'en',
    countdownAfterLabel: false,
  },
  // jp likewise is not among the app's languages.
  {
    code: 'jp',
    language: 'ja-JP',
    name: '日本語',
    value: 'jp',
    prefix: 'jp',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'ja-JP-sitemap.xml',
    ogLocale: 'ja_JP',
    banner: 'en',
    countdownAfterLabel: false,
  },
  {
    code: 'tc',
    language: 'zh-TW',
    name: '繁體中文',
    value: 'tc',
    prefix: 'tc',
    domain: MAIN_DOMAIN,
    defaultDomain: true,
    catchAll: false,
    sitemap: 'zh-TW-sitemap.xml',
    ogLocale: 'zh_TW',
    banner: 'zh',
    countdownAfterLabel: true,
  },
] as const satisfies readonly LocaleInfo[]

/** A locale code: 'en' | 'zh' | 'ru' | … */
export type LocaleCode = (typeof LOCALES)[number]['code']

/** A URL prefix of a prefixed locale: 'ru' | 'vn' | … */
export type LocalePrefix = Exclude<(typeof LOCALES)[number]['prefix'], ''>

/** All locale codes in table order. */
export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code)

/** The default locale (the catch-all one). */
export const DEFAULT_LOCALE: LocaleCode = 'en'

const byCode = new Map<string, LocaleInfo & { code: LocaleCode }>(LOCALES.map((l) => [l.code, l]))
const byPrefix = new Map<string, LocaleCode>(LOCALES.filter((l) => l.prefix !== '').map((l) => [l.prefix, l.code]))

/** All URL prefixes of prefixed locales. */
export const LOCALE_PREFIXES: readonly LocalePrefix[] = [...byPrefix.keys()] as LocalePrefix[]

/** True when `value` is one of the 14 locale codes. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && byCode.has(value)
}

/** The table row of a locale code. */
export function getLocale(code: LocaleCode): LocaleInfo & { code: LocaleCode } {
  // The map is built from the table, so every LocaleCode is present.
  return byCode.get(code)!
}

/** The locale whose URL prefix is `prefix`, or undefined for anything else (including ''). */
export function localeFromPrefix(prefix: string | undefined): LocaleCode | undefined {
  return prefix ? byPrefix.get(prefix) : undefined
}

/** The locales served without a prefix (on the main domain or on their own host). */
export const UNPREFIXED_LOCALES: readonly LocaleCode[] = LOCALES.filter((l) => l.prefix === '').map((l) => l.code)
