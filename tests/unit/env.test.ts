import { describe, expect, it } from 'vitest'
import { ConfigError, dataDirProblems, readEnv } from '../../app/server/env.server'

// The start-up configuration (ADR 025): every refusal is one line per problem, naming its variable.

function problemsOf(vars: Record<string, string>): readonly string[] {
  try {
    readEnv(vars)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('readEnv', () => {
  it('starts with nothing set (a development machine)', () => {
    expect(readEnv({}).origins).toEqual({ main: 'http://localhost:3000', byLocale: { zh: 'http://zh.localhost:3000' } })
  })

  it('refuses a public SITE_URL while zh keeps its loopback default, and says so in one line', () => {
    const problems = problemsOf({
      SITE_URL: 'https://www.example.com',
      TRACKING_ENDPOINT: 'https://stats.example.com/collect',
      TRACKING_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----x',
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^LOCALE_ORIGINS: /)
    expect(new ConfigError(problems).message).toBe(`Invalid environment: ${problems[0]}`)
  })

  it('starts with a public SITE_URL, public locale origins and tracking keys', () => {
    expect(
      problemsOf({
        SITE_URL: 'https://www.example.com',
        LOCALE_ORIGINS: 'zh=https://www.example.cn',
        TRACKING_ENDPOINT: 'https://stats.example.com/collect',
        TRACKING_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----x',
      }),
    ).toEqual([])
  })

  it("refuses a public site whose embedded collector would use each instance's development keys", () => {
    expect(problemsOf({ SITE_URL: 'https://www.example.com', LOCALE_ORIGINS: 'zh=https://www.example.cn' })).toEqual([
      expect.stringMatching(/^TRACKING_PUBLIC_KEY: SITE_URL is public but no tracking keys are set/),
    ])
    // The embedded collector with keys of its own (one instance) is a choice.
    expect(
      problemsOf({
        SITE_URL: 'https://www.example.com',
        LOCALE_ORIGINS: 'zh=https://www.example.cn',
        TRACKING_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----x',
        TRACKING_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----y',
      }),
    ).toEqual([])
  })

  it('refuses the embedded collector on Vercel, naming what to set instead', () => {
    expect(problemsOf({ VERCEL: '1' })).toEqual([expect.stringMatching(/^TRACKING_ENDPOINT: on Vercel/), expect.stringMatching(/^VITALS_ENDPOINT: on Vercel/)])
    expect(
      problemsOf({
        VERCEL: '1',
        TRACKING_ENDPOINT: 'https://stats.example.com/c',
        TRACKING_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----x',
        VITALS_SAMPLE_RATE: '0',
      }),
    ).toEqual([])
  })

  it('refuses a TRACKING_DATA_DIR it cannot write while the embedded collector stores there', () => {
    // A path through a file: no folder can be made there (as a read-only filesystem refuses one).
    const through = { TRACKING_DATA_DIR: 'package.json/data', TRACKING_ENDPOINT: undefined, VITALS_ENDPOINT: undefined, VITALS_SAMPLE_RATE: 1 }
    expect(dataDirProblems(through)).toEqual([
      expect.stringMatching(/^TRACKING_DATA_DIR: package\.json\/data is not a folder this server can write \(ENOTDIR\)/),
    ])
    // Nothing is stored there when events and vitals go elsewhere.
    expect(dataDirProblems({ ...through, TRACKING_ENDPOINT: 'https://stats.example.com/c', VITALS_ENDPOINT: 'https://stats.example.com/v' })).toEqual([])
  })

  it('names the log and trace settings it cannot use', () => {
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([expect.stringMatching(/^LOG_LEVEL: /)])
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toEqual([expect.stringMatching(/^OTEL_EXPORTER_OTLP_ENDPOINT: /)])
    expect(problemsOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toEqual([
      'OTEL_EXPORTER_OTLP_PROTOCOL: expected http/json, the one OTLP encoding this server sends',
    ])
    expect(problemsOf({ OTEL_TRACES_SAMPLER_ARG: '2' })).toEqual([expect.stringMatching(/^OTEL_TRACES_SAMPLER_ARG: /)])
    expect(readEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', LOG_LEVEL: 'debug' })).toMatchObject({
      LOG_LEVEL: 'debug',
      OTEL_SERVICE_NAME: 'profiledeck-site',
    })
  })

  it("puts each problem on a line of its own, the schema's included", () => {
    const problems = problemsOf({ CACHE_S_MAXAGE: 'soon', SITE_URL: 'ftp://x' })
    expect(problems.length).toBe(2)
    for (const problem of problems) expect(problem).not.toContain('\n')
    expect(problems.some((p) => p.startsWith('CACHE_S_MAXAGE: '))).toBe(true)
    expect(problems.some((p) => p.startsWith('SITE_URL: '))).toBe(true)
  })

  it('names LOCALE_ORIGINS for an entry it cannot read', () => {
    expect(problemsOf({ LOCALE_ORIGINS: 'xx=http://a.example' })).toEqual([expect.stringMatching(/^LOCALE_ORIGINS: "xx=http:\/\/a\.example" must be/)])
  })

  it('collects the cross-field problems too', () => {
    expect(
      problemsOf({ SITE_URL: 'https://www.example.com', LOCALE_ORIGINS: 'zh=https://www.example.cn', TRACKING_ENDPOINT: 'https://stats.example.com/c' }),
    ).toEqual([expect.stringMatching(/^TRACKING_PUBLIC_KEY: required when TRACKING_ENDPOINT is set/)])
  })
})
