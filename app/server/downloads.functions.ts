import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { DOWNLOADS, downloadUrl } from '#src/product/downloads'
import { localeInput } from './inputs.server'
import { contentSource } from './content.server'
import { env } from './env.server'

/** The latest client version (from the release notes) and an installer URL per download key. */
export const getDownloads = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeInput }))
  .handler(async ({ data }) => {
    const source = contentSource()
    const latest = (await source.list('release', data.locale))[0] ?? (await source.list('release', 'en'))[0]
    if (!latest) return null
    const version = latest.data.version
    return {
      version,
      date: latest.data.date,
      slug: latest.slug,
      builds: DOWNLOADS.map((d) => ({ key: d.key, os: d.os, arch: d.arch, url: downloadUrl(env.DOWNLOAD_BASE_URL, d, version) })),
    }
  })
