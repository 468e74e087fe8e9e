import { parseContentFiles } from '../../src/content/parse'
import { createContentStore, type ContentStore } from '../../src/content/store'

// Embedded content: bundled into the server at build time. The build validates the same files first
// (the content plugin in vite.config.ts), so a bad file fails the build, not a visitor's request.
const markdown = import.meta.glob<string>('/content/*/*/*.md', { query: '?raw', import: 'default', eager: true })
const siteFiles = import.meta.glob<string>('/content/site/*.json', { query: '?raw', import: 'default', eager: true })

let store: ContentStore | undefined

/** The embedded content store (parsed once per server process). */
export function contentStore(): ContentStore {
  if (!store) {
    const { entries, sites } = parseContentFiles(markdown, siteFiles)
    store = createContentStore(entries, sites)
  }
  return store
}
