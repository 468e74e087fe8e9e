import { notFound } from '@tanstack/react-router'
import type { Collection } from '../../src/content/schema'
import type { LocaleCode } from '../../src/i18n/locales'
import { failedCheck, slugSchema, type CheckResult } from '../../src/routing/checks'
import { getContentEntry, listContent } from '../server/content.functions'
import { withAlternates, type LoaderArgs } from './page-locales'

/** Throws the 404 of a failed route check (SPEC 2.4: the check's message, status 404). */
export function enforce(result: CheckResult): void {
  if (!result.ok) throw notFound({ data: { message: result.message, status: result.status } })
}

/** Throws the failed-check 404 for `path` ('Page Not Found: {path}'). */
export function notFoundAt(path: string): never {
  enforce(failedCheck(path))
  throw new Error('unreachable: failedCheck always fails')
}

/**
 * Loader body of a content detail page (blog-route, guide-route, help-route, html-route…): the id
 * must be a slug and name an entry that exists in the locale.
 */
export async function loadEntry(collection: Collection, locale: LocaleCode, id: string, path: string) {
  // Garbage ids fail here without a server round trip.
  if (!slugSchema.safeParse(id).success) notFoundAt(path)
  const entry = await getContentEntry({ data: { collection, locale, slug: id } })
  if (!entry) notFoundAt(path)
  return { entry, availableIn: entry.locales }
}

/** Loader body of a list page. */
export function loadList(collection: Collection, locale: LocaleCode) {
  return listContent({ data: { collection, locale } })
}

/** A content entry as loaders return it. */
export type LoadedEntry = Awaited<ReturnType<typeof loadEntry>>['entry']
/** One item of a list. */
export type ListItem = Awaited<ReturnType<typeof loadList>>[number]

/** Loader of a section's list page (/guide, /partner, /release, /solutions, /use-cases). */
export function loadListPage(collection: Collection, args: LoaderArgs) {
  return withAlternates(args, loadList(collection, args.context.locale).then((items) => ({ items })))
}
