import type { LocaleCode } from '../i18n/locales'
import { alternativesFor, solutionsFor, useCasesFor } from '../routing/availability'
import { DOCS_LOCALES } from '../routing/docs'
import type { Collection } from './schema'

/**
 * Whether content may be shown in a locale: table-driven collections also need the SPEC 2.5/2.6
 * tables to allow the page there (English holds the source of every id, including ziniao and the
 * Chinese use cases, which English itself does not show).
 */
export function isShownIn(collection: Collection, slug: string, locale: LocaleCode): boolean {
  switch (collection) {
    case 'solution':
      return (solutionsFor(locale) as readonly string[]).includes(slug)
    case 'use-case':
      return (useCasesFor(locale) as readonly string[]).includes(slug)
    case 'alternative':
      return (alternativesFor(locale) as readonly string[]).includes(slug)
    case 'docs':
      return DOCS_LOCALES.includes(locale)
    default:
      return true
  }
}
