import { localizePath } from '../i18n/paths'
import type { LocaleCode } from '../i18n/locales'

/** Content links are written without a locale prefix; give them the page's locale. */
export function localizeLinks(html: string, locale: LocaleCode): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, path: string) => `href="${localizePath(locale, path)}"`)
}
