import type { Collection, Frontmatter } from './collection-schemas'

/** What a card shows of an entry: any list item fits, and a loader may send only this. */
export interface EntryCard {
  /** The entry's collection: its card links to the collection's page for it. */
  readonly collection: Collection
  readonly slug: string
  readonly words: number
  readonly data: {
    readonly title: string
    readonly description: string
    readonly date?: string
    readonly cover?: string
    readonly logo?: string
    readonly category?: string
  }
}

/** A list item of any collection, as the content loaders return it. */
interface Listed {
  readonly collection: Collection
  readonly slug: string
  readonly words: number
  readonly data: Frontmatter<Collection>
}

/** The card fields of list items, for loaders that send the browser only what it renders. */
export function entryCards(items: readonly Listed[]): EntryCard[] {
  return items.map(({ collection, slug, words, data }) => ({
    collection,
    slug,
    words,
    data: {
      title: data.title,
      description: data.description,
      ...(data.date ? { date: data.date } : {}),
      ...('cover' in data && data.cover ? { cover: data.cover } : {}),
      ...('logo' in data && data.logo ? { logo: data.logo } : {}),
      ...('category' in data && data.category ? { category: data.category } : {}),
    },
  }))
}
