import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Where the browser build's source maps go: beside the build, never among the public files. */
export const SOURCEMAP_DIR = '.output-sourcemaps'

/**
 * Source maps of the browser build, kept out of the public files: `npm run bench` reads them to
 * name the package behind every first-visit kilobyte, and a browser test checks what the first
 * visit must not carry. The client build makes `hidden` maps (no `sourceMappingURL` comment); this
 * plugin moves them out of the written build into SOURCEMAP_DIR before nitro copies it, so they
 * are never published nor compressed.
 */
export function privateSourcemaps(root: string, dir = SOURCEMAP_DIR): Plugin {
  // Resolved, not joined: a build into an absolute NITRO_OUTPUT_DIR keeps its maps beside it too.
  const out = resolve(root, dir)
  return {
    name: 'profiledeck:private-sourcemaps',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({ environments: { client: { build: { sourcemap: 'hidden' } } } }),
    buildStart() {
      rmSync(out, { recursive: true, force: true })
    },
    // After writing, not in generateBundle: Vite's own output plugins still rewrite chunks (and
    // their maps) then, and a map taken earlier would not match the published file. Last of the
    // writeBundle hooks, which rolldown runs one after the other: Sentry's upload
    // (scripts/sentry-sourcemaps-plugin.ts) reads the maps where they were written before this.
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        if (!options.dir) throw new Error('private sourcemaps: the client build has no output folder')
        for (const fileName of Object.keys(bundle)) {
          if (!fileName.endsWith('.map')) continue
          const target = join(out, fileName)
          mkdirSync(dirname(target), { recursive: true })
          renameSync(join(options.dir, fileName), target)
        }
      },
    },
  }
}
