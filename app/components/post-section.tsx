import { useLingui } from '@lingui/react/macro'
import type { LoadedEntry, ListItem } from '../lib/loaded-content'
import { ArticleView } from './article-view'
import { Breadcrumbs } from './breadcrumbs'
import { postListTrail } from '../lib/trail'
import { EntryList } from './entry-list'
import { PageHero } from './page-hero'
import { AppLink } from './app-link'
import { usePageHref } from './page-link'
import { sectionKinds, type PostSection } from '#src/routing/registry'
import type { Page } from '#src/content/paginate'
import { Pagination } from './pagination'

/** Taxonomy labels of a locale. */
export interface Taxonomy {
  readonly categories: Record<string, string>
  readonly tags: Record<string, string>
  readonly helpCategories: Record<string, string>
}

export type { PostSection }

/** Category links shown above a post list. */
function CategoryNav({
  section,
  items,
  taxonomy,
  current,
}: {
  section: PostSection
  items: readonly ListItem<PostSection>[]
  taxonomy: Taxonomy
  current?: string
}) {
  const pageHref = usePageHref()
  const kinds = sectionKinds(section)
  const { t } = useLingui()
  const used = [...new Set(items.map((i) => i.data.category))]
  return (
    <nav className="chips" aria-label={t`Categories`}>
      <AppLink href={pageHref(kinds.index)} aria-current={current ? undefined : 'page'}>{t`All`}</AppLink>
      {used.map((c) => (
        <AppLink key={c} href={pageHref(kinds.category, { category: c })} aria-current={current === c ? 'page' : undefined}>
          {taxonomy.categories[c] ?? c}
        </AppLink>
      ))}
    </nav>
  )
}

/** Tag links of a category list: each tag used in the category, linking to /{section}-{category}/{tag}. */
function TagNav({
  section,
  category,
  items,
  taxonomy,
  current,
}: {
  section: PostSection
  category: string
  items: readonly ListItem<PostSection>[]
  taxonomy: Taxonomy
  current?: readonly string[]
}) {
  const pageHref = usePageHref()
  const kinds = sectionKinds(section)
  const { t } = useLingui()
  const used = [...new Set(items.filter((i) => i.data.category === category).flatMap((i) => i.data.tags))]
  if (used.length === 0) return null
  return (
    <nav className="chips chips--tags" aria-label={t`Tags`}>
      {used.map((tag) => (
        <AppLink key={tag} href={pageHref(kinds.tags, { category, tags: tag })} aria-current={current?.length === 1 && current[0] === tag ? 'page' : undefined}>
          #{taxonomy.tags[tag] ?? tag}
        </AppLink>
      ))}
    </nav>
  )
}

/** /blog and /news: every post, newest first. */
export function PostIndex({
  section,
  all,
  list,
  taxonomy,
}: {
  section: PostSection
  all: readonly ListItem<PostSection>[]
  list: Page<ListItem<PostSection>>
  taxonomy: Taxonomy
}) {
  const { t, i18n } = useLingui()
  const pageHref = usePageHref()
  const kinds = sectionKinds(section)
  const title = postListTrail(section, undefined, undefined, taxonomy, i18n).name
  return (
    <>
      <PageHero
        title={title}
        lead={
          section === 'blog'
            ? t`Practical guides on browser profiles, fingerprints, proxies and automation.`
            : t`Product updates and announcements from the ProfileDeck team.`
        }
      />
      <div className="container">
        <CategoryNav section={section} items={all} taxonomy={taxonomy} />
        <EntryList items={list.items} labels={taxonomy.categories} />
        <Pagination base={pageHref(kinds.index)} page={list.page} pages={list.pages} />
      </div>
    </>
  )
}

/** /blog-{category} and /blog-{category}/{tags}. */
export function PostCategory({
  section,
  category,
  tags,
  list,
  all,
  taxonomy,
}: {
  section: PostSection
  category: string
  tags?: readonly string[]
  list: Page<ListItem<PostSection>>
  all: readonly ListItem<PostSection>[]
  taxonomy: Taxonomy
}) {
  const { i18n } = useLingui()
  const pageHref = usePageHref()
  const kinds = sectionKinds(section)
  const { name, ...trail } = postListTrail(section, category, tags, taxonomy, i18n)
  return (
    <>
      <PageHero title={name}>
        <Breadcrumbs trail={trail} />
      </PageHero>
      <div className="container">
        <CategoryNav section={section} items={all} taxonomy={taxonomy} current={category} />
        <TagNav section={section} category={category} items={all} taxonomy={taxonomy} current={tags} />
        <EntryList items={list.items} labels={taxonomy.categories} />
        <Pagination
          base={tags ? pageHref(kinds.tags, { category, tags: tags.join(',') }) : pageHref(kinds.category, { category })}
          page={list.page}
          pages={list.pages}
        />
      </div>
    </>
  )
}

/** /blog/{id} and /news/{id}. */
export function PostArticle({
  section,
  entry,
  taxonomy,
  related,
}: {
  section: PostSection
  entry: LoadedEntry<PostSection>
  taxonomy: Taxonomy
  related: readonly ListItem<PostSection>[]
}) {
  const { t } = useLingui()
  const pageHref = usePageHref()
  const kinds = sectionKinds(section)
  const category = entry.data.category
  const tags = entry.data.tags.map((tag) => ({ slug: tag, label: taxonomy.tags[tag] ?? tag, href: pageHref(kinds.tags, { category, tags: tag }) }))
  return (
    <ArticleView
      entry={entry}
      cover={entry.data.cover}
      tags={tags}
      aside={
        related.length > 0 && (
          <section className="related">
            <h2>{t`Read next`}</h2>
            <EntryList items={related} labels={taxonomy.categories} />
          </section>
        )
      }
    />
  )
}
