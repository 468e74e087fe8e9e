import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { etagInput, weakEtag } from '#src/http/cache'
import { etagOf } from '../../app/server/etag.server'

const utf8 = new TextEncoder()
/** The definition: the SHA-1 of `etagInput`. */
const reference = (type: string, body: Uint8Array, nonce?: string) => weakEtag(createHash('sha1').update(etagInput(type, body, nonce)).digest('base64url'))

const NONCE = 'E//8uyW8iMfGZcNxZIiwYA=='
const page = (nonce: string, loaded: number, text = 'Один компьютер, 多个账户') =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css" nonce="${nonce}"/><meta property="csp-nonce" content="${nonce}"/>` +
  `<script nonce="${nonce}">a()</script></head><body><p>${text}</p><a href="/x">",u:1 is text</a>` +
  `<script nonce="${nonce}">$_TSR.h({matches:[{i:"__root__#",u:${loaded},s:"success"},{i:"#{-$locale}#_site#",u:${loaded + 3},s:"success"}]})</script>` +
  `<script nonce="${nonce}" type="module">import("/x.js")</script></body></html>`

describe('etagOf', () => {
  it.each([
    ['a page with nonces and load times', page(NONCE, 1795630178690), NONCE],
    ['a page without a nonce', page('', 1795630178690), undefined],
    ['a page whose nonce is not in it', page('x', 1795630178690), NONCE],
    ['a page without load times', '<p>no router here ",u: nor a script</p>', NONCE],
    ['an empty page', '', NONCE],
  ])('is the SHA-1 of etagInput for %s', (_name, html, nonce) => {
    const body = utf8.encode(html)
    expect(etagOf('text/html; charset=utf-8', body, nonce)).toBe(reference('text/html', body, nonce))
  })

  it('is the same for two renders of one page, and differs when the content does', () => {
    const other = 'Zm9vYmFyYmF6cXV4cXV1eA=='
    expect(etagOf('text/html', utf8.encode(page(NONCE, 1)), NONCE)).toBe(etagOf('text/html', utf8.encode(page(other, 99999)), other))
    expect(etagOf('text/html', utf8.encode(page(NONCE, 1)), NONCE)).not.toBe(etagOf('text/html', utf8.encode(page(NONCE, 1, 'changed')), NONCE))
  })

  it('hashes other bodies as they are', () => {
    const json = utf8.encode(`{"nonce":"${NONCE}","u":1}`)
    expect(etagOf('application/json', json, NONCE)).toBe(weakEtag(createHash('sha1').update(json).digest('base64url')))
  })
})
