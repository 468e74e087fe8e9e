import { describe, expect, it } from 'vitest'
import { parseLocaleOrigins } from '../i18n/hosts'
import { isLoopbackOrigin, originProblems } from './deploy-checks'

const origins = (main: string, byLocale: string) => ({ main, byLocale: parseLocaleOrigins(byLocale) })

describe('loopback origins', () => {
  it('are localhost, its subdomains, 127/8, ::1 and 0.0.0.0, on any scheme and port', () => {
    for (const origin of [
      'http://localhost:3000',
      'https://localhost',
      'http://zh.localhost:3000',
      'http://127.0.0.1:8080',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true)
    }
  })

  it('are not public hosts, even ones whose names look local', () => {
    for (const origin of ['https://www.profiledeck.com', 'https://localhost.example.com', 'http://10.0.0.1', 'http://128.0.0.1', 'https://mylocalhost.com']) {
      expect(isLoopbackOrigin(origin), origin).toBe(false)
    }
  })
})

describe('origins the server refuses', () => {
  it('accepts the default development setup: loopback SITE_URL, loopback zh', () => {
    expect(originProblems(origins('http://localhost:3000', 'zh=http://zh.localhost:3000'))).toEqual([])
  })

  it('accepts a public SITE_URL with public locale origins', () => {
    expect(originProblems(origins('https://www.profiledeck.com', 'zh=https://www.profiledeck.cn,ru=https://ru.profiledeck.com'))).toEqual([])
  })

  it('refuses a public SITE_URL with the default zh origin, in one line naming LOCALE_ORIGINS', () => {
    const problems = originProblems(origins('https://www.profiledeck.com', 'zh=http://zh.localhost:3000'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).not.toContain('\n')
    expect(problems[0]).toMatch(
      /^LOCALE_ORIGINS: SITE_URL is https:\/\/www\.profiledeck\.com but LOCALE_ORIGINS would serve zh from http:\/\/zh\.localhost:3000, a loopback origin/,
    )
  })

  it('names every language that would be served from loopback', () => {
    const [problem] = originProblems(origins('https://www.profiledeck.com', 'zh=http://zh.localhost:3000,ru=http://127.0.0.1:3001'))
    expect(problem).toContain('zh from http://zh.localhost:3000, ru from http://127.0.0.1:3001')
  })

  it('refuses two languages on one host without a prefix, ports not telling them apart', () => {
    const [problem, ...rest] = originProblems(origins('https://www.profiledeck.com', 'zh=https://cn.profiledeck.com,ru=https://cn.profiledeck.com:8443'))
    expect(rest).toEqual([])
    expect(problem).toMatch(/^LOCALE_ORIGINS: zh and ru would both be served without a prefix on cn\.profiledeck\.com;/)
  })

  it('refuses a language on the main host: en already owns its unprefixed paths', () => {
    const [problem] = originProblems(origins('https://www.profiledeck.com', 'zh=https://www.profiledeck.com'))
    expect(problem).toMatch(/^LOCALE_ORIGINS: en and zh would both be served without a prefix on www\.profiledeck\.com \(SITE_URL is on that host\)/)
  })

  it('refuses a collision on a loopback SITE_URL too (it is broken on any machine)', () => {
    expect(originProblems(origins('http://localhost:3000', 'zh=http://localhost:3001'))).toHaveLength(1)
  })

  it('leaves a language without an origin of its own to the start-up warning (SPEC 8)', () => {
    expect(originProblems(origins('https://www.profiledeck.com', ''))).toEqual([])
  })
})
