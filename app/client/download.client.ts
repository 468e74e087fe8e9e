import type { LocaleCode } from '#src/i18n/locales'
import { versionSystemOf, type DownloadKey } from '#src/product/downloads'
import { downloadsQuery, latestVersionQuery } from './queries.client'
import { queryClient } from './query-client.client'

/**
 * The installer URL of a download key: the latest-version call's `data.url` (SPEC 7), else the
 * release content's link; Linux keeps its direct release link. Null if neither is known.
 */
export async function installerUrl(key: DownloadKey, locale: LocaleCode, releaseUrl?: string): Promise<string | null> {
  const system = versionSystemOf(key)
  if (system) {
    try {
      const latest = await queryClient().fetchQuery(latestVersionQuery(system, locale))
      if (latest.url) return latest.url
    } catch {
      // Reported once by the query cache; the release link still works.
    }
  }
  if (releaseUrl) return releaseUrl
  try {
    return (await queryClient().fetchQuery(downloadsQuery(locale)))?.builds.find((b) => b.key === key)?.url ?? null
  } catch {
    return null
  }
}
