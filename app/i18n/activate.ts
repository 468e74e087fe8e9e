import type { I18n } from '@lingui/core'
import { DEFAULT_LOCALE, getLocale, type LocaleCode } from '#src/i18n/locales'
import { loadCatalog } from './catalogs'

/**
 * Makes `locale` the active language of this i18n instance, loading its catalog once.
 * A catalog that fails to load is logged (SPEC 8 'Failed locale loading') and the page goes on in
 * English rather than breaking.
 */
export async function activateLocale(i18n: I18n, locale: LocaleCode): Promise<void> {
  if (i18n.locale === locale) return
  try {
    const messages = await loadCatalog(locale)
    i18n.loadAndActivate({ locale, locales: [getLocale(locale).language], messages })
  } catch (error) {
    console.error('Failed locale loading', locale, error)
    if (locale !== DEFAULT_LOCALE && !i18n.locale) await activateLocale(i18n, DEFAULT_LOCALE)
  }
}
