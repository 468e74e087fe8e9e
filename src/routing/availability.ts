import { isOneOf } from '../lang/one-of'
import { getOrMake } from '../lang/get-or-make'
import type { LocaleCode } from '../i18n/locales'

/**
 * Which table-driven pages exist in which locale (SPEC 2.5). The only copy of these facts: route
 * checks, menus, the switcher and (later) sitemaps read them from here.
 */

/** Solution page ids in menu order (SPEC 2.5). */
export const SOLUTION_IDS = [
  'affiliate-marketing',
  'e-commerce',
  'digital-agency',
  'social-marketing',
  'web-scraping',
  'traffic-arbitrage',
  'ticketing',
  'crypto',
  'betting',
] as const
export type SolutionId = (typeof SOLUTION_IDS)[number]

/** Alternative (competitor comparison) ids (SPEC 2.5). */
export const ALTERNATIVE_IDS = ['gologin', 'incogniton', 'dolphin-anty', 'multilogin', 'octo-browser', 'undetectable', 'ziniao'] as const
export type AlternativeId = (typeof ALTERNATIVE_IDS)[number]

/** Feature ids of the features menu (SPEC 2.5). */
export const FEATURE_IDS = ['multi-account-management', 'synchronizer', 'rpa', 'local-api', 'multi-profiles-management', 'teamwork'] as const
export type FeatureId = (typeof FEATURE_IDS)[number]

/**
 * Use-case slugs. Non-Chinese locales use the first column; Chinese swaps each for the second
 * (SPEC 2.5), and web-scraping has no Chinese counterpart.
 */
export const USE_CASE_SWAPS = [
  ['betting', 'media-market'],
  ['crypto', 'data-collection'],
  ['agencies', 'price-comparison'],
  ['ticketing', 'self-examination'],
] as const
const USE_CASES_GLOBAL = [...USE_CASE_SWAPS.map(([global]) => global), 'web-scraping'] as const
const USE_CASES_ZH = USE_CASE_SWAPS.map(([, zh]) => zh) as readonly (typeof USE_CASE_SWAPS)[number][1][]
export type UseCaseId = (typeof USE_CASES_GLOBAL)[number] | (typeof USE_CASES_ZH)[number]
export const USE_CASE_IDS: readonly UseCaseId[] = [...USE_CASES_GLOBAL, ...USE_CASES_ZH]

/** Where a page exists: everywhere but `absent`, or only in `only`. */
interface Presence {
  readonly absent?: readonly LocaleCode[]
  readonly only?: readonly LocaleCode[]
}

function present(rule: Presence | undefined, locale: LocaleCode): boolean {
  return rule?.only ? rule.only.includes(locale) : !rule?.absent?.includes(locale)
}

/** A presence table by id, for lookups by any id (an id without a rule exists everywhere). */
function byId(table: Readonly<Record<string, Presence>>): ReadonlyMap<string, Presence> {
  return new Map(Object.entries(table))
}

/** Solutions that some locales lack (SPEC 2.5). */
const SOLUTION_PRESENCE = {
  crypto: { absent: ['zh', 'tc'] },
  betting: { absent: ['zh', 'tc', 'vn'] },
} as const satisfies Partial<Record<SolutionId, Presence>>

/** Alternatives absent from some locales or present only in some (SPEC 2.5). */
const ALTERNATIVE_PRESENCE = {
  'octo-browser': { absent: ['zh', 'tc'] },
  undetectable: { absent: ['zh', 'tc'] },
  ziniao: { only: ['zh', 'tc'] },
} as const satisfies Partial<Record<AlternativeId, Presence>>

const SOLUTION_RULES = byId(SOLUTION_PRESENCE)
const ALTERNATIVE_RULES = byId(ALTERNATIVE_PRESENCE)

/** Use-case slugs are Chinese-specific for zh only (tc reads the global set). */
const CHINESE_USE_CASE_LOCALES = ['zh'] as const satisfies readonly LocaleCode[]

