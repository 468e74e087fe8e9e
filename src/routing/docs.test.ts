import { describe, expect, it } from 'vitest'
import { DOC_PATHS, DOCS_LANGUAGES, slugOfDocPath } from './docs'

describe('docs table (SPEC 2.6)', () => {
  it('serves Vietnamese docs from the vn locale', () => {
    expect(DOCS_LANGUAGES).toEqual({ en: 'en', ru: 'ru', pt: 'pt', vi: 'vn' })
    expect(Object.values(DOC_PATHS).map(slugOfDocPath)).toEqual(['', 'proxies', 'profiles', 'automation', 'faq'])
  })
})
