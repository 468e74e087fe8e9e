import { useLingui } from '@lingui/react/macro'
import type { LoadedEntry, ListItem } from '../lib/content-route'
import { ArticleView } from './article-view'
import { Breadcrumbs } from './breadcrumbs'
import { EntryList } from './entry-list'
import { PageHero } from './page-hero'
import { AppLink } from './app-link'
import { localizePath } from '../../src/i18n/paths'
import { useLocale } from '../lib/locale'
import type { Page } from '../../src/content/paginate'
import { Pagination } from './pagination'

/** Taxonomy labels of a locale. */
export interface Taxonomy {
  readonly categories: Record<string, string>
  readonly tags: Record<string, string>
  readonly helpCategories: Record<string, string>
}

/** Blog and news share their page shapes; `section` is the URL base ('blog' or 'news'). */
export type PostSection = 'blog' | 'news'

function useSectionTitle(section: PostSection): string {
  const { t } = useLingui()
  return section === 'blog' ? t`Blog` : t`News`
}

/** Category links shown above a post list. */
function CategoryNav({ section, items, taxonomy, current }: { section: PostSection; items: readonly ListItem[]; taxonomy: Taxonomy; current?: string }) {
  const locale = useLocale()
  const { t } = useLingui()
  const used = [...new Set(items.map((i) => i.data.category ?? ''))]
  return (
    <nav className="chips" aria-label={t`Categories`}>
      <AppLink href={localizePath(locale, `/${section}`)} aria-current={current ? undefined : 'page'}>{t`All`}</AppLink>
      {used.map((c) => (
        <AppLink key={c} href={localizePath(locale, `/${section}-${c}`)} aria-current={current === c ? 'page' : undefined}>
          {taxonomy.categories[c] ?? c}
        </AppLink>
      ))}
    </nav>
  )
}

/** Tag links of a category list: each tag used in the category, linking to /{section}-{category}/{tag}. */
function TagNav({ section, category, items, taxonomy, current }: { section: PostSection; category: string; items: readonly ListItem[]; taxonomy: Taxonomy; current?: readonly string[] }) {
  const locale = useLocale()
  const { t } = useLingui()
  const used = [...new Set(items.filter((i) => i.data.category === category).flatMap((i) => i.data.tags ?? []))]
  if (used.length === 0) return null
  return (
    <nav className="chips chips--tags" aria-label={t`Tags`}>
      {used.map((tag) => (
        <AppLink key={tag} href={localizePath(locale, `/${section}-${category}/${tag}`)} aria-current={current?.length === 1 && current[0] === tag ? 'page' : undefined}>
          #{taxonomy.tags[tag] ?? tag}
        </AppLink>
      ))}
    </nav>
  )
}

/** /blog and /news: every post, newest first. */
export function PostIndex({ section, all, list, taxonomy }: { section: PostSection; all: readonly ListItem[]; list: Page<ListItem>; taxonomy: Taxonomy }) {
  const { t } = useLingui()
  const locale = useLocale()
  const title = useSectionTitle(section)
  return (
    <>
      <PageHero
        title={title}
        lead={section === 'blog' ? t`Practical guides on browser profiles, fingerprints, proxies and automation.` : t`Product updates and announcements from the ProfileDeck team.`}
      />
      <div className="container">
        <CategoryNav section={section} items={all} taxonomy={taxonomy} />
        <EntryList items={list.items} base={`/${section}`} labels={taxonomy.categories} />
        <Pagination base={localizePath(locale, `/${section}`)} page={list.page} pages={list.pages} />
      </div>
    </>
  )
}

/** /blog-{category} and /blog-{category}/{tags}. */
export function PostCategory({ section, category, tags, list, all, taxonomy }: { section: PostSection; category: string; tags?: readonly string[]; list: Page<ListItem>; all: readonly ListItem[]; taxonomy: Taxonomy }) {
  const locale = useLocale()
  const sectionTitle = useSectionTitle(section)
  const categoryLabel = taxonomy.categories[category] ?? category
  const tagLabels = tags?.map((tag) => taxonomy.tags[tag] ?? tag)
  const title = tagLabels ? `${categoryLabel}: ${tagLabels.join(', ')}` : categoryLabel
  return (
    <>
      <PageHero title={title}>
        <Breadcrumbs items={[{ label: sectionTitle, to: `/${section}` }, ...(tags ? [{ label: categoryLabel, to: `/${section}-${category}` }] : []), { label: tagLabels ? tagLabels.join(', ') : categoryLabel }]} />
      </PageHero>
      <div className="container">
        <CategoryNav section={section} items={all} taxonomy={taxonomy} current={category} />
        <TagNav section={section} category={category} items={all} taxonomy={taxonomy} current={tags} />
        <EntryList items={list.items} base={`/${section}`} labels={taxonomy.categories} />
        <Pagination base={localizePath(locale, `/${section}-${category}${tags ? `/${tags.join(',')}` : ''}`)} page={list.page} pages={list.pages} />
      </div>
    </>
  )
}

/** /blog/{id} and /news/{id}. */
export function PostArticle({ section, entry, taxonomy, related }: { section: PostSection; entry: LoadedEntry; taxonomy: Taxonomy; related: readonly ListItem[] }) {
  const { t } = useLingui()
  const title = useSectionTitle(section)
  const category = entry.data.category ?? ''
  const tags = (entry.data.tags ?? []).map((tag) => ({ slug: tag, label: taxonomy.tags[tag] ?? tag, to: `/${section}-${category}/${tag}` }))
  return (
    <ArticleView
      entry={entry}
      trail={{ label: title, to: `/${section}` }}
      tags={tags}
      aside={
        related.length > 0 && (
          <section className="related">
            <h2>{t`Read next`}</h2>
            <EntryList items={related} base={`/${section}`} labels={taxonomy.categories} />
          </section>
        )
      }
    />
  )
}
