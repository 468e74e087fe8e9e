import { describe, expect, it } from 'vitest'
import { article, breadcrumbList, faqPage, organization, organizationId, softwareApplication, website, type JsonLd } from './json-ld'

const origin = 'https://www.example.com'
const ORG_ID = 'https://www.example.com/#organization'

const org = organization({ name: 'ProfileDeck', origin, homeUrl: `${origin}/`, logo: `${origin}/images/logo.png` })
const site = website({ name: 'ProfileDeck', origin, homeUrl: `${origin}/ru`, language: 'ru-RU', description: 'Антидетект-браузер.' })
const app = softwareApplication({
  name: 'ProfileDeck',
  url: `${origin}/pricing`,
  description: 'Antidetect browser.',
  language: 'en-US',
  version: '5.2.0',
  downloadUrl: `${origin}/download`,
  offers: [
    { name: 'Free', price: 0, currency: 'USD' },
    { name: 'Starter', price: 9.9, currency: 'USD' },
    { name: 'Team', price: 49, currency: 'EUR' },
    { name: 'Business', price: 129.99, currency: 'CNY' },
  ],
  origin,
})
const post = article({
  type: 'Article',
  headline: 'Choosing proxies',
  description: 'How to pick proxies.',
  url: `${origin}/blog/choosing-proxies`,
  image: `${origin}/images/cover.svg`,
  datePublished: '2026-10-02',
  dateModified: '2026-11-01',
  author: 'Mira Kovac',
  language: 'en-US',
  keywords: ['proxies', 'tutorials'],
  origin,
})
const crumbs = breadcrumbList([
  { name: 'Home', url: `${origin}/` },
  { name: 'Blog', url: `${origin}/blog` },
  { name: 'Choosing proxies', url: `${origin}/blog/choosing-proxies` },
])
const faq = faqPage(
  [
    { question: 'Is there a free plan?', answer: 'Yes, with 5 profiles.' },
    { question: 'Can I pay in <CNY> & "EUR"?', answer: 'Yes.' },
  ],
  `${origin}/faq`,
)

describe('every builder', () => {
  it.each<[string, JsonLd, string]>([
    ['organization', org, 'Organization'],
    ['website', site, 'WebSite'],
    ['softwareApplication', app, 'SoftwareApplication'],
    ['article', post, 'Article'],
    ['breadcrumbList', crumbs, 'BreadcrumbList'],
    ['faqPage', faq, 'FAQPage'],
  ])('%s has the schema.org context and its type, and survives JSON', (_, node, type) => {
    expect(node['@context']).toBe('https://schema.org')
    expect(node['@type']).toBe(type)
    // The router serialises the node: nothing may be lost (undefined, functions, NaN).
    expect(JSON.parse(JSON.stringify(node))).toEqual(node)
  })
})

describe('organization', () => {
  it('has its @id on the host, name, url and logo', () => {
    expect(organizationId(origin)).toBe(ORG_ID)
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': ORG_ID,
      name: 'ProfileDeck',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/images/logo.png',
    })
  })

  it('has an @id per host (zh has its own)', () => {
    expect(organizationId('https://www.example.cn')).toBe('https://www.example.cn/#organization')
  })
})

describe('website', () => {
  it('is the site of one language, published by the organization', () => {
    expect(site).toMatchObject({
      '@id': 'https://www.example.com/ru#website',
      name: 'ProfileDeck',
      url: 'https://www.example.com/ru',
      inLanguage: 'ru-RU',
      description: 'Антидетект-браузер.',
      publisher: { '@id': ORG_ID },
    })
  })

  it('omits an empty description', () => {
    expect(website({ name: 'P', origin, homeUrl: `${origin}/`, language: 'en-US', description: '' })).not.toHaveProperty('description')
    expect(website({ name: 'P', origin, homeUrl: `${origin}/`, language: 'en-US' })).not.toHaveProperty('description')
  })
})

