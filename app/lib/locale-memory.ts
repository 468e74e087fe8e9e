import { createClientOnlyFn } from '@tanstack/react-start'
import { APP_LANGUAGE_KEY, localeCookie, resolveAppLanguage } from '#src/i18n/negotiate'
import { getLocale, type LocaleCode } from '#src/i18n/locales'

/**
 * Remembers a language the visitor chose (SPEC 4): the `i18n_redirected` cookie decides where `/`
 * sends them next time, and `myLocale` in local storage is the language handed to the external app.
 * Browser only (a no-op on the server); storage failures (private mode) must not break the click.
 */
export const rememberLocale = createClientOnlyFn((locale: LocaleCode, secure: boolean): void => {
  document.cookie = localeCookie(locale, secure)
  try {
    localStorage.setItem(APP_LANGUAGE_KEY, resolveAppLanguage(getLocale(locale).appLanguage, []))
  } catch {
    // Storage may be unavailable; the cookie alone still works.
  }
})

/** The app language (SPEC 4): saved `myLocale`, else the browser's languages, else en-US; saved back. */
export const currentAppLanguage = createClientOnlyFn((): string => {
  let saved: string | null = null
  try {
    saved = localStorage.getItem(APP_LANGUAGE_KEY)
  } catch {
    saved = null
  }
  const language = resolveAppLanguage(saved, navigator.languages ?? [navigator.language])
  try {
    localStorage.setItem(APP_LANGUAGE_KEY, language)
  } catch {
    // ignore
  }
  return language
})
