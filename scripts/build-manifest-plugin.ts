import { randomUUID } from 'node:crypto'
import type { Plugin } from 'vite'
import { appManifest, appManifestPath, BUILD_ID_PATTERN, LATEST_BUILD_PATH, type LatestBuild } from '#src/shell/build-manifest'
import { appRouteRules, PRERENDERED_PATHS } from '#src/routing/route-rules'

/**
 * The id of this build (SPEC 3/4): `BUILD_ID` from the environment when a deploy pipeline names
 * its builds (one artifact per id: every instance of a deploy must run the same build), otherwise
 * a fresh random id. Decided once per `vite build`, so the client, the SSR bundle and the
 * manifests agree.
 */
export function currentBuild(env: NodeJS.ProcessEnv = process.env): LatestBuild {
  const id = env.BUILD_ID || randomUUID()
  if (!BUILD_ID_PATTERN.test(id)) throw new Error(`BUILD_ID: "${id}" must be 1-64 letters, digits, "-" or "_"`)
  return { id, timestamp: Date.now() }
}

/**
 * Writes `/builds/latest.json` and `/builds/meta/{id}.json` into the client build, i.e. into the
 * public files of every nitro output (`.output/public`, `.vercel/output/static`). Their
 * Cache-Control comes from nitro route rules (vite.config.ts): on Vercel those become headers of
 * the static files in `config.json`.
 */
export function buildManifests(build: LatestBuild): Plugin {
  return {
    name: 'profiledeck:build-manifests',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const latest: LatestBuild = { id: build.id, timestamp: build.timestamp }
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_PATH.slice(1), source: `${JSON.stringify(latest)}\n` })
      const meta = appManifest(build, appRouteRules(), PRERENDERED_PATHS)
      this.emitFile({ type: 'asset', fileName: appManifestPath(build.id).slice(1), source: `${JSON.stringify(meta)}\n` })
    },
  }
}
