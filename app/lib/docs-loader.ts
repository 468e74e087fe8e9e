import type { LocaleCode } from '../../src/i18n/locales'
import { loadEntry, loadList, notFoundAt } from './content-route'

/**
 * Loader of /docs and /docs/{slug}: docs exist in en, ru, pt and vn (SPEC 2.6); elsewhere, and for
 * the docs root spelled /docs/index, the page is a 404.
 */
export async function loadDocs(locale: LocaleCode, slug: string, path: string, viaSlugRoute: boolean) {
  if (viaSlugRoute && slug === 'index') notFoundAt(path)
  const [{ entry, availableIn }, pages] = await Promise.all([loadEntry('docs', locale, slug, path), loadList('docs', locale)])
  return { entry, availableIn, pages }
}
