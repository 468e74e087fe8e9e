import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { etagInput, weakEtag } from '#src/http/cache'
import { etagOf } from '../../app/server/http/etag.server'

const utf8 = new TextEncoder()
/** The definition: the SHA-1 of `etagInput`. */
const reference = (type: string, body: Uint8Array) => weakEtag(createHash('sha1').update(etagInput(type, body)).digest('base64url'))

const page = (loaded: number, text = 'Один компьютер, 多个账户') =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>` +
  `<script>a()</script></head><body><p>${text}</p><a href="/x">",u:1 is text</a>` +
  `<script>$_TSR.h({matches:[{i:"__root__#",u:${loaded},s:"success"},{i:"#{-$locale}#_site#",u:${loaded + 3},s:"success"}]})</script>` +
  `<script>{const s=document.createElement("script");s.setAttribute("src","/x.js");document.head.appendChild(s)}</script></body></html>`

describe('etagOf', () => {
  it.each([
    ['a page with load times', page(1795630178690)],
    ['a page without load times', '<p>no router here ",u: nor a script</p>'],
    ['an empty page', ''],
  ])('is the SHA-1 of etagInput for %s', (_name, html) => {
    const body = utf8.encode(html)
    expect(etagOf('text/html; charset=utf-8', body)).toBe(reference('text/html', body))
  })

  it('is the same for two renders of one page, and differs when the content does', () => {
    expect(etagOf('text/html', utf8.encode(page(1)))).toBe(etagOf('text/html', utf8.encode(page(99999))))
    expect(etagOf('text/html', utf8.encode(page(1)))).not.toBe(etagOf('text/html', utf8.encode(page(1, 'changed'))))
  })

  it('hashes other bodies as they are', () => {
    const json = utf8.encode('{"text":"a","u":1}')
    expect(etagOf('application/json', json)).toBe(weakEtag(createHash('sha1').update(json).digest('base64url')))
  })
})
