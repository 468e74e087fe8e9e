import type { LocaleCode } from '#src/i18n/locales'
import { paginate, parsePageParam } from '#src/content/paginate'
import { relatedPosts } from '#src/content/related'
import { postsOfList } from '#src/routing/checks'
import type { PostSection } from '#src/routing/registry'
import { notFoundAt } from '../lib/page-meta'
import { taxonomyOf } from './content-data.server'
import { loadEntry, loadList } from './content-loaders.server'

// Each loader returns its section too, so a post page reads it from its data rather than restating
// what its kind's registry row holds.

async function loadAll(section: PostSection, locale: LocaleCode) {
  const [items, taxonomy] = await Promise.all([loadList(section, locale), taxonomyOf(locale)])
  return { items, taxonomy }
}

/** One page of a list; a page past the end is the not-found response (the registry says the same). */
function pageOf<T>(items: readonly T[], pageParam: unknown, path: string) {
  const page = parsePageParam(pageParam)
  const result = page === undefined ? undefined : paginate(items, page)
  if (!result) notFoundAt(path)
  return result
}

/** Loader of /blog and /news (paginated by `?page=`). */
export async function loadPostIndex(section: PostSection, locale: LocaleCode, page: unknown, path: string) {
  const { items, taxonomy } = await loadAll(section, locale)
  return { section, all: items, list: pageOf(items, page, path), taxonomy }
}

/** Loader of /blog-{category}[/{tags}] (the registry's blog-route check decided the list exists). */
export async function loadPostCategory(section: PostSection, locale: LocaleCode, category: string, tags: string | undefined, path: string, page: unknown) {
  const { items: all, taxonomy } = await loadAll(section, locale)
  const items = postsOfList(all, category, tags, (i) => i.data)
  return { section, all, list: pageOf(items, page, path), taxonomy, tags: tags?.split(',') }
}

/** Loader of /blog/{id} and /news/{id}, with the posts to read next. */
export async function loadPost(section: PostSection, locale: LocaleCode, id: string, path: string) {
  const [entry, { items, taxonomy }] = await Promise.all([loadEntry(section, locale, id, path), loadAll(section, locale)])
  return { section, entry, taxonomy, related: relatedPosts(entry, items) }
}