/** True (type level) when a presence rule lets locale `L` have the page. */
type PresentIn<R, L extends LocaleCode> = R extends { readonly only: readonly (infer O)[] }
  ? [L] extends [O]
    ? true
    : false
  : R extends { readonly absent: readonly (infer A)[] }
    ? [L] extends [Exclude<L, A>]
      ? true
      : false
    : true
type Keep<Id extends string, Rules, L extends LocaleCode> = {
  [K in Id]: K extends keyof Rules ? (PresentIn<Rules[K], L> extends true ? K : never) : K
}[Id]

/** The solution ids locale `L` has; for a union of locales, the ids all of them have. */
export type SolutionIdIn<L extends LocaleCode> = Keep<SolutionId, typeof SOLUTION_PRESENCE, L>
/** The alternative ids locale `L` has; for a union of locales, the ids all of them have. */
export type AlternativeIdIn<L extends LocaleCode> = Keep<AlternativeId, typeof ALTERNATIVE_PRESENCE, L>
/** The use-case slugs locale `L` has (zh has its own set). */
export type UseCaseIdIn<L extends LocaleCode> = [L] extends [(typeof CHINESE_USE_CASE_LOCALES)[number]]
  ? (typeof USE_CASES_ZH)[number]
  : [L] extends [Exclude<L, (typeof CHINESE_USE_CASE_LOCALES)[number]>]
    ? (typeof USE_CASES_GLOBAL)[number]
    : never

// Each locale's ids, filtered once: every link to a table-driven page asks (`isLinkAvailable`).
const SOLUTIONS_BY_LOCALE = new Map<LocaleCode, readonly SolutionId[]>()
const ALTERNATIVES_BY_LOCALE = new Map<LocaleCode, readonly AlternativeId[]>()

/** Solution ids a locale has, in menu order. */
export function solutionsFor(locale: LocaleCode): readonly SolutionId[] {
  return getOrMake(SOLUTIONS_BY_LOCALE, locale, () => SOLUTION_IDS.filter((id) => present(SOLUTION_RULES.get(id), locale)))
}

/** Alternative ids a locale has. */
export function alternativesFor(locale: LocaleCode): readonly AlternativeId[] {
  return getOrMake(ALTERNATIVES_BY_LOCALE, locale, () => ALTERNATIVE_IDS.filter((id) => present(ALTERNATIVE_RULES.get(id), locale)))
}

function isChineseUseCaseLocale(locale: LocaleCode): boolean {
  return isOneOf(CHINESE_USE_CASE_LOCALES, locale)
}

/** Use-case slugs a locale has. */
export function useCasesFor(locale: LocaleCode): readonly UseCaseId[] {
  return isChineseUseCaseLocale(locale) ? USE_CASES_ZH : USE_CASES_GLOBAL
}

/** The same use case under the other naming (zh ↔ others); undefined for web-scraping in zh. */
export function swapUseCase(id: UseCaseId, toLocale: LocaleCode): UseCaseId | undefined {
  const toChinese = isChineseUseCaseLocale(toLocale)
  for (const [global, zh] of USE_CASE_SWAPS) {
    if (id === global || id === zh) return toChinese ? zh : global
  }
  return toChinese ? undefined : id
}

/** SPEC 2.5: which section name solutions/use-cases pages take in each language (absent: site root). */
const CASE_SECTION: Partial<Record<LocaleCode, 'solutions' | 'use-cases'>> = {
  ru: 'use-cases',
  vn: 'use-cases',
  zh: 'solutions',
  tc: 'solutions',
  en: 'solutions',
  pt: 'solutions',
}

/** The section solutions and use-cases pages switch to in `locale`, or undefined (site root). */
export function caseSectionFor(locale: LocaleCode): 'solutions' | 'use-cases' | undefined {
  return CASE_SECTION[locale]
}
