import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { formatDate } from '#src/format/date'
import { counted, type Counted } from '#src/format/plural'
import { getLocale, type LocaleCode } from '#src/i18n/locales'
import { activeLocale } from '../i18n/activate'
import { pageMetaOf } from './page-meta'

/** The active locale of the page. */
export function useLocale(): LocaleCode {
  return activeLocale(useLingui().i18n)
}

/** The `{-$locale}` route param of a locale: its prefix, or undefined for en/zh. */
export function localeParam(locale: LocaleCode): string | undefined {
  return getLocale(locale).prefix || undefined
}

/**
 * How the page shows a date (YYYY-MM-DD): the text the server formatted with the page's data
 * (`PageMeta.dates`), so hydrating a page makes no Intl.DateTimeFormat of its own; a date the data
 * did not carry is formatted here.
 */
export function useDateText(): (iso: string) => string {
  const locale = useLocale()
  const dates = useRouterState({ select: (s) => pageMetaOf(s.matches)?.dates })
  return (iso) => dates?.[iso] ?? formatDate(iso, locale)
}

/** A count written out with its plural category in the page's language (`counted`), for a `<Select>` message. */
export function useCounted(): (n: number) => Counted {
  const locale = useLocale()
  return (n) => counted(n, locale)
}
