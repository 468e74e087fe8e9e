import type { LocaleCode } from '../i18n/locales'
import { alternativesFor, solutionsFor, useCasesFor } from '../routing/availability'
import { DOCS_LOCALES } from '../routing/docs'
import type { Collection } from './schema'
import { isOneOf } from '../lang/one-of'

/**
 * Whether content may be shown in a locale: table-driven collections also need the SPEC 2.5/2.6
 * tables to allow the page there (English holds the source of every id, including ziniao and the
 * Chinese use cases, which English itself does not show).
 */
export function isShownIn(collection: Collection, slug: string, locale: LocaleCode): boolean {
  switch (collection) {
    case 'solution':
      return isOneOf(solutionsFor(locale), slug)
    case 'use-case':
      return isOneOf(useCasesFor(locale), slug)
    case 'alternative':
      return isOneOf(alternativesFor(locale), slug)
    case 'docs':
      return DOCS_LOCALES.includes(locale)
    default:
      return true
  }
}
