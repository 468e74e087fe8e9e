import { getLocale, type LocaleCode } from '../i18n/locales'

/** A content date: what frontmatter, release data and the page data carry (YYYY-MM-DD). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** One formatter per locale: making an Intl.DateTimeFormat costs far more than using one (it was 5 % of a render). */
const dateFormats = new Map<LocaleCode, Intl.DateTimeFormat>()
/**
 * Dates already formatted, by locale and date: a page shows the same few content dates on every
 * render, and formatting one was still 1 % of a render. Content has a bounded set of dates; the
 * bound only guards against a CMS that sends endless new ones.
 */
const formatted = new Map<string, string>()
const MAX_FORMATTED = 5000

/** Formats an ISO date (YYYY-MM-DD) the way `locale` writes a date in full ("2 October 2026"). */
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

/** How deep `datesIn` looks: page data is a few levels of records and lists. */
const MAX_DEPTH = 8

/**
 * Every date (YYYY-MM-DD string) in `data`, formatted for `locale`: the server sends them with a
 * page's data, so the browser shows a page's dates without an Intl.DateTimeFormat of its own (the
 * first one a page makes loads ICU's date data: 25–100 ms of main thread on a desktop, four times
 * that on a phone).
 */
export function datesIn(data: unknown, locale: LocaleCode): Record<string, string> {
  const dates: Record<string, string> = {}
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) dates[value] = formatDate(value, locale)
    } else if (typeof value === 'object' && value !== null && depth < MAX_DEPTH) {
      for (const item of Array.isArray(value) ? value : Object.values(value)) visit(item, depth + 1)
    }
  }
  visit(data, 0)
  return dates
}
