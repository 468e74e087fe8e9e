import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { sectionRef } from '#src/routing/existing-pages'
import type { SearchSection } from '#src/search/sections'
import { PAGE_TITLES } from './messages'

const PAGES_LABEL = msg`Pages`

/**
 * The label of a search section: the title of its section's index page (the FAQ's own), or "Pages"
 * for the generic pages, which have no index.
 */
export function searchSectionLabel(section: SearchSection): MessageDescriptor {
  const kind = section === 'faq' ? 'faq' : sectionRef(section)?.kind
  return (kind && PAGE_TITLES[kind]) || PAGES_LABEL
}
