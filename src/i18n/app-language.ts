import { getLocale, isLocaleCode, LOCALES, type LocaleCode } from './locales'
import { TRADITIONAL_CHINESE } from './negotiate'

/**
 * The language handed to the external app (SPEC 3, 4): on every registration and login link and in
 * the one-tap call, always one of the app's own tags, never a site code (docs/spec.md, "Readings").
 */

/** The languages the external app supports (SPEC 3), default first. */
export const APP_LANGUAGES = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'vi-VN',
  'es-ES',
  'pt-PT',
  'zh-TW',
  'zh-HK',
  'tr-TR',
  'th-TH',
  'fr-FR',
  'uk-UA',
  'hi-IN',
  'it-IT',
  'id-ID',
] as const
/** One of the app's languages. */
export type AppLanguage = (typeof APP_LANGUAGES)[number]
/** The app's default language (SPEC 3). */
export const DEFAULT_APP_LANGUAGE: AppLanguage = 'en-US'
/** The key under which the app language is stored in local storage (SPEC 4). */
export const APP_LANGUAGE_KEY = 'myLocale'

const appByLower = new Map<string, AppLanguage>(APP_LANGUAGES.map((l) => [l.toLowerCase(), l]))

/**
 * THE table of site language → app language: the site language's own tag where the app has it,
 * null where it does not (ko-KR and ja-JP today). Derived from the locale table and SPEC 3's list,
 * so neither is copied.
 */
export const LOCALE_APP_LANGUAGES: Readonly<Record<LocaleCode, AppLanguage | null>> = Object.fromEntries(
  LOCALES.map((l) => [l.code, appByLower.get(l.language.toLowerCase()) ?? null]),
) as Record<LocaleCode, AppLanguage | null>

/** One tag (or a site code older versions saved) as a supported app language: exact, Chinese script/region, then primary language. */
function appLanguageForTag(tag: string): AppLanguage | undefined {
  const t = tag.trim().toLowerCase()
  const exact = appByLower.get(t)
  if (exact) return exact
  // Site locale codes (ru, vn, jp, tc…) are what older versions stored.
  if (isLocaleCode(t)) {
    const fromCode = appByLower.get(getLocale(t).language.toLowerCase())
    if (fromCode) return fromCode
  }
  if (TRADITIONAL_CHINESE.test(t)) return t.startsWith('zh-hk') || t.startsWith('zh-mo') ? 'zh-HK' : 'zh-TW'
  const primary = t.split('-')[0]
  if (primary === 'zh') return 'zh-CN'
  return APP_LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary)
}

/**
 * The visitor's app language (SPEC 4): a saved value wins, then the browser's languages in order,
 * restricted to the supported list; default en-US.
 */
export function resolveAppLanguage(saved: string | null | undefined, browser: readonly string[]): AppLanguage {
  for (const candidate of [saved ?? '', ...browser]) {
    if (!candidate) continue
    const found = appLanguageForTag(candidate)
    if (found) return found
  }
  return DEFAULT_APP_LANGUAGE
}

/**
 * The app language for a page in `locale`: the page language's tag when the app has it; otherwise
 * the visitor's (saved, then browser, then en-US). On the server (and in cached HTML) `saved` and
 * `browser` are unknown: a page in ko or jp carries en-US until the browser settles it.
 */
export function appLanguageFor(locale: LocaleCode, saved: string | null | undefined = null, browser: readonly string[] = []): AppLanguage {
  return LOCALE_APP_LANGUAGES[locale] ?? resolveAppLanguage(saved, browser)
}
