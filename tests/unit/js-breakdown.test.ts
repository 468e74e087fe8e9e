import { describe, expect, it } from 'vitest'
import { inlineScriptBytes, ownerOf, scriptsOf } from '../../scripts/js-breakdown'

describe('js breakdown', () => {
  it('names the owner of a source file', () => {
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom')
    expect(ownerOf('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('@tanstack/router-core')
    expect(ownerOf('../../node_modules/.pnpm/x/node_modules/@lingui/core/dist/index.mjs')).toBe('@lingui/core')
    expect(ownerOf('../../app/components/site-header.tsx')).toBe('app/components')
    expect(ownerOf('../../app/router.tsx')).toBe('app/router.tsx')
    expect(ownerOf('../../src/routing/existing-pages.ts')).toBe('src/routing')
    expect(ownerOf('../../locales/ru/messages.po')).toBe('catalogs')
  })

  it('lists the scripts a page asks for and measures its inline scripts', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a-1.js"/><link rel="stylesheet" href="/assets/s.css"/>' +
      '<script type="application/ld+json">{"a":1}</script><script class="$tsr">window.x=1</script>' +
      '<script type="module" src="/assets/b-2.js"></script><script type="module" async="" src="/assets/a-1.js"></script>'
    expect(scriptsOf(html)).toEqual(['/assets/a-1.js', '/assets/b-2.js'])
    expect(inlineScriptBytes(html)).toEqual({ code: 10, jsonLd: 7 })
  })
})
