import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input, localeInput } from './inputs.server'
import { VERSION_SYSTEMS } from '#src/product/downloads'
import { latestVersion, releaseDownloads } from './downloads.server'

/** The latest client version (from the release notes) and an installer URL per download key. */
export const getDownloads = createServerFn({ method: 'GET' })
  .validator(input(z.object({ locale: localeInput })))
  .handler(({ data }) => releaseDownloads(data.locale))

/** SPEC 7 latest client version for a system: the upstream's `data.url`, else the release link. */
export const getLatestVersion = createServerFn({ method: 'GET' })
  .validator(input(z.object({ system: z.enum(VERSION_SYSTEMS), locale: localeInput })))
  .handler(({ data }) => latestVersion(data.system, data.locale))
