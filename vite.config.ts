import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { nitro } from 'nitro/vite'
import { contentValidation } from './scripts/content-plugin'

// Start's build is a Vite plugin now (no vinxi / app.config.ts): see docs/decisions/001.
export default defineConfig({
  server: { port: 3000 },
  build: {
    rolldownOptions: {
      output: {
        // One named chunk per locale catalog (catalog-ru-….js): easy to audit and to test that a
        // switch fetches only the target language.
        chunkFileNames: (chunk) => {
          const po = chunk.moduleIds.find((id) => /\/locales\/[a-z]+\/messages\.po/.test(id))
          const code = po && /\/locales\/([a-z]+)\//.exec(po)?.[1]
          return code ? `assets/catalog-${code}-[hash].js` : 'assets/[name]-[hash].js'
        },
      },
    },
  },
  plugins: [
    contentValidation(),
    tanstackStart({ srcDirectory: 'app' }),
    lingui(),
    // The Lingui macro transform must run before React's JSX transform.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    viteReact(),
    // No preset here on purpose: nitro picks `vercel` on Vercel (VERCEL=1) or from NITRO_PRESET,
    // and a Node server otherwise.
    nitro({
      handlers: [
        // Cache-Control, ETag/304 and compression of every answer below it (ADR 006).
        { route: '/**', middleware: true, handler: fileURLToPath(new URL('./app/server/http-cache.server.ts', import.meta.url)) },
        // SPEC 2.4 normalisation and the root language redirect run before Start sees a request.
        { route: '/**', middleware: true, handler: fileURLToPath(new URL('./app/server/request-rules.server.ts', import.meta.url)) },
      ],
      // public/ and the built /assets/* get .br and .gz copies at build time; nitro serves them by
      // Accept-Encoding before any middleware runs (hashed /assets/* are already `immutable`).
      compressPublicAssets: { gzip: true, brotli: true },
      // geoip-country reads its database next to its own files (__dirname): keep it a package in
      // .output/server/node_modules, with its data, instead of bundling it.
      traceDeps: ['geoip-country*'],
    }),
  ],
})
