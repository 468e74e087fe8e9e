import { z } from 'zod'
import { parseLocaleOrigins, type SiteOrigins } from '../../src/i18n/hosts'

/**
 * The server's configuration, parsed once at start-up. A bad value stops the server with a message
 * naming the variable rather than failing on some later request.
 */
const schema = z.object({
  /** Origin of the default domain (en and every prefixed locale). */
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Locales with a host of their own: `zh=http://zh.localhost:3000,…`. */
  LOCALE_ORIGINS: z.string().default('zh=http://zh.localhost:3000'),
  /** Upstream API base URL; unset means answer from embedded content. */
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Host serving the desktop installers (`<base>/<version>/<file>`). */
  DOWNLOAD_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://download.profiledeck.com'),
  /** Timeout of one upstream call, in ms. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
})

function load() {
  const result = schema.safeParse(
    Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')),
  )
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const origins: SiteOrigins = {
    main: new URL(result.data.SITE_URL).origin,
    byLocale: parseLocaleOrigins(result.data.LOCALE_ORIGINS),
  }
  return { ...result.data, origins }
}

export const env = load()
