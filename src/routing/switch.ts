import type { LocaleCode } from '../i18n/locales'
import { alternativesFor, solutionsFor, swapUseCase, useCasesFor, USE_CASE_IDS, type UseCaseId } from './availability'

/**
 * Language-aware switching (SPEC 2.5): the locale-free path that the header and footer language
 * links point to for `target`, given the current locale-free path `rest`.
 */

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

const HOME = '/'

function isUseCaseId(id: string): id is UseCaseId {
  return (USE_CASE_IDS as readonly string[]).includes(id)
}

/** A solutions/use-cases detail id in the target's section, or the site root when it lacks it. */
function caseDetail(id: string, target: LocaleCode, section: 'solutions' | 'use-cases'): string {
  // Chinese use-case slugs name the same pages as their global counterparts.
  const globalId = isUseCaseId(id) ? (swapUseCase(id, 'en') ?? id) : id
  if (section === 'solutions') {
    return (solutionsFor(target) as readonly string[]).includes(globalId) ? `/solutions/${globalId}` : HOME
  }
  const slug = isUseCaseId(globalId) ? swapUseCase(globalId, target) : undefined
  return slug && useCasesFor(target).includes(slug) ? `/use-cases/${slug}` : HOME
}

/**
 * The locale-free path to link to in `target` for the page at `rest` (SPEC 2.5):
 * - helps pages → /helps; blog ids → /blog; news ids → /news;
 * - guide pages → /guide for zh, /blog for every other language;
 * - solutions and use-cases pages → the target's section (ru, vn: /use-cases; zh, tc, en, pt:
 *   /solutions; others: the site root), keeping the id when the target has that page;
 * - alternatives and every other page: the same page when the target has it, else the site root.
 * `availableIn` lists the locales that have the current page, when the page knows (content pages).
 */
export function switchTarget(rest: string, target: LocaleCode, availableIn?: readonly LocaleCode[]): string {
  const [section = '', id, ...more] = rest.split('/').slice(1)
  const detail = id !== undefined && id !== '' && more.length === 0 ? id : undefined
  switch (section) {
    case 'helps':
      return '/helps'
    case 'blog':
    case 'news':
      return `/${section}`
    case 'guide':
      return target === 'zh' ? '/guide' : '/blog'
    case 'solutions':
    case 'use-cases': {
      const targetSection = caseSectionFor(target)
      if (!targetSection) return HOME
      return detail ? caseDetail(detail, target, targetSection) : `/${targetSection}`
    }
    case 'alternatives':
      return detail && (alternativesFor(target) as readonly string[]).includes(detail) ? rest : HOME
    default:
      return availableIn && !availableIn.includes(target) ? HOME : rest
  }
}
