import { useLingui } from '@lingui/react'
import { getLocale, type LocaleCode } from '#src/i18n/locales'

/** The active locale of the page. */
export function useLocale(): LocaleCode {
  return useLingui().i18n.locale as LocaleCode
}

/** The `{-$locale}` route param of a locale: its prefix, or undefined for en/zh. */
export function localeParam(locale: LocaleCode): string | undefined {
  return getLocale(locale).prefix || undefined
}

/** Formats an ISO date (YYYY-MM-DD) for the locale. */
export function formatDate(iso: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(getLocale(locale).language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
}
