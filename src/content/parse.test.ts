import { describe, expect, it } from 'vitest'
import { ContentError, parseContentFiles, parseEntry } from './parse'

const blog = (fields: string, body = 'Some **real** text.\n\n## First part\n\nMore.') =>
  `---\n${fields}\n---\n${body}\n`
const good = 'title: "T"\ndescription: "D"\ndate: 2026-10-02\nauthor: "A"\ncategory: "tutorials"\ntags: ["proxies"]\ncover: "/images/x.png"'

describe('parseEntry', () => {
  it('parses frontmatter and renders markdown with heading ids', () => {
    const e = parseEntry('content/blog/en/my-post.md', blog(good))
    expect(e).toMatchObject({ collection: 'blog', locale: 'en', slug: 'my-post' })
    expect(e.data.date).toBe('2026-10-02')
    expect(e.html).toContain('<h2 id="first-part">First part</h2>')
    expect(e.headings).toEqual([{ id: 'first-part', text: 'First part', level: 2 }])
  })

  it('keeps the SEO object (SPEC 3) when given', () => {
    const e = parseEntry('content/blog/en/x.md', blog(`${good}\nseo_title: "S"\nseo_keywords: "k1, k2"\nseo_description: "SD"`))
    expect(e.data).toMatchObject({ seo_title: 'S', seo_keywords: 'k1, k2', seo_description: 'SD' })
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
    ['a bad cover path', good.replace('/images/x.png', 'http://x'), 'field "cover"'],
    ['a vector cover the image pipeline cannot serve', good.replace('/images/x.png', '/images/x.svg'), 'expected a raster image'],
    ['an SEO title too long for results pages', `${good}\nseo_title: "${'x'.repeat(71)}"`, 'field "seo_title"'],
    ['an empty SEO description', `${good}\nseo_description: ""`, 'field "seo_description"'],
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

describe('table-driven and data collections', () => {
  const solution = 'title: "T"\ndescription: "D"\ndate: 2026-10-02\npitch: "P"\nfeatures: ["rpa"]\nbenefits:\n  - { title: "a", text: "b" }\n  - { title: "c", text: "d" }\n  - { title: "e", text: "f" }'
  const doc = (id: number) => `title: "T"\ndescription: "D"\ndate: 2026-10-02\nid: ${id}\norder: 1`

  it('accepts a solution and rejects an unknown feature id with file and field', () => {
    expect(parseEntry('content/solution/en/crypto.md', blog(solution)).data).toMatchObject({ pitch: 'P', features: ['rpa'] })
    expect(() => parseEntry('content/solution/en/crypto.md', blog(solution.replace('"rpa"', '"teleport"')))).toThrow('content/solution/en/crypto.md: field "features.0"')
  })

  it('fails for ids outside the SPEC 2.5 tables and translations where a locale lacks the page', () => {
    const files = {
      'content/solution/en/crypto.md': blog(solution),
      'content/solution/en/mining.md': blog(solution),
      'content/solution/zh/crypto.md': blog(solution),
    }
    expect(() => parseContentFiles(files, {})).toThrow(/content\/solution\/en\/mining\.md: field "slug": "mining" is not an id of the solution table/)
    expect(() => parseContentFiles(files, {})).toThrow(/content\/solution\/zh\/crypto\.md: field "slug": locale zh has no solution page "crypto"/)
  })

  it('keeps docs to the docs languages and their fixed SPEC 2.6 ids', () => {
    expect(() => parseContentFiles({ 'content/docs/en/proxies.md': blog(doc(4)) }, {})).toThrow('content/docs/en/proxies.md: field "id": doc id 4 is /docs/profiles, so the file must be profiles.md')
    expect(() => parseContentFiles({ 'content/docs/en/index.md': blog(doc(1)), 'content/docs/es/index.md': blog(doc(1)) }, {})).toThrow('content/docs/es/index.md: field "locale": docs exist only in en, ru, pt, vn')
    expect(() => parseContentFiles({ 'content/docs/en/a.md': blog(doc(9)), 'content/docs/en/b.md': blog(doc(9)) }, {})).toThrow('doc id 9 is also used by')
    expect(parseContentFiles({ 'content/docs/en/index.md': blog(doc(1)), 'content/docs/vn/index.md': blog(doc(1)) }, {}).entries).toHaveLength(2)
  })

  it('validates the FAQ and pricing data files, naming file and field', () => {
    const faq = (entries: unknown) => JSON.stringify({ entries })
    const entry = { id: 'a', category: 'general', question: 'Q?', answer: 'A.' }
    expect(parseContentFiles({}, { 'content/faq/en.json': faq([entry]) }).faqs.en?.entries).toHaveLength(1)
    expect(() => parseContentFiles({}, { 'content/faq/en.json': faq([{ ...entry, category: 'misc' }]) })).toThrow('content/faq/en.json: field "entries.0.category"')
    expect(() => parseContentFiles({}, { 'content/faq/en.json': faq([entry]), 'content/faq/ru.json': faq([{ ...entry, id: 'b' }]) })).toThrow('content/faq/ru.json: field "entries.b": no English source entry with this id')
    const plan = (id: string) => ({ id, profiles: 5, members: 1, monthly: { USD: 9, BRL: 45, PLN: 36, VND: 229000 }, annualMonthly: { USD: 7, BRL: 39, PLN: 29, VND: 179000 } })
    const pricing = (plans: unknown[]) => JSON.stringify({ annualDiscountPercent: 20, plans })
    expect(parseContentFiles({}, { 'content/pricing/plans.json': pricing(['free', 'starter', 'team', 'business'].map(plan)) }).pricing?.plans).toHaveLength(4)
    const noVnd = ['free', 'starter', 'team', 'business'].map(plan)
    delete (noVnd[1]!.monthly as Record<string, number>).VND
    expect(() => parseContentFiles({}, { 'content/pricing/plans.json': pricing(noVnd) })).toThrow('content/pricing/plans.json: field "plans.1.monthly.VND"')
    const pricey = ['free', 'starter', 'team', 'business'].map(plan)
    pricey[2]!.annualMonthly.USD = 99
    expect(() => parseContentFiles({}, { 'content/pricing/plans.json': pricing(pricey) })).toThrow('field "plans.2.annualMonthly": annual price per month must not exceed the monthly price')
    expect(() => parseContentFiles({}, { 'content/recipes/en.json': '{}' })).toThrow('content/recipes/en.json: expected content/site/<locale>.json')
  })
})
