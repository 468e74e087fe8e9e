import { describe, expect, it } from 'vitest'
import { base64Utf8, decorateAppUrl, externalReferrer, inviteCodeOf, parseSource, sourceOfLanding, validCode, visitorInviteCode } from './attribution'

describe('attribution rules', () => {
  it("takes the visitor's invite code from the landing URL, else the cookie, else storage (SPEC 6)", () => {
    expect(visitorInviteCode('https://x.test/?invite_code=URL1', 'COOKIE1', 'STORED1')).toBe('URL1')
    expect(visitorInviteCode('https://x.test/pricing', 'COOKIE1', 'STORED1')).toBe('COOKIE1')
    expect(visitorInviteCode('https://x.test/pricing', undefined, 'STORED1')).toBe('STORED1')
    expect(visitorInviteCode('https://x.test/pricing', '<bad>', null)).toBeUndefined()
  })

  it('reads the referral code from c_v, else invite_code, when well formed', () => {
    expect(inviteCodeOf('https://x.test/?c_v=ABC123&utm_source=x')).toBe('ABC123')
    expect(inviteCodeOf('https://x.test/?invite_code=inv_9')).toBe('inv_9')
    expect(inviteCodeOf('https://x.test/?c_v=<script>')).toBeUndefined()
    expect(inviteCodeOf('https://x.test/')).toBeUndefined()
    expect(validCode('a'.repeat(65))).toBeUndefined()
  })

  it('counts only http(s) referrers from other sites', () => {
    const own = ['https://www.profiledeck.com', 'https://www.profiledeck.cn']
    expect(externalReferrer('https://google.com/search?q=x', own)).toBe('https://google.com/search?q=x')
    expect(externalReferrer('https://www.profiledeck.cn/blog', own)).toBeUndefined()
    expect(externalReferrer('javascript:alert(1)', own)).toBeUndefined()
    expect(externalReferrer('', own)).toBeUndefined()
  })

  it('records a landing with source parameters or a new referrer, and nothing otherwise', () => {
    const first = sourceOfLanding('https://x.test/?utm_source=x&utm_medium=y&bd_vid=7', 'https://google.com/', undefined)!
    expect(first.referer).toEqual(['https://google.com/'])
    expect(first.source_data).toMatchObject({
      page_url: 'https://x.test/?utm_source=x&utm_medium=y&bd_vid=7',
      utm_source: 'x',
      utm_medium: 'y',
      bd_vid: '7',
      utm_term: '',
      source: '',
    })
    expect(sourceOfLanding('https://x.test/pricing', undefined, first)).toBeUndefined()
    const again = sourceOfLanding('https://x.test/pricing', 'https://bing.com/', first)!
    expect(again.referer).toEqual(['https://google.com/', 'https://bing.com/'])
    expect(again.source_data.utm_source).toBe('x')
    expect(parseSource(JSON.stringify(again))).toEqual(again)
    expect(parseSource('nope')).toBeUndefined()
  })

  it('decorates app links with rel, lang, from and the invite code, only when absent (SPEC 5/6)', () => {
    const url = decorateAppUrl('https://app.x.test/register', 'ru-RU', 'https://x.test/ru', 'ABC123')!
    const p = new URL(url).searchParams
    expect([p.get('rel'), p.get('lang'), p.get('from'), p.get('invite_code')]).toEqual(['official_website', 'ru-RU', 'https://x.test/ru', 'ABC123'])
    expect(new URL(decorateAppUrl('https://app.x.test/register?invite_code=MINE', 'en-US', 'f', 'ABC')!).searchParams.get('invite_code')).toBe('MINE')
    expect(decorateAppUrl('javascript:alert(1)', 'en-US', 'f', 'A')).toBeUndefined()
    expect(new URL(decorateAppUrl('https://app.x.test/login', 'en-US', 'f', undefined)!).searchParams.has('invite_code')).toBe(false)
  })

  it('base64-encodes UTF-8 text', () => {
    expect(base64Utf8('指纹')).toBe(Buffer.from('指纹').toString('base64'))
  })
})
