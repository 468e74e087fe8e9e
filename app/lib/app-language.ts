import { useSyncExternalStore } from 'react'
import { appLanguageFor, type AppLanguage } from '#src/i18n/app-language'
import type { LocaleCode } from '#src/i18n/locales'
import { appLanguageInBrowser } from './locale-memory'

const unchanging = () => () => {}

/**
 * The app language (`lang`) for links to the external app on a page in `locale` (SPEC 3, 4). The
 * server, and so any cached copy of the page, knows only the page's language: its own tag, or en-US
 * when the app lacks it (ko, jp). After hydration the browser settles those with the visitor's saved
 * or browser language; hydration itself renders the server's value, so nothing mismatches.
 */
export function useAppLanguage(locale: LocaleCode): AppLanguage {
  return useSyncExternalStore(
    unchanging,
    () => appLanguageInBrowser(locale),
    () => appLanguageFor(locale),
  )
}
