import type { Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'

const ID = 'virtual:boot-chunks'
const RESOLVED = `\0${ID}`

/**
 * The chunks the browser entry imports step by step (app/client.tsx, ADR 058), in the browser
 * build: each step is evaluated in a task of its own, and each chunk must already be loaded when its
 * step comes, or the steps would wait for one request after another. Start preloads the entry, what
 * it imports statically and the root route's chunks; the page preloads the rest (`virtual:boot-chunks`,
 * read by the root route's head): the entry's dynamic imports and everything they import statically,
 * less those. Start builds the client before the server, so the server bundle gets the
 * names the client build just wrote; in development the list is empty.
 */
export function bootChunks(): Plugin {
  const hrefs: string[] = []
  return {
    name: 'profiledeck:boot-chunks',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(hrefs)}` : undefined),
    // The app's step: every module app/router.tsx imports statically, one chunk (vite.config.ts's
    // `app` group), known once the module graph is (before chunks are made). What the entry itself
    // imports statically stays out of it: the entry would otherwise import the app's chunk, and the
    // browser evaluate the whole app before the entry's first line.
    buildEnd() {
      if (this.environment.name !== 'client') return
      const ids = [...this.getModuleIds()]
      const app = ids.find((id) => id.endsWith('/app/router.tsx'))
      const entry = ids.find((id) => id.endsWith('/app/client.tsx'))
      if (!app || !entry) return
      const closure = (root: string) => {
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id)) return
          seen.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
        }
        visit(root)
        return seen
      }
      ENTRY_MODULES.clear()
      for (const id of closure(entry)) ENTRY_MODULES.add(id)
      APP_MODULES.clear()
      for (const id of closure(app)) if (!ENTRY_MODULES.has(id)) APP_MODULES.add(id)
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      hrefs.splice(0, hrefs.length, ...bootChunkFiles(bundle).map((file) => `/${file}`))
    },
  }
}

/**
 * The modules app/router.tsx imports statically, less the entry's own (`APP_MODULES`), and the
 * modules the entry imports statically (`ENTRY_MODULES`), in the browser build: filled once its
 * module graph is known, read by vite.config.ts's chunk groups. A group takes the modules its
 * members import too, so the entry's own need a group of their own, ranked above the app's.
 */
export const APP_MODULES = new Set<string>()
export const ENTRY_MODULES = new Set<string>()

/**
 * The files of the entry's dynamic imports and their static imports, in the order the entry asks for
 * them, less what the page preloads already: the entry and its static imports, and what Start
 * preloads for the root route (the chunk of app/routes/__root.tsx and its static imports).
 */
export function bootChunkFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) return []
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const withImports = (file: string, into: Set<string>): Set<string> => {
    if (into.has(file)) return into
    into.add(file)
    for (const imported of byName.get(file)?.imports ?? []) withImports(imported, into)
    return into
  }
  const preloaded = withImports(entry.fileName, new Set())
  const root = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/app/routes/__root.tsx')))
  if (root) withImports(root.fileName, preloaded)
  const files: string[] = []
  const add = (file: string) => {
    if (preloaded.has(file)) return
    preloaded.add(file)
    for (const imported of byName.get(file)?.imports ?? []) add(imported)
    files.push(file)
  }
  for (const file of entry.dynamicImports) add(file)
  return files
}
