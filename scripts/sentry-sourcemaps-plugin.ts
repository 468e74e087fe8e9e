import { relative, resolve } from 'node:path'
import { sentryVitePlugin, type SentryVitePluginOptions } from '@sentry/vite-plugin'
import type { Plugin } from 'vite'
import { httpUrl } from '#src/net/http-url'

/**
 * Where a build uploads the browser's source maps: Sentry's API (sentry.io or a self-hosted one),
 * the organisation and project, and the token that may write to them. Build-time settings only:
 * the server never reads them, and the browser never sees them.
 */
export interface SentryUpload {
  readonly authToken: string
  readonly org: string
  readonly projects: readonly string[]
  /** Sentry's origin, without a trailing slash. */
  readonly url: string
}

/** Why a build with SENTRY_AUTH_TOKEN stops: a setting at fault (named) or a failed upload, in one line. */
export class SentryBuildError extends Error {
  constructor(message: string) {
    super(message)
    // Vite prints the error that stopped a build with its stack: the message is all an operator
    // needs, not the frames of the config loader or of the plugin it was thrown through.
    this.stack = `SentryBuildError: ${message}`
  }
}
// On the prototype: an own `name` would be printed after the message as a property of the error.
SentryBuildError.prototype.name = 'SentryBuildError'

const SENTRY_SAAS = 'https://sentry.io'
const SLUG = /^[A-Za-z0-9_.-]{1,100}$/

/**
 * The upload this build makes, from its environment: none without SENTRY_AUTH_TOKEN (an empty
 * value is unset, as the server's settings are); with it, SENTRY_ORG and SENTRY_PROJECT are
 * required and SENTRY_URL (default sentry.io) must be an http(s) origin. A problem throws
 * SentryBuildError naming every variable at fault, and never the token's value.
 */
export function sentryUploadFromEnv(env: Readonly<Record<string, string | undefined>>): SentryUpload | undefined {
  const value = (name: string) => env[name]?.trim() || undefined
  const authToken = value('SENTRY_AUTH_TOKEN')
  if (!authToken) return undefined
  const org = value('SENTRY_ORG')
  const projects = (value('SENTRY_PROJECT') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (!org || projects.length === 0) {
    const missing = [...(org ? [] : ['SENTRY_ORG']), ...(projects.length > 0 ? [] : ['SENTRY_PROJECT'])]
    throw new SentryBuildError(
      `SENTRY_AUTH_TOKEN is set, so this build uploads the browser's source maps to Sentry, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: set ${missing.length > 1 ? 'them' : 'it'} (docs/configuration.md), or unset SENTRY_AUTH_TOKEN to build without the upload.`,
    )
  }
  const bad = [...(SLUG.test(org) ? [] : [`SENTRY_ORG "${org}"`]), ...projects.filter((p) => !SLUG.test(p)).map((p) => `SENTRY_PROJECT "${p}"`)]
  if (bad.length > 0) throw new SentryBuildError(`${bad.join(', ')}: expected a Sentry slug (letters, digits, "-", "_", ".").`)
  const url = value('SENTRY_URL') ?? SENTRY_SAAS
  const parsed = httpUrl(url)
  if (!parsed || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new SentryBuildError(`SENTRY_URL "${url}": expected Sentry's address, e.g. https://sentry.example.com (default ${SENTRY_SAAS}).`)
  }
  return { authToken, org, projects, url: parsed.href.replace(/\/+$/, '') }
}

/**
 * The options of Sentry's Vite plugin for one upload: debug-id source maps of this build, filed
 * under `release` (the build id, the release the browser's and the server's reports carry). Only
 * what the upload needs: no telemetry of the plugin's own, no release injected into the code (the
 * SDK is given the release), no commits or deploys (nothing else a build sends to Sentry). Sources
 * are named from the repository's root (`app/client/…`, `node_modules/react-dom/…`). A failure
 * (a refused token, Sentry out of reach) goes to `onFailure` instead of being only logged, as the
 * plugin would: the build then fails rather than ship a release whose traces stay minified.
 */
export function sentryPluginOptions(upload: SentryUpload, release: string, root: string, onFailure: (error: Error) => void): SentryVitePluginOptions {
  return {
    authToken: upload.authToken,
    org: upload.org,
    project: upload.projects.length === 1 ? upload.projects[0] : [...upload.projects],
    url: upload.url,
    telemetry: false,
    release: { name: release, inject: false, create: true, finalize: true, setCommits: false, deploy: false },
    sourcemaps: {
      rewriteSources: (source, _map, context) => relative(root, resolve(context?.mapDir ?? root, source)),
    },
    errorHandler: onFailure,
  }
}

/**
 * The browser build's source maps, uploaded to Sentry when SENTRY_AUTH_TOKEN is set (ADR 057);
 * no plugin at all otherwise. Sentry's plugin injects a debug id into each browser chunk and, once
 * the chunks and their `hidden` maps are written, uploads them as one artifact bundle keyed by those
 * ids; privateSourcemaps (scripts/sourcemaps-plugin.ts) moves the maps out of the public files only
 * after that. The server's bundles are neither changed nor uploaded: only the client environment.
 */
export function sentrySourcemaps(env: Readonly<Record<string, string | undefined>>, release: string, root: string): Plugin[] {
  const upload = sentryUploadFromEnv(env)
  if (!upload) return []
  // The plugin uploads through Sentry's CLI, which reports its own errors and timings to Sentry
  // unless told not to: a build sends Sentry its source maps and nothing else.
  process.env.SENTRY_CLI_NO_TELEMETRY = '1'
  let failure: Error | undefined
  const client = { apply: 'build', applyToEnvironment: (environment: { name: string }) => environment.name === 'client' } as const
  return [
    ...sentryVitePlugin(sentryPluginOptions(upload, release, root, (error) => (failure ??= error))).map((plugin): Plugin => ({ ...plugin, ...client })),
    {
      name: 'profiledeck:sentry-upload-result',
      ...client,
      // Once every writeBundle hook has run, privateSourcemaps' included: a build stopped by a
      // failed upload has its maps out of the public files all the same.
      closeBundle() {
        if (failure) throw new SentryBuildError(`Uploading the browser's source maps to Sentry (${upload.url}) failed: ${failure.message}`)
      },
    },
  ]
}
