import { z } from 'zod'
import { DOWNLOADS, downloadUrl, type Download, type VersionSystem } from '#src/product/downloads'
import type { LocaleCode } from '#src/i18n/locales'
import { contentSource } from './content.server'
import { env } from './env.server'
import { onBehalfOfVisitor, upstream } from './upstream.server'

/** The builds of the newest release (its notes in the locale, else English), from the release content. */
export async function releaseDownloads(locale: LocaleCode) {
  const source = contentSource()
  const latest = (await source.list('release', locale))[0] ?? (await source.list('release', 'en'))[0]
  if (!latest) return null
  const version = latest.data.version
  return {
    version,
    date: latest.data.date,
    slug: latest.slug,
    builds: DOWNLOADS.map((d) => ({ key: d.key, os: d.os, arch: d.arch, url: downloadUrl(env.DOWNLOAD_BASE_URL, d, version) })),
  }
}

const latestVersionSchema = z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) })

/** The latest-version response: the installer URL, from the upstream or from the release content. */
export const latestVersionResultSchema = z.object({ source: z.enum(['upstream', 'release']), url: z.string().nullable() })
export type LatestVersionResult = z.infer<typeof latestVersionResultSchema>

/**
 * SPEC 7 `client/sys-client-version/get-latest-version?system=…`: `data.url`. Without an upstream,
 * or when it fails, the newest release's installer for that system.
 */
export async function latestVersion(system: VersionSystem, locale: LocaleCode): Promise<LatestVersionResult> {
  if (upstream) {
    try {
      const { url } = await upstream('client/sys-client-version/get-latest-version', latestVersionSchema, { query: { system }, ...onBehalfOfVisitor() })
      return { source: 'upstream', url }
    } catch {
      // Reported by the wrapper; the release content still has a link.
    }
  }
  const build: Download | undefined = DOWNLOADS.find((d) => d.system === system)
  const release = await releaseDownloads(locale)
  return { source: 'release', url: release?.builds.find((b) => b.key === build?.key)?.url ?? null }
}
