import type { Collection, Frontmatter } from '#src/content/collection-schemas'
import type { LocaleCode } from '#src/i18n/locales'
import { isSlug } from '#src/routing/checks'
import type { ListItem, LoadedEntry } from '../lib/loaded-content'
import { notFoundAt } from '../lib/page-meta'
import { serverRendered } from '../lib/server-rendered'
import { contentEntry, contentList } from './content-data.server'

/**
 * Narrows what the content source returned to its collection's type. The source validated `data`
 * with the schema of `entry.collection` (`src/content/collection-schemas.ts`), so the collection decides the type.
 */
function isIn<C extends Collection, T extends { readonly collection: Collection }>(
  entry: T,
  collection: C,
): entry is T & { readonly collection: C; readonly data: Frontmatter<C> } {
  return entry.collection === collection
}

/**
 * A content entry of a page. The registry's check already decided that the page exists; a missing
 * entry here (content changed in between) is the same not-found response.
 */
export async function loadEntry<C extends Collection>(collection: C, locale: LocaleCode, id: string, path: string): Promise<LoadedEntry<C>> {
  // Garbage ids are not looked up.
  if (!isSlug(id)) notFoundAt(path)
  const entry = await contentEntry(collection, locale, id)
  if (!entry || !isIn(entry, collection)) notFoundAt(path)
  return { ...entry, html: serverRendered(entry.html) }
}

/** The visible entries of a collection in a locale, in the one sort order. */
export async function loadList<C extends Collection>(collection: C, locale: LocaleCode): Promise<readonly ListItem<C>[]> {
  return (await contentList(collection, locale)).filter((item) => isIn(item, collection))
}

/** A detail page's loader data: `{ entry }`. */
export async function loadEntryData<C extends Collection>(collection: C, locale: LocaleCode, id: string, path: string): Promise<{ entry: LoadedEntry<C> }> {
  return { entry: await loadEntry(collection, locale, id, path) }
}
