import { cookieString } from '../http/cookies'
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from './locales'

/**
 * Locale resolution (SPEC 4): URL prefix, then the `i18n_redirected` cookie, then the browser
 * language, then en. The URL decides the language of every page; cookie and browser language only
 * choose where the bare root `/` redirects (see `src/routing/request.ts`).
 */

/** One weighted language range of an Accept-Language header. */
export interface LanguageRange {
  /** Lower-case BCP-47 tag or `*`. */
  readonly tag: string
  readonly q: number
}

const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i
/** Headers longer than this are not language preferences; they are ignored rather than parsed. */
const MAX_HEADER = 1024

/**
 * Parses an Accept-Language header into ranges ordered by preference (q descending, then header
 * order). Malformed ranges and q-values are skipped; q=0 means "not acceptable" and is dropped.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header || header.length > MAX_HEADER) return []
  const ranges: (LanguageRange & { i: number })[] = []
  header.split(',').forEach((part, i) => {
    const [rawTag, ...params] = part.trim().split(';')
    const tag = rawTag?.trim().toLowerCase() ?? ''
    if (!RANGE.test(tag)) return
    let q = 1
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9](?:\.[0-9]{0,3})?)\s*$/i.exec(p)
      if (!m) return
      q = Number(m[1])
    }
    if (q <= 0 || q > 1) return
    ranges.push({ tag, q, i })
  })
  return ranges.sort((a, b) => b.q - a.q || a.i - b.i).map(({ tag, q }) => ({ tag, q }))
}

/** Chinese variants: Traditional script and the regions that write it map to tc, the rest to zh. */
export const TRADITIONAL_CHINESE = /^zh-(?:hant|tw|hk|mo)(?:-|$)/
/** Primary language subtags that differ from our locale codes. */
const PRIMARY_ALIASES: Readonly<Record<string, LocaleCode>> = { vi: 'vn', ja: 'jp' }

const byTag = new Map<string, LocaleCode>(LOCALES.map((l) => [l.language.toLowerCase(), l.code]))
const regionOf = new Map<string, string>(LOCALES.map((l) => [l.code, l.language.toLowerCase().split('-')[1] ?? '']))
function tagRegion(code: string): string {
  return regionOf.get(code) ?? ''
}

/**
 * The site locale for one language tag, or undefined: an exact tag (`ru-RU`), Chinese script and
 * region rules (`zh-HK`, `zh-TW`, `zh-Hant` → tc; `zh`, `zh-CN`, `zh-SG` → zh), then the primary
 * language (`pt-BR` → pt, `vi` → vn, `ja` → jp, `en-GB` → en).
 */
export function localeForTag(tag: string): LocaleCode | undefined {
  const t = tag.toLowerCase()
  const exact = byTag.get(t)
  if (exact) return exact
  if (TRADITIONAL_CHINESE.test(t)) return 'tc'
  const primary = t.split('-')[0] ?? ''
  if (primary === 'zh') return 'zh'
  const alias = PRIMARY_ALIASES[primary]
  if (alias) return alias
  // Where a code is also the primary subtag of its language tag (en, ru, es, pt…), it matches any
  // region; codes that are not language subtags (vn, jp, tc) never match a browser tag.
  return isLocaleCode(primary) && byTag.has(`${primary}-${tagRegion(primary)}`) ? primary : undefined
}

/** The best site locale for an Accept-Language header, or undefined when nothing matches. */
export function negotiateLocale(header: string | null | undefined): LocaleCode | undefined {
  for (const { tag } of parseAcceptLanguage(header)) {
    if (tag === '*') return DEFAULT_LOCALE
    const code = localeForTag(tag)
    if (code) return code
  }
  return undefined
}

/** Name and lifetime of the locale cookie (SPEC 4, SPEC 9: 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The `Set-Cookie`/`document.cookie` string that remembers a chosen locale. */
export function localeCookie(locale: LocaleCode, secure: boolean): string {
  return cookieString(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE / 86_400, secure)
}

/** The locale saved in a Cookie header, or undefined when absent or not one of ours. */
export function localeFromCookieHeader(header: string | null | undefined): LocaleCode | undefined {
  if (!header || header.length > 8192) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    return isLocaleCode(value) ? value : undefined
  }
  return undefined
}

/** Where the bare root should send a visitor: cookie, then browser language, then en. */
export function resolvePreferredLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): LocaleCode {
  return localeFromCookieHeader(input.cookie) ?? negotiateLocale(input.acceptLanguage) ?? DEFAULT_LOCALE
}
