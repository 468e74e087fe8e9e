import { createClientOnlyFn } from '@tanstack/react-start'
import { APP_LANGUAGE_KEY, appLanguageFor, LOCALE_APP_LANGUAGES, resolveAppLanguage, type AppLanguage } from '#src/i18n/app-language'
import { localeCookie } from '#src/i18n/negotiate'
import type { LocaleCode } from '#src/i18n/locales'

/** The saved app language (`myLocale`), if storage can be read. */
function saved(): string | null {
  try {
    return localStorage.getItem(APP_LANGUAGE_KEY)
  } catch {
    return null
  }
}

/**
 * Remembers a language the visitor chose (SPEC 4): the `i18n_redirected` cookie decides where `/`
 * sends them next time, and `myLocale` in local storage is the language handed to the external app
 * (left as it was when the app lacks the chosen language). Browser only (a no-op on the server);
 * storage failures (private mode) must not break the click.
 */
export const rememberLocale = createClientOnlyFn((locale: LocaleCode, secure: boolean): void => {
  document.cookie = localeCookie(locale, secure)
  const app = LOCALE_APP_LANGUAGES[locale]
  if (!app) return
  try {
    localStorage.setItem(APP_LANGUAGE_KEY, app)
  } catch {
    // Storage may be unavailable; the cookie alone still works.
  }
})

/** The visitor's app language (SPEC 4): saved `myLocale`, else the browser's languages, else en-US; saved back. */
export const currentAppLanguage = createClientOnlyFn((): AppLanguage => {
  const language = resolveAppLanguage(saved(), navigator.languages ?? [navigator.language])
  try {
    localStorage.setItem(APP_LANGUAGE_KEY, language)
  } catch {
    // ignore
  }
  return language
})

/** The app language of a page in `locale`, in the browser: the page's own when the app has it, else the visitor's. */
export const appLanguageInBrowser = createClientOnlyFn((locale: LocaleCode): AppLanguage =>
  appLanguageFor(locale, saved(), navigator.languages ?? [navigator.language]),
)
