import { getLocale, type LocaleCode } from '../i18n/locales'
import { formatNumber } from './number'

const rules = new Map<LocaleCode, Intl.PluralRules>()

/**
 * The CLDR plural category (one, few, many, other…) of `n` in `locale`, for a `select` message with a
 * branch per category and the count already written out (`formatNumber`). Lingui's `plural` formats
 * its `#` with an Intl.NumberFormat, and the first one a page makes loads ICU's number data: a long
 * task (30–80 ms on a desktop, four times that on a phone) while the page hydrates. Intl.PluralRules
 * costs under a millisecond.
 */
export function pluralCategory(n: number, locale: LocaleCode): Intl.LDMLPluralRule {
  let r = rules.get(locale)
  if (!r) rules.set(locale, (r = new Intl.PluralRules(getLocale(locale).language)))
  return r.select(n)
}

/** A count as a message shows it: written out (SPEC 5's format) and its plural category in `locale`. */
export interface Counted {
  readonly count: string
  readonly category: Intl.LDMLPluralRule
}

/** `n` as a `select` message over plural categories takes it (`pluralCategory`). */
export function counted(n: number, locale: LocaleCode): Counted {
  return { count: formatNumber(n, 0), category: pluralCategory(n, locale) }
}
