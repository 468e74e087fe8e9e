import { describe, expect, it } from 'vitest'
import { ContentError, parseContentFiles, parseEntry } from './parse'

const blog = (fields: string, body = 'Some **real** text.\n\n## First part\n\nMore.') =>
  `---\n${fields}\n---\n${body}\n`
const good = 'title: "T"\ndescription: "D"\ndate: 2026-10-02\nauthor: "A"\ncategory: "tutorials"\ntags: ["proxies"]\ncover: "/images/x.svg"'

describe('parseEntry', () => {
  it('parses frontmatter and renders markdown with heading ids', () => {
    const e = parseEntry('content/blog/en/my-post.md', blog(good))
    expect(e).toMatchObject({ collection: 'blog', locale: 'en', slug: 'my-post' })
    expect(e.data.date).toBe('2026-10-02')
    expect(e.html).toContain('<h2 id="first-part">First part</h2>')
    expect(e.headings).toEqual([{ id: 'first-part', text: 'First part', level: 2 }])
  })

  it('escapes raw HTML in the body', () => {
    const e = parseEntry('content/blog/en/x.md', blog(good, '<script>alert(1)</script>'))
    expect(e.html).not.toContain('<script>')
    expect(e.html).toContain('&lt;script&gt;')
  })

  it.each([
    ['a missing required field', good.replace('author: "A"\n', ''), 'content/blog/en/x.md: field "author"'],
    ['a wrong type', good.replace('tags: ["proxies"]', 'tags: "proxies"'), 'field "tags"'],
    ['a bad date', good.replace('2026-10-02', '"02/10/2026"'), 'field "date": expected a date as YYYY-MM-DD'],
    ['a bad cover path', good.replace('/images/x.svg', 'http://x'), 'field "cover"'],
  ])('names file and field for %s', (_, fields, message) => {
    expect(() => parseEntry('content/blog/en/x.md', blog(fields))).toThrow(message)
  })

  it('rejects unknown collections, locales and missing frontmatter', () => {
    expect(() => parseEntry('content/recipes/en/x.md', blog(good))).toThrow('unknown collection "recipes"')
    expect(() => parseEntry('content/blog/xx/x.md', blog(good))).toThrow('unknown locale "xx"')
    expect(() => parseEntry('content/blog/en/x.md', 'no frontmatter')).toThrow('missing the --- frontmatter block')
    expect(() => parseEntry('content/blog/en/x.md', blog(good, ''))).toThrow('field "body"')
  })
})

describe('parseContentFiles', () => {
  it('rejects a translation without an English source, naming the file', () => {
    expect(() => parseContentFiles({ 'content/blog/ru/orphan.md': blog(good) }, {})).toThrow(
      'content/blog/ru/orphan.md: field "slug": translation has no English source',
    )
  })

  it('reports every bad file at once', () => {
    try {
      parseContentFiles({ 'content/blog/en/a.md': blog('title: "x"'), 'content/blog/en/b.md': 'nope' }, { 'content/site/en.json': '{' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      const message = (error as Error).message
      expect(message).toContain('content/blog/en/a.md: field "description"')
      expect(message).toContain('content/blog/en/b.md: missing the --- frontmatter block')
      expect(message).toContain('content/site/en.json: not valid JSON')
    }
  })
})
