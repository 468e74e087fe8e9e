import { describe, expect, it } from 'vitest'
import { originOf, type SiteOrigins } from '../i18n/hosts'
import { PAGES } from '../routing/registry'
import { buildRobots } from './robots'

const origins: SiteOrigins = { main: 'https://www.example.com', byLocale: { zh: 'https://www.example.cn' } }

describe('buildRobots', () => {
  const main = buildRobots({ sitemapUrls: [`${originOf('en', origins)}/sitemap.xml`] })
  const lines = main.split('\n')

  it('allows the site to every crawler', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
  })

  it('disallows server functions, error pages, the icon sprite page and the search page, unprefixed and prefixed', () => {
    expect(lines.filter((l) => l.startsWith('Disallow: '))).toEqual([
      'Disallow: /_serverFn/',
      'Disallow: /error/',
      'Disallow: /*/error/',
      'Disallow: /_icons',
      'Disallow: /*/_icons',
      'Disallow: /search$',
      'Disallow: /search?',
      'Disallow: /*/search$',
      'Disallow: /*/search?',
    ])
  })

  it('keeps out every kind the registry marks unindexable, and only those', () => {
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length))
    for (const row of Object.values(PAGES)) {
      if (row.path.includes('$') || row.path === '/') continue
      expect(disallowed.includes(`${row.path}$`), row.path).toBe(row.indexable === false)
    }
  })

  it('names the sitemaps it is given, in order', () => {
    expect(lines.filter((l) => l.startsWith('Sitemap: '))).toEqual(['Sitemap: https://www.example.com/sitemap.xml'])
    const zh = buildRobots({ sitemapUrls: [`${originOf('zh', origins)}/sitemap.xml`, `${originOf('zh', origins)}/zh-CN-sitemap.xml`] })
    expect(zh.split('\n').filter((l) => l.startsWith('Sitemap: '))).toEqual([
      'Sitemap: https://www.example.cn/sitemap.xml',
      'Sitemap: https://www.example.cn/zh-CN-sitemap.xml',
    ])
    expect(zh).not.toContain('example.com')
  })

  it('ends with a newline and has no blank line inside the group', () => {
    expect(main.endsWith('\n')).toBe(true)
    const group = main.slice(0, main.indexOf('\n\n'))
    expect(group.split('\n').every((l) => /^(User-agent|Allow|Disallow): \S+$/.test(l))).toBe(true)
  })
})
