import { localizePath } from '../i18n/paths'
import type { LocaleCode } from '../i18n/locales'
import { LOCALE_TABLES } from '../content/visibility'
import type { AlternativeIdIn, SolutionIdIn, UseCaseIdIn } from './availability'
import { pagePath, paramNames, PAGES, rowOf, type PageKind, type ParamNamesOf } from './registry'

/**
 * Typed links between locales. `localized(locale, kind, params)` builds the path of a page of the
 * registry in a locale. Params come from the kind's path pattern, and the pages the SPEC 2.5 tables
 * drive are typed per locale: `localized('zh', 'solution', { id: 'crypto' })` does not compile,
 * because zh has no crypto solution. Ids known only at run time go through `localizedOrHome`, whose
 * name says what happens when the locale lacks the page.
 */

/** Kinds whose ids come from the SPEC 2.5 tables, with the ids locale `L` has. */
interface TableIds<L extends LocaleCode> {
  solution: SolutionIdIn<L>
  useCase: UseCaseIdIn<L>
  alternative: AlternativeIdIn<L>
}

/** The params of a page kind in locale `L` (undefined for pages without params). */
export type LinkParams<L extends LocaleCode, K extends PageKind> = K extends keyof TableIds<L>
  ? { id: TableIds<L>[K] }
  : [ParamNamesOf<(typeof PAGES)[K]['path']>] extends [never]
    ? undefined
    : { [N in ParamNamesOf<(typeof PAGES)[K]['path']>]: string }

type ParamArgs<L extends LocaleCode, K extends PageKind> = LinkParams<L, K> extends undefined ? [] : [params: LinkParams<L, K>]

/** The same params with table ids widened to any string (ids that came from data). */
export type LooseParams<K extends PageKind> = LinkParams<LocaleCode, K> extends undefined ? undefined : { [N in keyof LinkParams<LocaleCode, K>]: string }

/**
 * Run-time availability of table-driven pages (a kind with an `$id` whose row's collection has a
 * SPEC 2.5 table); content pages exist where their data came from.
 */
export function isLinkAvailable(locale: LocaleCode, to: PageKind, params?: Readonly<Record<string, string>>): boolean {
  const row = rowOf(to)
  const table = row.collection && paramNames(row.path).includes('id') ? LOCALE_TABLES[row.collection] : undefined
  return table ? table.idsIn(locale).includes(params?.id ?? '') : true
}

/**
 * The path of a page in a locale (`/ru/solutions/crypto`, `/pricing`). A page the locale lacks is a
 * type error for literal ids.
 */
export function localized<L extends LocaleCode, K extends PageKind>(locale: L, to: K, ...[params]: ParamArgs<L, K>): string {
  return localizedOrHome(locale, to, params as LooseParams<K>)
}

/**
 * The href of a page named by data (a search hit, a menu slot: kind and params as they came), or
 * the locale's home when the locale lacks that page.
 */
export function refHrefOrHome(locale: LocaleCode, ref: { readonly kind: PageKind; readonly params?: Readonly<Record<string, string>> }): string {
  const values = ref.params ?? {}
  if (!isLinkAvailable(locale, ref.kind, values)) return localizePath(locale, '/')
  return localizePath(locale, pagePath({ kind: ref.kind, params: values }))
}

/** `localized` for ids known only at run time: a page the locale lacks links to its home instead. */
export function localizedOrHome<K extends PageKind>(locale: LocaleCode, to: K, params?: LooseParams<K>): string {
  return refHrefOrHome(locale, { kind: to, params: params as Readonly<Record<string, string>> | undefined })
}
