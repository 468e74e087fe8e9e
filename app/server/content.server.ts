import { createApiClient } from '#src/api/client'
import { parseContentFiles } from '#src/content/parse'
import { embeddedSource, httpSource, type ContentSource } from '#src/content/source'
import { createContentStore } from '#src/content/store'
import { visibleContent } from '#src/content/visible-content'
import { env } from './env.server'
import { log } from './log.server'

// Embedded content: bundled into the server at build time. The build validates the same files first
// (the content plugin in vite.config.ts), so a bad file fails the build, not a visitor's request.
const markdown = import.meta.glob<string>('/content/*/*/*.md', { query: '?raw', import: 'default', eager: true })
const dataFiles = import.meta.glob<string>('/content/*/*.json', { query: '?raw', import: 'default', eager: true })

let source: ContentSource | undefined
let embedded: ContentSource | undefined

/** The embedded content (parsed once per server process). */
export function embeddedContent(): ContentSource {
  if (!embedded) {
    const { entries, sites, faqs, pricing } = parseContentFiles(markdown, dataFiles)
    embedded = embeddedSource(createContentStore(entries, sites), { faqs, pricing })
  }
  return embedded
}

/**
 * What each locale shows (the visible-content layer over the CMS API when CONTENT_API_URL is set,
 * else over the embedded files): every page, feed and the page index read content through it.
 */
export function contentSource(): ContentSource {
  if (source) return source
  if (!env.CONTENT_API_URL) return (source = visibleContent(embeddedContent()))
  const call = createApiClient({
    baseURL: env.CONTENT_API_URL,
    timeout: env.API_TIMEOUT_MS,
    report: (error) => log.error({ path: error.path, failure: error.kind }, error.message),
  })
  return (source = visibleContent(httpSource((path, schema) => call(path, schema), { ttlMs: env.CONTENT_TTL_MS, log: (m) => log.error(m) })))
}
