import chunks from 'virtual:catalog-chunks'
import type { LocaleCode } from '#src/i18n/locales'

/** The URL of a locale's catalog chunk in the browser build, to preload with the page (none in development). */
export function catalogChunkHref(locale: LocaleCode): string | undefined {
  return chunks[locale]
}
