import type { Plugin } from 'vite'

const ID = 'virtual:catalog-chunks'
const RESOLVED = `\0${ID}`
/** The browser chunk of a locale's catalog (named in vite.config.ts's chunkFileNames). */
const CATALOG_CHUNK = /^assets\/catalog-([a-z]+)-[\w-]+\.js$/

/**
 * `virtual:catalog-chunks`: each locale's catalog chunk in the browser build (`{ ru: '/assets/
 * catalog-ru-….js' }`), for the server to preload the page's catalog (the catalog no longer travels
 * inside the page: ADR 016). Start builds the client before the server, so the server
 * bundle gets the names the client build just wrote; in development it is empty (no preload).
 */
export function catalogChunks(): Plugin {
  const chunks: Record<string, string> = {}
  return {
    name: 'profiledeck:catalog-chunks',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(chunks)}` : undefined),
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      for (const fileName of Object.keys(bundle)) {
        const code = CATALOG_CHUNK.exec(fileName)?.[1]
        if (code) chunks[code] = `/${fileName}`
      }
    },
  }
}
