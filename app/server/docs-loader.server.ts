import type { LocaleCode } from '#src/i18n/locales'
import { loadEntry, loadList } from './content-loaders.server'

/** Loader of /docs and /docs/{slug} (the registry decides where docs exist: SPEC 2.6). */
export async function loadDocs(locale: LocaleCode, slug: string, path: string) {
  const [entry, pages] = await Promise.all([loadEntry('docs', locale, slug, path), loadList('docs', locale)])
  return { entry, pages }
}
