import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/client'
import { httpSource } from './source'

// A local stub CMS serving the endpoints documented in docs/content.md ("The Content API").
const blogEn = [
  { slug: 'good-post', frontmatter: { title: 'Good post', description: 'A valid post.', date: '2026-11-01', author: 'A', category: 'tutorials', tags: ['proxies'], cover: '/images/x.png' }, body: '## Hello\n\nA body with [a link](/pricing).' },
  { slug: 'bad-post', frontmatter: { title: 'Missing fields' }, body: 'x' },
  { slug: 'Not A Slug', frontmatter: {}, body: 'x' },
  { nonsense: true },
]
const site = JSON.parse(readFileSync('content/site/en.json', 'utf8')) as unknown
let hits = 0
let frDown = false
let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    hits++
    const path = (req.url ?? '').split('?')[0]!
    res.setHeader('content-type', 'application/json')
    const send = (data: unknown) => res.end(JSON.stringify({ code: 0, data }))
    if (path === '/collections/blog/en') return send(blogEn)
    if (path === '/collections/blog/ru') return send('not a list')
    if (path === '/site/en') return send(site)
    if (path === '/site/ru') return send({ site_name: 5 })
    if (path === '/faq/en') return send({ entries: [{ id: 'a', category: 'general', question: 'Q?', answer: 'A.' }] })
    if (path === '/pricing') return res.end(JSON.stringify({ code: 1, msg: 'disabled' }))
    if (path === '/collections/news/en' || path === '/faq/ru') {
      res.statusCode = 503
      return res.end('{}')
    }
    if (path === '/collections/blog/fr') {
      // The outage test takes this language down after its first response.
      if (frDown) {
        res.statusCode = 502
        return res.end('{}')
      }
      return send([blogEn[0]])
    }
    res.statusCode = 404
    res.end('{}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

function source(now = () => 0) {
  const logs: string[] = []
  const call = createApiClient({ baseURL: base, timeout: 500 })
  return { logs, src: httpSource((p, s) => call(p, s), { ttlMs: 1000, log: (m) => logs.push(m), now }) }
}

describe('httpSource (CONTENT_API_URL)', () => {
  it('validates entries with the same schemas, dropping and logging invalid ones', async () => {
    const { src, logs } = source()
    const list = await src.list('blog', 'en')
    expect(list.map((e) => e.slug)).toEqual(['good-post'])
    expect(list[0]!.html).toContain('<h2 id="hello">Hello</h2>')
    expect(logs.join('\n')).toMatch(/CONTENT_API\/collections\/blog\/en\/bad-post: field "description"/)
    expect(logs.join('\n')).toMatch(/not a lower-case slug/)
    expect(logs.join('\n')).toMatch(/not \{ slug, frontmatter, body \}/)
    expect((await src.entry('blog', 'en', 'good-post'))?.data.title).toBe('Good post')
    expect(await src.entry('blog', 'en', 'bad-post')).toBeUndefined()
  })

  it('treats an invalid, absent or refused response as missing content, logged', async () => {
    const { src, logs } = source()
    expect(await src.list('blog', 'ru')).toEqual([])
    expect(await src.site('ru')).toBeUndefined()
    expect(await src.pricing()).toBeUndefined()
    expect(await src.list('news', 'ru')).toEqual([]) // 404: not in this language
    expect(logs.some((l) => l.includes('site/ru'))).toBe(true)
    expect(logs.some((l) => l.includes('pricing') && l.includes('code 1'))).toBe(true)
    expect((await src.site('en'))?.site_name).toBe('ProfileDeck')
    expect((await src.faq('en'))?.entries).toHaveLength(1)
  })

  it('treats an outage as an error, not as missing content, and serves the last good copy meanwhile', async () => {
    let t = 0
    const { src, logs } = source(() => t)
    await expect(src.list('news', 'en')).rejects.toThrow(/content unavailable: collections\/news\/en/) // 503 after the retry
    await expect(src.faq('ru')).rejects.toThrow(/content unavailable/)
    // Base info falls back to empty data on any failure (SPEC 7/8).
    expect(await src.site('ru')).toBeUndefined()
    expect((await src.list('blog', 'fr')).map((e) => e.slug)).toEqual(['good-post'])
    t = 5000 // past the TTL, and the CMS is down now
    frDown = true
    try {
      expect((await src.list('blog', 'fr')).map((e) => e.slug)).toEqual(['good-post'])
    } finally {
      frDown = false
    }
    expect(logs.some((l) => l.includes('serving the last good copy'))).toBe(true)
  })

  it('knows the locales of an entry and reuses responses for the TTL', async () => {
    let t = 0
    const { src } = source(() => t)
    expect(await src.localesOf('blog', 'good-post')).toEqual(['en', 'fr'])
    const before = hits
    await src.list('blog', 'en')
    expect(hits).toBe(before)
    t = 2000
    await src.list('blog', 'en')
    expect(hits).toBe(before + 1)
  })
})
