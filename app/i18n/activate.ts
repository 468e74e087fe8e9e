import type { I18n } from '@lingui/core'
import { DEFAULT_LOCALE, getLocale, isLocaleCode, type LocaleCode } from '#src/i18n/locales'
import { isLeavingPage } from '../lib/page-exit'
import { loadCatalog } from './catalogs'

/** The language an i18n instance is active in: only `activateLocale` sets it, so always a locale code (English before the first activation). */
export function activeLocale(i18n: I18n): LocaleCode {
  return isLocaleCode(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/**
 * Makes `locale` the active language of this i18n instance, loading its catalog once.
 * A catalog that fails to load is logged (SPEC 8 'Failed locale loading') and the page goes on in
 * English rather than breaking. A catalog cut off because the page is being left is not logged.
 */
export async function activateLocale(i18n: I18n, locale: LocaleCode): Promise<void> {
  if (i18n.locale === locale) return
  try {
    const messages = await loadCatalog(locale)
    i18n.loadAndActivate({ locale, locales: [getLocale(locale).language], messages })
  } catch (error) {
    if (!isLeavingPage()) console.error('Failed locale loading', locale, error)
    if (locale !== DEFAULT_LOCALE && !i18n.locale) await activateLocale(i18n, DEFAULT_LOCALE)
  }
}
