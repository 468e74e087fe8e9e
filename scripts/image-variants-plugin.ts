import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { VARIANT_FILES_DIR, VARIANT_MANIFEST } from '#src/images/variants'
import { buildImageVariants } from './image-variants'

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/**
 * This build's variants and their manifest. nitro bundles the manifest into the server
 * (vite.config.ts); the variant files go beside the server's entry (`copyVariantFiles`).
 */
export const IMAGE_VARIANTS_DIR = root('.image-variants')

/**
 * Copies this build's variant files (not the manifest, which is bundled) into the built server's
 * folder, `<serverDir>/image-variants/`: `.output/server/` for the Node server, the function's
 * folder on Vercel. The optimiser reads them from there on each request (ADR 041) rather than
 * holding them in the JS heap as bundled modules.
 */
export function copyVariantFiles(serverDir: string): void {
  cpSync(IMAGE_VARIANTS_DIR, join(serverDir, VARIANT_FILES_DIR), { recursive: true, filter: (from) => !from.endsWith(`/${VARIANT_MANIFEST}`) })
}

/**
 * Encodes the site's image variants before anything is bundled (ADR 034), in `vite build` and when
 * the dev server starts, once per process (buildStart runs once per environment). A source that
 * cannot be served fails the build with its file name.
 */
export function imageVariants(): Plugin {
  let run: Promise<string> | undefined
  let reported = false
  return {
    name: 'profiledeck:image-variants',
    async buildStart() {
      run ??= (async () => {
        const started = performance.now()
        const report = await buildImageVariants({
          sourceDir: root('public/images'),
          outDir: IMAGE_VARIANTS_DIR,
          cacheDir: root('node_modules/.cache/image-variants'),
        })
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        return `image variants: ${report.urls} URLs of ${report.sources} sources in ${report.files} files (${Math.round(report.bytes / 1024)} KB); ${report.encoded} encoded, the rest from the cache, in ${seconds} s`
      })()
      try {
        const line = await run
        if (!reported) this.info(line)
        reported = true
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
