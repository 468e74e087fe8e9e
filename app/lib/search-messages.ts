import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SearchSection } from '#src/search/sections'
import { PAGE_TITLES } from './messages'

/** The label of each search section: the title of its list page (the FAQ's own), or "Pages". */
export const SEARCH_SECTION_LABELS: Record<SearchSection, MessageDescriptor> = {
  help: PAGE_TITLES.helpIndex!,
  docs: PAGE_TITLES.docsIndex!,
  guide: PAGE_TITLES.guideIndex!,
  blog: PAGE_TITLES.blogIndex!,
  news: PAGE_TITLES.newsIndex!,
  solution: PAGE_TITLES.solutionIndex!,
  'use-case': PAGE_TITLES.useCaseIndex!,
  alternative: PAGE_TITLES.alternativeIndex!,
  partner: PAGE_TITLES.partnerIndex!,
  release: PAGE_TITLES.releaseIndex!,
  faq: PAGE_TITLES.faq!,
  page: msg`Pages`,
}
