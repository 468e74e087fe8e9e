import { serverRendered, type ServerRendered } from './server-rendered'
import type { Collection, Frontmatter } from '#src/content/schema'
import type { LocaleCode } from '#src/i18n/locales'
import { isSlug } from '#src/routing/checks'
import { contentEntry, contentList } from '../server/content-data.server'
import { notFoundAt } from './page-meta'

/** A content entry as pages receive it, typed by its collection's schema. */
export interface LoadedEntry<C extends Collection = Collection> {
  readonly slug: string
  readonly locale: LocaleCode
  readonly collection: C
  readonly data: Frontmatter<C>
  /** The rendered body: shown only, so it is not in the page's payload (ADR 017). */
  readonly html: ServerRendered<string>
  readonly headings: readonly { readonly id: string; readonly text: string; readonly level: number }[]
  readonly words: number
}

/** One item of a list (no body), typed by its collection's schema. */
export interface ListItem<C extends Collection = Collection> {
  readonly slug: string
  readonly collection: C
  readonly data: Frontmatter<C>
  readonly words: number
}

/**
 * Narrows what the content source answered to its collection's type. The source validated `data`
 * with the schema of `entry.collection` (`src/content/schema.ts`), so the collection decides the type.
 */
function isIn<C extends Collection, T extends { readonly collection: Collection }>(entry: T, collection: C): entry is T & { readonly collection: C; readonly data: Frontmatter<C> } {
  return entry.collection === collection
}

/**
 * A content entry of a page. The registry's check already decided that the page exists; a missing
 * entry here (content changed in between) is the same not-found answer.
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
