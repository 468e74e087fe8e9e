import { describe, expect, it } from 'vitest'
import { SentryBuildError, sentryPluginOptions, sentrySourcemaps, sentryUploadFromEnv } from '../../scripts/sentry-sourcemaps-plugin'

const TOKEN = 'sntryu_unit-test-token-0d9a'
const upload = { authToken: TOKEN, org: 'profiledeck', projects: ['site'], url: 'https://sentry.example.com' }

/** The error `run` throws (it must throw one). */
function thrown(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    if (error instanceof Error) return error
  }
  throw new Error('expected an error')
}

describe("the browser source maps' upload settings (ADR 057)", () => {
  it('are off without SENTRY_AUTH_TOKEN, whatever else is set; an empty token is no token', () => {
    expect(sentryUploadFromEnv({})).toBeUndefined()
    expect(sentryUploadFromEnv({ SENTRY_ORG: 'profiledeck', SENTRY_PROJECT: 'site', SENTRY_URL: 'https://sentry.example.com' })).toBeUndefined()
    expect(sentryUploadFromEnv({ SENTRY_AUTH_TOKEN: '', SENTRY_ORG: 'profiledeck' })).toBeUndefined()
    expect(sentryUploadFromEnv({ SENTRY_AUTH_TOKEN: '  ' })).toBeUndefined()
  })

  it('with a token: the organisation, the projects and sentry.io unless SENTRY_URL says otherwise', () => {
    expect(sentryUploadFromEnv({ SENTRY_AUTH_TOKEN: TOKEN, SENTRY_ORG: 'profiledeck', SENTRY_PROJECT: 'site' })).toEqual({
      authToken: TOKEN,
      org: 'profiledeck',
      projects: ['site'],
      url: 'https://sentry.io',
    })
    expect(
      sentryUploadFromEnv({
        SENTRY_AUTH_TOKEN: `${TOKEN}\n`,
        SENTRY_ORG: 'profiledeck',
        SENTRY_PROJECT: 'site, site-staging',
        SENTRY_URL: 'https://sentry.example.com/',
      }),
    ).toEqual({ authToken: TOKEN, org: 'profiledeck', projects: ['site', 'site-staging'], url: 'https://sentry.example.com' })
    expect(sentryUploadFromEnv({ SENTRY_AUTH_TOKEN: TOKEN, SENTRY_ORG: 'o', SENTRY_PROJECT: 'p', SENTRY_URL: 'http://127.0.0.1:9000/sentry/' })?.url).toBe(
      'http://127.0.0.1:9000/sentry',
    )
  })

  it('a token without SENTRY_ORG or SENTRY_PROJECT stops the build in one line naming what is missing, never the token', () => {
    const noOrg = thrown(() => sentryUploadFromEnv({ SENTRY_AUTH_TOKEN: TOKEN, SENTRY_PROJECT: 'site' }))
    expect(noOrg).toBeInstanceOf(SentryBuildError)
    expect(noOrg.message).toBe(
      "SENTRY_AUTH_TOKEN is set, so this build uploads the browser's source maps to Sentry, but SENTRY_ORG is not set: set it (docs/configuration.md), or unset SENTRY_AUTH_TOKEN to build without the upload.",
    )
    const noProject = thrown(() => sentryUploadFromEnv({ SENTRY_AUTH_TOKEN: TOKEN, SENTRY_ORG: 'profiledeck', SENTRY_PROJECT: ' , ' }))
    expect(noProject.message).toContain('but SENTRY_PROJECT is not set: set it')
    expect(noProject.message).not.toContain('SENTRY_ORG')
    const neither = thrown(() => sentryUploadFromEnv({ SENTRY_AUTH_TOKEN: TOKEN, SENTRY_ORG: '' }))
    expect(neither.message).toContain('but SENTRY_ORG and SENTRY_PROJECT are not set: set them')
    for (const error of [noOrg, noProject, neither]) {
      expect(error.message).not.toContain(TOKEN)
      expect(error.message).not.toContain('\n')
      // What Vite prints of it: no stack frames.
      expect(error.stack).toBe(`SentryBuildError: ${error.message}`)
    }
  })

  it('refuses a SENTRY_URL that is not an http(s) address, and slugs that are not slugs, naming the variable', () => {
    const env = { SENTRY_AUTH_TOKEN: TOKEN, SENTRY_ORG: 'profiledeck', SENTRY_PROJECT: 'site' }
    for (const url of ['sentry.example.com', 'ftp://sentry.example.com', 'https://sentry.example.com/?org=x', 'https://user:pass@sentry.example.com']) {
      expect(thrown(() => sentryUploadFromEnv({ ...env, SENTRY_URL: url })).message).toMatch(/^SENTRY_URL "/)
    }
    expect(thrown(() => sentryUploadFromEnv({ ...env, SENTRY_ORG: 'https://sentry.io/organizations/profiledeck' })).message).toMatch(/^SENTRY_ORG "/)
    expect(thrown(() => sentryUploadFromEnv({ ...env, SENTRY_PROJECT: 'site,my site' })).message).toMatch(/^SENTRY_PROJECT "my site"/)
  })
})

describe("Sentry's Vite plugin as the build uses it", () => {
  it('uploads under the build id, with its own telemetry, release injection, commits and deploys off', () => {
    const options = sentryPluginOptions(upload, 'build-42', '/repo', () => {})
    expect(options).toMatchObject({
      authToken: TOKEN,
      org: 'profiledeck',
      project: 'site',
      url: 'https://sentry.example.com',
      telemetry: false,
      release: { name: 'build-42', inject: false, create: true, finalize: true, setCommits: false, deploy: false },
    })
    expect(sentryPluginOptions({ ...upload, projects: ['a', 'b'] }, 'b', '/repo', () => {}).project).toEqual(['a', 'b'])
  })

  it("names a map's sources from the repository's root", () => {
    const rewrite = sentryPluginOptions(upload, 'b', '/repo', () => {}).sourcemaps!.rewriteSources!
    expect(rewrite('../../../app/client/error-reporting.client.ts', {}, { mapDir: '/repo/.output/public/assets' })).toBe('app/client/error-reporting.client.ts')
    expect(rewrite('../../../node_modules/react-dom/index.js', {}, { mapDir: '/repo/.output-next/public/assets' })).toBe('node_modules/react-dom/index.js')
  })

  it("hands a failure to the build instead of the plugin's log", () => {
    const failures: Error[] = []
    const options = sentryPluginOptions(upload, 'b', '/repo', (error) => failures.push(error))
    options.errorHandler!(new Error('Failed to create release: 401 Unauthorized'))
    expect(failures.map((f) => f.message)).toEqual(['Failed to create release: 401 Unauthorized'])
  })

  it('is no plugin at all without a token', () => {
    expect(sentrySourcemaps({ SENTRY_ORG: 'profiledeck', SENTRY_PROJECT: 'site' }, 'b', '/repo')).toEqual([])
  })

  it("with a token: build-only plugins of the browser's environment, and Sentry's CLI told to send no telemetry", () => {
    const saved = process.env.SENTRY_CLI_NO_TELEMETRY
    try {
      delete process.env.SENTRY_CLI_NO_TELEMETRY
      const plugins = sentrySourcemaps({ SENTRY_AUTH_TOKEN: TOKEN, SENTRY_ORG: 'profiledeck', SENTRY_PROJECT: 'site' }, 'b', '/repo')
      expect(plugins.map((p) => p.name)).toEqual(['sentry-vite-plugin', 'profiledeck:sentry-upload-result'])
      for (const plugin of plugins) {
        expect(plugin.apply).toBe('build')
        const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean
        expect(['client', 'ssr', 'nitro'].filter((name) => applies({ name }))).toEqual(['client'])
      }
      expect(process.env.SENTRY_CLI_NO_TELEMETRY).toBe('1')
    } finally {
      if (saved === undefined) delete process.env.SENTRY_CLI_NO_TELEMETRY
      else process.env.SENTRY_CLI_NO_TELEMETRY = saved
    }
  })
})
