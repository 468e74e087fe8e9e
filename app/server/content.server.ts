import { checkIntegrity, locateFile, parseEntry, parseSite } from '../../src/content/parse'
import { createContentStore, type ContentStore } from '../../src/content/store'
import type { SiteData } from '../../src/content/schema'
import { isLocaleCode, type LocaleCode } from '../../src/i18n/locales'

// Embedded content: bundled into the server at build time. The build itself validates the same
// files first (vite.config.ts), so a bad file never reaches this point in production.
const markdown = import.meta.glob<string>('/content/*/*/*.md', { query: '?raw', import: 'default', eager: true })
const siteFiles = import.meta.glob<string>('/content/site/*.json', { query: '?raw', import: 'default', eager: true })

function build(): ContentStore {
  const entries = Object.entries(markdown).map(([file, raw]) => parseEntry(file, raw))
  checkIntegrity(entries)
  const sites: Partial<Record<LocaleCode, SiteData>> = {}
  for (const [file, raw] of Object.entries(siteFiles)) {
    const code = /\/([a-z]+)\.json$/.exec(file)?.[1]
    if (isLocaleCode(code)) sites[code] = parseSite(file, raw)
  }
  return createContentStore(entries, sites)
}

let store: ContentStore | undefined

/** The embedded content store (parsed once per server process). */
export function contentStore(): ContentStore {
  store ??= build()
  return store
}

export { locateFile }
