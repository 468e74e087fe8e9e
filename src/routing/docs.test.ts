import { describe, expect, it } from 'vitest'
import { DOC_PATHS, DOCS_LANGUAGES, docPath, slugOfDocPath } from './docs'

describe('docs table (SPEC 2.6)', () => {
  const slugs = new Map([[2, 'getting-started'], [7, 'local-api']])
  it.each([
    [1, 'en', '/docs'],
    [3, 'en', '/docs/proxies'],
    [4, 'en', '/docs/profiles'],
    [5, 'en', '/docs/automation'],
    [6, 'en', '/docs/faq'],
    [7, 'en', '/docs/local-api'],
    [1, 'ru', '/ru/docs'],
    [3, 'pt', '/pt/docs/proxies'],
    [6, 'vi', '/vi/docs/faq'],
    [2, 'vi', '/vi/docs/getting-started'],
  ] as const)('id %i in %s → %s', (id, language, path) => {
    expect(docPath(id, language, slugs)).toBe(path)
  })
  it('returns undefined for an unknown id', () => {
    expect(docPath(99, 'en', slugs)).toBeUndefined()
  })
  it('serves Vietnamese docs from the vn locale', () => {
    expect(DOCS_LANGUAGES).toEqual({ en: 'en', ru: 'ru', pt: 'pt', vi: 'vn' })
    expect(Object.values(DOC_PATHS).map(slugOfDocPath)).toEqual(['', 'proxies', 'profiles', 'automation', 'faq'])
  })
})
