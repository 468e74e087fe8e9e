import type { LocaleCode } from '../i18n/locales'
import { ALTERNATIVE_IDS, alternativesFor, FEATURE_IDS, SOLUTION_IDS, solutionsFor, USE_CASE_IDS, useCasesFor } from '../routing/availability'
import { DOCS_LOCALES } from '../routing/docs'
import type { Collection } from './collection-schemas'

/** A SPEC 2.5 table: every id it knows, and the ids a locale has. */
export interface LocaleTable {
  readonly ids: readonly string[]
  readonly idsIn: (locale: LocaleCode) => readonly string[]
}

/**
 * The one mapping from a collection to the SPEC 2.5 table that decides where its entries exist. A
 * page kind reaches its table through its registry row's `collection`; links, content checks and
 * visibility all read this.
 */
export const LOCALE_TABLES: Partial<Record<Collection, LocaleTable>> = {
  solution: { ids: SOLUTION_IDS, idsIn: solutionsFor },
  'use-case': { ids: USE_CASE_IDS, idsIn: useCasesFor },
  alternative: { ids: ALTERNATIVE_IDS, idsIn: alternativesFor },
  feature: { ids: FEATURE_IDS, idsIn: () => FEATURE_IDS },
}

/**
 * Whether content may be shown in a locale: table-driven collections also need the SPEC 2.5/2.6
 * tables to allow the page there (English holds the source of every id, including ziniao and the
 * Chinese use cases, which English itself does not show).
 */
export function isShownIn(collection: Collection, slug: string, locale: LocaleCode): boolean {
  if (collection === 'docs') return DOCS_LOCALES.includes(locale)
  const table = LOCALE_TABLES[collection]
  return !table || table.idsIn(locale).includes(slug)
}
