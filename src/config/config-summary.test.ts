import { describe, expect, it } from 'vitest'
import { formatConfig, maskSecret, maskUrl } from './config-summary'

describe('npm run config output', () => {
  it('never prints a secret, only whether it is set', () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----'
    expect(maskSecret(key)).toBe(`(set, ${key.length} characters)`)
    expect(maskSecret(key)).not.toContain('MIIE')
    expect(maskSecret(undefined)).toBe('(unset)')
  })

  it('masks the credentials and query values of a URL, keeping what tells it apart', () => {
    expect(maskUrl('https://user:s3cret@api.example.com/v1/?token=abc&lang=en')).toBe('https://***:***@api.example.com/v1/?token=***&lang=***')
    expect(maskUrl('https://api.example.com/v1/')).toBe('https://api.example.com/v1/')
    expect(maskUrl(undefined)).toBe('(unset)')
  })

  it('aligns rows under their section titles', () => {
    expect(
      formatConfig([
        {
          title: 'Origins',
          rows: [
            ['en', 'https://a.example'],
            ['zh', 'https://b.example'],
          ],
        },
        {
          title: 'Cache',
          rows: [
            ['CACHE_S_MAXAGE', 300],
            ['API_BASE_URL', undefined],
          ],
        },
      ]),
    ).toBe('Origins\n  en              https://a.example\n  zh              https://b.example\n\nCache\n  CACHE_S_MAXAGE  300\n  API_BASE_URL    (unset)')
  })
})
