import { useLingui } from '@lingui/react'
import { getLocale, type LocaleCode } from '#src/i18n/locales'
import { activeLocale } from '../i18n/activate'

/** The active locale of the page. */
export function useLocale(): LocaleCode {
  return activeLocale(useLingui().i18n)
}

/** The `{-$locale}` route param of a locale: its prefix, or undefined for en/zh. */
export function localeParam(locale: LocaleCode): string | undefined {
  return getLocale(locale).prefix || undefined
}

/** One formatter per locale: making an Intl.DateTimeFormat costs far more than using one (it was 5 % of a render). */
const dateFormats = new Map<LocaleCode, Intl.DateTimeFormat>()
/**
 * Dates already formatted, by locale and date: a page shows the same few content dates on every
 * render, and formatting one was still 1 % of a render. Content has a bounded set of dates; the
 * bound only guards against a CMS that sends endless new ones.
 */
const formatted = new Map<string, string>()
const MAX_FORMATTED = 5000

/** Formats an ISO date (YYYY-MM-DD) for the locale. */
export function formatDate(iso: string, locale: LocaleCode): string {
  const key = `${locale} ${iso}`
  let text = formatted.get(key)
  if (text === undefined) {
    let format = dateFormats.get(locale)
    if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(getLocale(locale).language, { dateStyle: 'long', timeZone: 'UTC' })))
    text = format.format(new Date(`${iso}T00:00:00Z`))
    if (formatted.size >= MAX_FORMATTED) formatted.clear()
    formatted.set(key, text)
  }
  return text
}
