import type { LocaleCode } from '../../src/i18n/locales'
import { checkTaxonomy } from '../../src/routing/checks'
import { getTaxonomy } from '../server/content.functions'
import { enforce, loadEntry, loadList } from './content-route'

type Section = 'blog' | 'news'

/** Loader of /blog and /news. */
export async function loadPostIndex(section: Section, locale: LocaleCode) {
  const [items, taxonomy] = await Promise.all([loadList(section, locale), getTaxonomy({ data: { locale } })])
  return { items, taxonomy }
}

/** Loader of /blog-{category}[/{tags}] (blog-route check on category and tags). */
export async function loadPostCategory(section: Section, locale: LocaleCode, category: string, tags: string | undefined, path: string) {
  const { items: all, taxonomy } = await loadPostIndex(section, locale)
  const used = {
    categories: [...new Set(all.map((i) => i.data.category ?? ''))],
    tags: [...new Set(all.flatMap((i) => i.data.tags ?? []))],
  }
  enforce(checkTaxonomy(category, tags, used, path))
  const tagList = tags?.split(',')
  const items = all.filter((i) => i.data.category === category && (!tagList || tagList.every((t) => (i.data.tags ?? []).includes(t))))
  return { all, items, taxonomy, tags: tagList }
}

/** Loader of /blog/{id} and /news/{id} (blog-route check on the id). */
export async function loadPost(section: Section, locale: LocaleCode, id: string, path: string) {
  const [{ entry, availableIn }, { items, taxonomy }] = await Promise.all([loadEntry(section, locale, id, path), loadPostIndex(section, locale)])
  const related = items.filter((i) => i.slug !== id).slice(0, 3)
  return { entry, availableIn, taxonomy, related }
}
