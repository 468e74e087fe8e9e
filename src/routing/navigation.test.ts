import { describe, expect, it } from 'vitest'
import { EXTERNAL_NOT_ALLOWED, planNavigation } from './navigation'

const here = 'https://www.profiledeck.com'

describe('planNavigation (SPEC 2.4)', () => {
  it('keeps site paths inside the app', () => {
    expect(planNavigation('/ru/pricing', here)).toEqual({ kind: 'app', href: '/ru/pricing' })
    expect(planNavigation('/blog#top', here)).toEqual({ kind: 'app', href: '/blog#top' })
  })
  it('loads absolute URLs as full pages', () => {
    expect(planNavigation('https://www.profiledeck.com/blog', here)).toEqual({ kind: 'document', href: 'https://www.profiledeck.com/blog' })
  })
  it('refuses other origins unless allowed', () => {
    expect(() => planNavigation('https://evil.example/', here)).toThrow(EXTERNAL_NOT_ALLOWED)
    expect(() => planNavigation('//evil.example/x', here)).toThrow(EXTERNAL_NOT_ALLOWED)
    expect(() => planNavigation('/\\evil.example', here)).toThrow(EXTERNAL_NOT_ALLOWED)
    expect(planNavigation('https://app.profiledeck.com/login', here, { external: true })).toEqual({
      kind: 'document',
      href: 'https://app.profiledeck.com/login',
    })
  })
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'blob:https://x/1', 'vbscript:msgbox'])(
    'always refuses %j',
    (to) => {
      expect(() => planNavigation(to, here, { external: true })).toThrow(/Cannot navigate to a URL with '(javascript|data|blob|vbscript):' protocol/)
    },
  )
  it('refuses non-web schemes as external', () => {
    expect(() => planNavigation('mailto:a@b.c', here)).toThrow(EXTERNAL_NOT_ALLOWED)
  })
})
