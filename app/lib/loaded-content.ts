import type { Collection, Frontmatter } from '#src/content/collection-schemas'
import type { LocaleCode } from '#src/i18n/locales'
import type { ServerRendered } from './server-rendered'

// The content pages receive, as types alone: the loaders that make it run on the server
// (app/server/content-loaders.server.ts), the components that show it on both sides.

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
