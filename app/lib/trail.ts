import type { I18n } from '@lingui/core'
import type { Collection } from '#src/content/collection-schemas'
import { entryRef, trailOf } from '#src/routing/existing-pages'
import { pagePath, sectionKinds, type PageRef, type PostSection } from '#src/routing/registry'
import { PAGE_TITLES } from './messages'

// A page's breadcrumb trail, built once for both its readers: the visible breadcrumbs
// (`components/breadcrumbs.tsx`) and the BreadcrumbList the head gives search engines (`head.ts`).
// Same names, same links, from the registry's `parent` chain.

/** A step of a page's breadcrumb trail (locale-free path). */
export interface TrailStep {
  readonly label: string
  readonly to: string
}

/** A page's place: the pages between home and it, and its own name at the end of the trail. */
export interface Trail {
  readonly steps: readonly TrailStep[]
  readonly current: string
}

/** The steps of a registry trail (`trailOf`) whose pages have a UI title (section indexes). */
export function trailSteps(trail: readonly PageRef[], i18n: I18n): TrailStep[] {
  return trail.flatMap((ref) => {
    const title = PAGE_TITLES[ref.kind]
    return title ? [{ label: i18n._(title), to: pagePath(ref) }] : []
  })
}

/** The trail of a content entry (its registry parents, then its title); no steps for top-level pages. */
export function entryTrail(entry: { readonly collection: Collection; readonly slug: string; readonly data: { readonly title: string } }, i18n: I18n): Trail {
  const ref = entryRef(entry.collection, entry.slug)
  return { steps: ref ? trailSteps(trailOf(ref), i18n) : [], current: entry.data.title }
}

/** Category and tag labels of a locale (slugs without a label show as themselves). */
export interface PostLabels {
  readonly categories: Readonly<Record<string, string>>
  readonly tags: Readonly<Record<string, string>>
}

/**
 * The trail and name of a post list: the section index, `/blog-{category}` and
 * `/blog-{category}/{tags}` (and news). `name` is the list's title ("Tutorials: Proxies, API").
 */
export function postListTrail(
  section: PostSection,
  category: string | undefined,
  tags: readonly string[] | undefined,
  labels: PostLabels,
  i18n: I18n,
): Trail & { readonly name: string } {
  const kinds = sectionKinds(section)
  const sectionTitle = i18n._(PAGE_TITLES[kinds.index]!)
  if (category === undefined) return { steps: [], current: sectionTitle, name: sectionTitle }
  const categoryTitle = labels.categories[category] ?? category
  const sectionStep = { label: sectionTitle, to: pagePath({ kind: kinds.index, params: {} }) }
  if (!tags?.length) return { steps: [sectionStep], current: categoryTitle, name: categoryTitle }
  const tagsTitle = tags.map((t) => labels.tags[t] ?? t).join(', ')
  return {
    steps: [sectionStep, { label: categoryTitle, to: pagePath({ kind: kinds.category, params: { category } }) }],
    current: tagsTitle,
    name: `${categoryTitle}: ${tagsTitle}`,
  }
}
