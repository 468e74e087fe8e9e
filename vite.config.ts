import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { nitro } from 'nitro/vite'
import { contentValidation } from './scripts/content-plugin'
import { buildManifests, currentBuild } from './scripts/build-manifest-plugin'
import { privateSourcemaps } from './scripts/sourcemaps-plugin'
import { sentrySourcemaps } from './scripts/sentry-sourcemaps-plugin'
import { catalogChunks } from './scripts/catalog-chunks-plugin'
import { APP_MODULES, bootChunks, ENTRY_MODULES } from './scripts/boot-chunks-plugin'
import { catalogPhrases } from './scripts/catalog-phrases-plugin'
import { VARIANT_MANIFEST } from './src/images/variants'
import { copyVariantFiles, IMAGE_VARIANTS_DIR, imageVariants } from './scripts/image-variants-plugin'
import { staticSecurityHeaders } from './src/http/security-headers'

// One id per build (ADR 010): compiled into server and browser code (`app/lib/build.ts`) and
// published in /builds/latest.json, so an open tab can tell that a newer build is live.
const build = currentBuild()
/** The repository's root, where the build's private files go. */
const ROOT = fileURLToPath(new URL('.', import.meta.url))

// Start's build is a Vite plugin now (no vinxi / app.config.ts): see docs/decisions/001.
export default defineConfig({
  server: { port: 3000 },
  define: { __BUILD_ID__: JSON.stringify(build.id) },
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
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The entry evaluates React DOM, the framework and the app in steps (app/client.tsx,
            // ADR 058): one chunk each, so each step is one task and one preloaded file. Left to
            // itself, rolldown splits out each module a lazy route chunk shares with the app (some 18
            // small files), each a request on the first visit and a path in the page's manifest.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
                { name: 'entry', test: (id) => ENTRY_MODULES.has(id), priority: 3 },
                {
                  name: 'framework',
                  test: /node_modules[\\/](@tanstack[\\/](router-core|react-router|history|store|react-store)|use-sync-external-store|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning)[\\/]/,
                  priority: 2,
                },
                { name: 'app', test: (id) => APP_MODULES.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    contentValidation(),
    imageVariants(),
    buildManifests(build),
    // With SENTRY_AUTH_TOKEN, the browser's source maps go to Sentry under this build's id (ADR 057),
    // before privateSourcemaps takes them out of the public files.
    ...sentrySourcemaps(process.env, build.id, ROOT),
    // A build into another output folder (NITRO_OUTPUT_DIR) keeps its maps beside it, not over these.
    privateSourcemaps(ROOT, process.env.NITRO_OUTPUT_DIR ? `${process.env.NITRO_OUTPUT_DIR}-sourcemaps` : undefined),
    catalogChunks(),
    bootChunks(),
    tanstackStart({ srcDirectory: 'app' }),
    lingui(),
    // Phrase marks in the compiled Japanese and Chinese catalogs (ADR 049), after Lingui compiled them.
    catalogPhrases(),
    // The Lingui macro transform must run before React's JSX transform. Lingui's own (native)
    // transform is not used: docs/dependencies.md says why.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    viteReact(),
    // No preset here on purpose: nitro picks `vercel` on Vercel (VERCEL=1) or from NITRO_PRESET,
    // and a Node server otherwise.
    nitro({
      // NITRO_OUTPUT_DIR builds a second preset beside the first without replacing it (the tests build
      // node-cluster into .output-cluster); the default is nitro's own .output.
      ...(process.env.NITRO_OUTPUT_DIR ? { output: { dir: process.env.NITRO_OUTPUT_DIR } } : {}),
      // The options nitro's Node presets start srvx with: graceful shutdown everywhere (ADR 046).
      serverEntry: fileURLToPath(new URL('./app/server/http/serve-options.server.ts', import.meta.url)),
      modules: [
        {
          name: 'vercel-static-headers',
          // On Vercel, files in public/ and /assets/* are served by its CDN and never reach the
          // function: the static security headers of the same table reach them through a route
          // rule (HSTS depends on SITE_URL at run time, which a build does not know; the response
          // hook adds it to every response of the app). Only there: on a Node server every
          // response gets them from that hook, and a route rule's headers would make h3 copy every
          // response, its cached body through a web stream.
          setup(nitro) {
            if (nitro.options.preset.startsWith('vercel')) {
              nitro.options.routeRules['/**'] = { ...nitro.options.routeRules['/**'], headers: Object.fromEntries(staticSecurityHeaders({ https: false })) }
            }
          },
        },
        {
          name: 'image-variant-files',
          // The variant files beside the built server (ADR 041), in every preset's output.
          setup(nitro) {
            nitro.hooks.hook('compiled', () => copyVariantFiles(nitro.options.output.serverDir))
          },
        },
      ],
      plugins: [
        // Start-up refusals (Node version, configuration), unhandled errors reported, draining on
        // SIGTERM, reports flushed on close: the same on every preset (ADR 046).
        fileURLToPath(new URL('./app/server/http/lifecycle.server.ts', import.meta.url)),
        // Each request's id, its trace with OTEL_EXPORTER_OTLP_ENDPOINT, and its log line (ADR 056).
        fileURLToPath(new URL('./app/server/http/telemetry-plugin.server.ts', import.meta.url)),
        // Security headers on every response of the app, static files and error pages included, in
        // one response hook (ADR 033).
        fileURLToPath(new URL('./app/server/http/security-headers-plugin.server.ts', import.meta.url)),
        // Every response counted for /metrics (ADR 050).
        fileURLToPath(new URL('./app/server/http/metrics-hook.server.ts', import.meta.url)),
      ],
      handlers: [
        // The one nitro middleware: request rules, the HTML cache, Cache-Control/ETag/compression, in that
        // order, in one middleware (ADR 033, docs/request-path.md).
        { route: '/**', middleware: true, handler: fileURLToPath(new URL('./app/server/http/middleware.server.ts', import.meta.url)) },
        // Health endpoints for load balancers (ADR 025, 046).
        { route: '/healthz', handler: fileURLToPath(new URL('./app/server/http/health.server.ts', import.meta.url)) },
        { route: '/readyz', handler: fileURLToPath(new URL('./app/server/http/health.server.ts', import.meta.url)) },
        // Prometheus metrics, behind METRICS_TOKEN (ADR 050).
        { route: '/metrics', handler: fileURLToPath(new URL('./app/server/http/metrics-endpoint.server.ts', import.meta.url)) },
        // The image optimiser (Nuxt Image's URLs), serving the variants the build encoded: ADR 011, 034.
        { route: '/_ipx/**', handler: fileURLToPath(new URL('./app/server/http/ipx.server.ts', import.meta.url)) },
        // A build manifest this build does not have: a JSON 404 without the route rule's immutable header.
        { route: '/builds/**', handler: fileURLToPath(new URL('./app/server/http/builds.server.ts', import.meta.url)) },
      ],
      // The manifest of the image variants the build encoded (ADR 034, 041), bundled into the server.
      // Their files are copied beside it (above); the dev server mounts the whole folder.
      serverAssets: [{ baseName: 'image-variants', dir: IMAGE_VARIANTS_DIR, pattern: VARIANT_MANIFEST }],
      // public/ and the built /assets/* get .br and .gz copies at build time; nitro serves them by
      // Accept-Encoding before any middleware runs (hashed /assets/* are already `immutable`).
      compressPublicAssets: { gzip: true, brotli: true },
      // The build manifests (ADR 010): which build is live must never be cached for long; a build's
      // own manifest never changes.
      routeRules: {
        '/builds/latest.json': { headers: { 'cache-control': 'no-cache' } },
        '/builds/meta/**': { headers: { 'cache-control': 'public, max-age=31536000, immutable' } },
      },
      // geoip-country reads its database next to its own files (__dirname): keep it a package in
      // .output/server/node_modules, with its data, instead of bundling it.
      traceDeps: ['geoip-country*'],
    }),
  ],
})
