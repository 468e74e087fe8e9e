import { describe, expect, it } from 'vitest'
import { withAppParams } from './app-links'

describe('withAppParams (SPEC 5)', () => {
  it('adds rel and lang when absent', () => {
    expect(withAppParams('https://app.profiledeck.com/register', 'ru')).toBe('https://app.profiledeck.com/register?rel=official_website&lang=ru')
  })
  it('keeps values already present and adds from when given', () => {
    expect(withAppParams('https://a.example/login?lang=zh&rel=x', 'en', 'https://site/pricing')).toBe(
      'https://a.example/login?lang=zh&rel=x&from=https%3A%2F%2Fsite%2Fpricing',
    )
  })
  it('refuses anything but http(s)', () => {
    expect(withAppParams('javascript:alert(1)', 'en')).toBeUndefined()
    expect(withAppParams('not a url', 'en')).toBeUndefined()
    expect(withAppParams('', 'en')).toBeUndefined()
  })
})