describe('softwareApplication', () => {
  it('has the application fields and links its publisher', () => {
    expect(app).toMatchObject({
      name: 'ProfileDeck',
      url: 'https://www.example.com/pricing',
      description: 'Antidetect browser.',
      applicationCategory: 'BrowserApplication',
      operatingSystem: 'Windows, macOS, Linux',
      inLanguage: 'en-US',
      softwareVersion: '5.2.0',
      downloadUrl: 'https://www.example.com/download',
      publisher: { '@id': ORG_ID },
    })
  })

  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [9.9, '9.90'],
    [49, '49.00'],
    [12.5, '12.50'],
    [1234567, '1234567.00'],
  ])('writes price %d as the string %j', (price, expected) => {
    const node = softwareApplication({ name: 'P', url: `${origin}/`, language: 'en-US', offers: [{ name: 'X', price, currency: 'USD' }], origin })
    expect((node.offers as { price: unknown }[])[0]!.price).toBe(expected)
  })

  it('makes one Offer per plan with its currency and the page URL', () => {
    const offers = app.offers as Record<string, unknown>[]
    expect(offers.map((o) => [o['@type'], o.name, o.price, o.priceCurrency, o.url])).toEqual([
      ['Offer', 'Free', '0.00', 'USD', 'https://www.example.com/pricing'],
      ['Offer', 'Starter', '9.90', 'USD', 'https://www.example.com/pricing'],
      ['Offer', 'Team', '49.00', 'EUR', 'https://www.example.com/pricing'],
      ['Offer', 'Business', '129.99', 'CNY', 'https://www.example.com/pricing'],
    ])
    for (const o of offers) expect(typeof o.price).toBe('string')
  })

  it('omits the optional fields when not given', () => {
    const node = softwareApplication({ name: 'P', url: `${origin}/`, language: 'en-US', offers: [], origin })
    expect(node).not.toHaveProperty('description')
    expect(node).not.toHaveProperty('softwareVersion')
    expect(node).not.toHaveProperty('downloadUrl')
    expect(node.offers).toEqual([])
  })
})

describe('article', () => {
  it('has headline, page, dates, author, language, keywords and publisher', () => {
    expect(post).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Choosing proxies',
      description: 'How to pick proxies.',
      url: 'https://www.example.com/blog/choosing-proxies',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.com/blog/choosing-proxies' },
      image: ['https://www.example.com/images/cover.svg'],
      datePublished: '2026-10-02',
      dateModified: '2026-11-01',
      author: { '@type': 'Person', name: 'Mira Kovac' },
      inLanguage: 'en-US',
      keywords: 'proxies, tutorials',
      publisher: { '@id': ORG_ID },
    })
  })

  it('is a NewsArticle for news', () => {
    expect(article({ type: 'NewsArticle', headline: 'Linux client', url: `${origin}/news/linux`, language: 'en-US', origin })['@type']).toBe('NewsArticle')
  })

  it('dates the modification by the publication when not modified, and omits both when undated', () => {
    const published = article({ type: 'Article', headline: 'H', url: `${origin}/x`, datePublished: '2026-10-02', language: 'en-US', origin })
    expect(published).toMatchObject({ datePublished: '2026-10-02', dateModified: '2026-10-02' })
    const undated = article({ type: 'Article', headline: 'H', url: `${origin}/x`, language: 'en-US', origin })
    for (const key of ['datePublished', 'dateModified', 'description', 'image', 'author', 'keywords']) expect(undated).not.toHaveProperty(key)
  })

  it('omits empty keywords', () => {
    expect(article({ type: 'Article', headline: 'H', url: `${origin}/x`, language: 'en-US', keywords: [], origin })).not.toHaveProperty('keywords')
  })

  it.each([
    ['short', 'A short headline', 'A short headline'],
    ['exactly 110 characters', 'x'.repeat(110), 'x'.repeat(110)],
    ['111 characters', 'x'.repeat(111), `${'x'.repeat(109)}…`],
    ['300 characters', 'y'.repeat(300), `${'y'.repeat(109)}…`],
  ])('keeps a headline of %s to 110 characters', (_, headline, expected) => {
    const node = article({ type: 'Article', headline, url: `${origin}/x`, language: 'en-US', origin })
    expect(node.headline).toBe(expected)
    expect((node.headline as string).length).toBeLessThanOrEqual(110)
  })
})

describe('breadcrumbList', () => {
  it('numbers the items from 1 in order', () => {
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.com/blog' },
      { '@type': 'ListItem', position: 3, name: 'Choosing proxies', item: 'https://www.example.com/blog/choosing-proxies' },
    ])
  })

  it('is empty for no items', () => {
    expect(breadcrumbList([]).itemListElement).toEqual([])
  })
})

describe('faqPage', () => {
  it('has one Question with an accepted Answer per entry, in order', () => {
    expect(faq.url).toBe('https://www.example.com/faq')
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Is there a free plan?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, with 5 profiles.' } },
      { '@type': 'Question', name: 'Can I pay in <CNY> & "EUR"?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
    ])
  })
})

describe('article headline truncation', () => {
  it('cuts by code point, never inside an emoji', () => {
    const headline = 'a'.repeat(108) + '😀' + 'b'.repeat(10)
    const node = article({ type: 'Article', headline, url: 'https://x.test/a', language: 'en-US', origin: 'https://x.test' })
    const out = node.headline as string
    expect(out).not.toMatch(LONE_SURROGATE)
    expect(Array.from(out)).toHaveLength(110)
    expect(out.endsWith('a😀…')).toBe(true)
  })
})

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
