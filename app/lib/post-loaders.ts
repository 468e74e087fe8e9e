import type { LocaleCode } from '../../src/i18n/locales'
import { checkTaxonomy } from '../../src/routing/checks'
import { getTaxonomy } from '../server/content.functions'
import { paginate, parsePageParam } from '../../src/content/paginate'
import { enforce, loadEntry, loadList, notFoundAt } from './content-route'

type Section = 'blog' | 'news'

async function loadAll(section: Section, locale: LocaleCode) {
  const [items, taxonomy] = await Promise.all([loadList(section, locale), getTaxonomy({ data: { locale } })])
  return { items, taxonomy }
}

/** One page of a list; a page past the end is a 404 (the list URL with that `?page=` does not exist). */
function pageOf<T>(items: readonly T[], pageParam: unknown, path: string) {
  const page = parsePageParam(pageParam)
  const result = page === undefined ? undefined : paginate(items, page)
  if (!result) notFoundAt(path)
  return result
}

/** Loader of /blog and /news (paginated by `?page=`). */
export async function loadPostIndex(section: Section, locale: LocaleCode, page: unknown = undefined, path = `/${section}`) {
  const { items, taxonomy } = await loadAll(section, locale)
  return { all: items, list: pageOf(items, page, path), taxonomy }
}

/** Loader of /blog-{category}[/{tags}] (blog-route check on category and tags). */
export async function loadPostCategory(section: Section, locale: LocaleCode, category: string, tags: string | undefined, path: string, page: unknown = undefined) {
  const { items: all, taxonomy } = await loadAll(section, locale)
  const used = {
    categories: [...new Set(all.map((i) => i.data.category ?? ''))],
    tags: [...new Set(all.flatMap((i) => i.data.tags ?? []))],
  }
  enforce(checkTaxonomy(category, tags, used, path))
  const tagList = tags?.split(',')
  const items = all.filter((i) => i.data.category === category && (!tagList || tagList.every((t) => (i.data.tags ?? []).includes(t))))
  // A category and tags that no post combines is not a page (no empty lists for crawlers).
  if (items.length === 0) notFoundAt(path)
  return { all, list: pageOf(items, page, path), taxonomy, tags: tagList }
}

/** Loader of /blog/{id} and /news/{id} (blog-route check on the id). */
export async function loadPost(section: Section, locale: LocaleCode, id: string, path: string) {
  const [{ entry, availableIn }, { items, taxonomy }] = await Promise.all([loadEntry(section, locale, id, path), loadAll(section, locale)])
  // Related: same category first, then shared tags, then the newest others.
  const score = (i: (typeof items)[number]) =>
    (i.data.category === entry.data.category ? 2 : 0) + (i.data.tags ?? []).filter((t) => (entry.data.tags ?? []).includes(t)).length
  const related = items
    .filter((i) => i.slug !== id)
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 3)
    .map((r) => r.item)
  return { entry, availableIn, taxonomy, related }
}
