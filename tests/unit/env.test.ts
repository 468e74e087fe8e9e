import { describe, expect, it } from 'vitest'
import { ConfigError, readEnv } from '../../app/server/env.server'

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
    const problems = problemsOf({ SITE_URL: 'https://www.example.com' })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^LOCALE_ORIGINS: /)
    expect(new ConfigError(problems).message).toBe(`Invalid environment: ${problems[0]}`)
  })

  it('starts with a public SITE_URL and public locale origins', () => {
    expect(problemsOf({ SITE_URL: 'https://www.example.com', LOCALE_ORIGINS: 'zh=https://www.example.cn' })).toEqual([])
  })

  it('puts each problem on a line of its own, the schema\'s included', () => {
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
    expect(problemsOf({ SITE_URL: 'https://www.example.com', LOCALE_ORIGINS: 'zh=https://www.example.cn', TRACKING_ENDPOINT: 'https://stats.example.com/c' })).toEqual([
      expect.stringMatching(/^TRACKING_PUBLIC_KEY: required when TRACKING_ENDPOINT is set/),
    ])
  })
})
