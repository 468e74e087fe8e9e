import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PAGE_SIZE } from '../content/paginate'
import { buildEntry, parsePricing, type Entry } from '../content/parse'
import type { Collection, FaqData } from '../content/collection-schemas'
import { embeddedSource } from '../content/source'
import { createContentStore } from '../content/store'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { solutionsFor } from '../routing/availability'
import { indexPages, pagesOf, sitePages, summarizeContent, type ContentSummary, type EntrySummary, type SitePage } from './indexable-pages'

type Entries = ContentSummary['entries']

function summary(entries: Entries = {}, extra: Partial<Omit<ContentSummary, 'entries'>> = {}): ContentSummary {
  return { entries, faq: [], pricing: false, ...extra }
}

const item = (slug: string, date?: string, category?: string, tags?: string[]): EntrySummary => ({ slug, date, category, tags })
/** `n` posts, newest first, dated one day apart from 2026-10-31 backwards. */
const posts = (n: number, category = 'tutorials', tags = ['proxies'], prefix = 'post'): EntrySummary[] =>
  Array.from({ length: n }, (_, i) => item(`${prefix}-${i + 1}`, `2026-10-${String(31 - i).padStart(2, '0')}`, category, tags))

const keys = (pages: readonly SitePage[]) => pages.map((p) => p.key)
const lastmodOf = (pages: readonly SitePage[], key: string) => pages.find((p) => p.key === key)?.lastmod

describe('pagesOf: static pages', () => {
  it('always has home and download, undated when nothing is dated', () => {
    for (const locale of LOCALE_CODES) {
      expect(pagesOf(locale, summary())).toEqual([
        { key: '/', locale },
        { key: '/download', locale },
      ])
    }
  })

  it('dates home by the newest blog, news or release item and download by the newest release', () => {
    const pages = pagesOf(
      'en',
      summary({
        en: {
          blog: [item('b', '2026-10-05', 'c', ['t'])],
          news: [item('n', '2026-10-09', 'c', ['t'])],
          release: [item('5.2.0', '2026-10-07')],
          guide: [item('g', '2026-12-01')],
        },
      }),
    )
    expect(lastmodOf(pages, '/')).toBe('2026-10-09')
    expect(lastmodOf(pages, '/download')).toBe('2026-10-07')
  })

  it.each([true, false])('has /pricing in every locale exactly when pricing is %s', (pricing) => {
    for (const locale of LOCALE_CODES) {
      const pages = pagesOf(locale, summary({}, { pricing }))
      expect(keys(pages).includes('/pricing')).toBe(pricing)
      if (pricing) expect(pages.find((p) => p.key === '/pricing')).toEqual({ key: '/pricing', locale })
    }
  })

  it('has /faq only in the FAQ locales', () => {
    const s = summary({}, { faq: ['en', 'ru'] })
    expect(LOCALE_CODES.filter((l) => keys(pagesOf(l, s)).includes('/faq'))).toEqual(['en', 'ru'])
  })
})

describe('pagesOf: content entries and lists', () => {
  it.each<[Collection, string | undefined, string, string]>([
    ['guide', '/guide', 'create-first-profile', '/guide/create-first-profile'],
    ['help', '/helps', 'reset-your-password', '/helps/reset-your-password'],
    ['partner', '/partner', 'proxy-co', '/partner/proxy-co'],
    ['release', '/release', '5.2.0', '/release/5.2.0'],
    ['solution', '/solutions', 'e-commerce', '/solutions/e-commerce'],
    ['use-case', '/use-cases', 'web-scraping', '/use-cases/web-scraping'],
    ['alternative', '/alternatives', 'gologin', '/alternatives/gologin'],
    ['docs', undefined, 'proxies', '/docs/proxies'],
    ['docs', undefined, 'index', '/docs'],
    ['page', undefined, 'about-us', '/about-us'],
  ])('%s: list %s and the entry page', (collection, list, slug, path) => {
    // Table-driven collections only have the ids of their table: the second entry is one of them.
    const other = ({ solution: 'crypto', 'use-case': 'betting', alternative: 'multilogin' } as Partial<Record<Collection, string>>)[collection] ?? 'other'
    const pages = pagesOf('en', summary({ en: { [collection]: [item(slug, '2026-10-02'), item(other, '2026-10-09')] } }))
    expect(pages.find((p) => p.key === path)).toEqual({ key: path, locale: 'en', lastmod: '2026-10-02' })
    if (list) expect(pages.find((p) => p.key === list)).toEqual({ key: list, locale: 'en', lastmod: '2026-10-09' })
    // Nothing else than home, download, the list and its two entries.
    expect(pages).toHaveLength(2 + (list ? 1 : 0) + 2)
  })

  it.each<Collection>(['guide', 'help', 'partner', 'release', 'solution', 'use-case', 'blog', 'news'])('has no %s list without items', (collection) => {
    const pages = pagesOf('en', summary({ en: { [collection]: [] } }))
    expect(keys(pages)).toEqual(['/', '/download'])
  })

  it('has no page for features (no route of their own)', () => {
    expect(keys(pagesOf('en', summary({ en: { feature: [item('rpa', '2026-10-02')] } })))).toEqual(['/', '/download'])
  })

  it('leaves an undated entry and an undated list without lastmod', () => {
    const pages = pagesOf('en', summary({ en: { partner: [item('proxy-co')] } }))
    expect(pages.find((p) => p.key === '/partner')).toEqual({ key: '/partner', locale: 'en' })
    expect(pages.find((p) => p.key === '/partner/proxy-co')).toEqual({ key: '/partner/proxy-co', locale: 'en' })
  })

  it('reads only the locale asked for', () => {
    const s = summary({ ru: { guide: [item('g', '2026-10-02')] } })
    expect(keys(pagesOf('en', s))).toEqual(['/', '/download'])
    expect(keys(pagesOf('ru', s))).toEqual(['/', '/download', '/guide', '/guide/g'])
  })

  // The solutions list is dropped only where a locale's solution table is empty; no locale's is
  // today, so the list follows its content like the others.
  it('keeps the solutions list wherever there are solution entries', () => {
    expect(LOCALE_CODES.filter((l) => solutionsFor(l).length === 0)).toEqual([])
    for (const locale of LOCALE_CODES) {
      expect(keys(pagesOf(locale, summary({ [locale]: { solution: [item(solutionsFor(locale)[0]!, '2026-10-02')] } })))).toContain('/solutions')
    }
  })
})

describe('pagesOf: blog and news lists', () => {
  it.each([
    [1, ['/blog']],
    [PAGE_SIZE, ['/blog']],
    [PAGE_SIZE + 1, ['/blog', '/blog?page=2']],
    [2 * PAGE_SIZE, ['/blog', '/blog?page=2']],
    [2 * PAGE_SIZE + 1, ['/blog', '/blog?page=2', '/blog?page=3']],
  ])('paginates %i posts as %j', (n, expected) => {
    const pages = pagesOf('en', summary({ en: { blog: posts(n) } }))
    expect(keys(pages).filter((k) => k.startsWith('/blog?') || k === '/blog')).toEqual(expected)
  })

  it('dates each list page by the newest post on it', () => {
    const pages = pagesOf('en', summary({ en: { blog: posts(10) } }))
    expect(lastmodOf(pages, '/blog')).toBe('2026-10-31')
    // Post 10 is the only one on page 2.
    expect(lastmodOf(pages, '/blog?page=2')).toBe('2026-10-22')
  })

  it('gives every post its page with its own date', () => {
    const pages = pagesOf('en', summary({ en: { news: posts(10, 'releases', ['linux'], 'n') } }))
    for (let i = 1; i <= 10; i++) expect(lastmodOf(pages, `/news/n-${i}`)).toBe(`2026-10-${String(32 - i).padStart(2, '0')}`)
    expect(keys(pages)).toContain('/news?page=2')
  })

  it('has one list per category and per single tag used in that category, never tag combinations', () => {
    const blog = [
      item('a', '2026-10-05', 'tutorials', ['proxies', 'api']),
      item('b', '2026-10-04', 'industry', ['ecommerce', 'proxies']),
      item('c', '2026-10-03', 'tutorials', ['proxies']),
    ]
    const pages = pagesOf('en', summary({ en: { blog } }))
    expect(keys(pages).filter((k) => k.startsWith('/blog-'))).toEqual([
      '/blog-tutorials',
      '/blog-industry',
      '/blog-tutorials/api',
      '/blog-tutorials/proxies',
      '/blog-industry/ecommerce',
      '/blog-industry/proxies',
    ])
    expect(keys(pages).some((k) => k.includes(','))).toBe(false)
    expect(lastmodOf(pages, '/blog-tutorials')).toBe('2026-10-05')
    expect(lastmodOf(pages, '/blog-tutorials/proxies')).toBe('2026-10-05')
    expect(lastmodOf(pages, '/blog-industry/proxies')).toBe('2026-10-04')
  })

  it('paginates category and tag lists too', () => {
    const blog = [...posts(10, 'tutorials', ['proxies']), ...posts(2, 'tutorials', ['api'], 'x')]
    const k = keys(pagesOf('en', summary({ en: { blog } })))
    expect(k).toContain('/blog-tutorials?page=2')
    expect(k).toContain('/blog-tutorials/proxies?page=2')
    expect(k).toContain('/blog-tutorials/api')
    expect(k).not.toContain('/blog-tutorials/api?page=2')
    expect(k).not.toContain('/blog-tutorials?page=3')
  })

  it('keeps blog and news categories apart', () => {
    const k = keys(
      pagesOf('en', summary({ en: { blog: [item('a', '2026-10-05', 'tutorials', ['api'])], news: [item('b', '2026-10-05', 'company', ['team'])] } })),
    )
    expect(k.filter((x) => /^\/(blog|news)-/.test(x))).toEqual(['/blog-tutorials', '/blog-tutorials/api', '/news-company', '/news-company/team'])
  })

  it('lists no category for posts without one', () => {
    const k = keys(pagesOf('en', summary({ en: { blog: [item('a', '2026-10-05')] } })))
    expect(k).toEqual(['/', '/download', '/blog', '/blog/a'])
  })

  it('has no duplicate keys', () => {
    const blog = [...posts(20, 'tutorials', ['proxies', 'api']), ...posts(3, 'industry', ['proxies'], 'i')]
    const k = keys(
      pagesOf('en', summary({ en: { blog, news: posts(4, 'company', ['team'], 'n'), guide: [item('g', '2026-01-01')] } }, { pricing: true, faq: ['en'] })),
    )
    expect(new Set(k).size).toBe(k.length)
  })
})

describe('sitePages and indexPages', () => {
  const s = summary(
    {
      tc: { alternative: [item('ziniao', '2026-10-02')] },
      en: { alternative: [item('gologin', '2026-10-01')], guide: [item('g', '2026-10-03')] },
      zh: { alternative: [item('ziniao', '2026-10-04')], guide: [item('g', '2026-10-05')] },
      ru: { guide: [item('g', '2026-10-06')] },
    },
    { pricing: true, faq: ['ru', 'en'] },
  )
  const pages = sitePages(s)
  const index = indexPages(pages)

  it('lists every locale in table order', () => {
    expect([...new Set(pages.map((p) => p.locale))]).toEqual(LOCALE_CODES)
    for (const locale of LOCALE_CODES) expect(pages.filter((p) => p.locale === locale)).toEqual(pagesOf(locale, s))
  })

  it('gives each key its locales in table order', () => {
    expect(index.localesOf('/')).toEqual(LOCALE_CODES)
    expect(index.localesOf('/pricing')).toEqual(LOCALE_CODES)
    expect(index.localesOf('/faq')).toEqual(['en', 'ru'])
    expect(index.localesOf('/guide/g')).toEqual(['en', 'zh', 'ru'])
    expect(index.localesOf('/alternatives/ziniao')).toEqual(['zh', 'tc'])
    expect(index.localesOf('/alternatives/gologin')).toEqual(['en'])
  })

  it('orders by the table whatever the order of the pages', () => {
    const shuffled = indexPages([...pages].reverse())
    expect(shuffled.localesOf('/guide/g')).toEqual(['en', 'zh', 'ru'])
    expect(shuffled.localesOf('/faq')).toEqual(['en', 'ru'])
  })

  it('knows no locale for an unknown key, and no query other than the list page', () => {
    expect(index.localesOf('/nowhere')).toEqual([])
    expect(index.localesOf('/guide/g?utm_source=x')).toEqual([])
  })

  it('gives each locale its pages in order', () => {
    expect(index.pagesIn('ru')).toEqual(pagesOf('ru', s))
    expect(indexPages([]).pagesIn('en')).toEqual([])
  })
})

// Entries built the way the embedded and HTTP sources build them, through buildEntry.
const base = (date: string) => ({ title: 'T', description: 'D', date })
const landing = {
  pitch: 'P',
  features: ['rpa'],
  benefits: [
    { title: 'a', text: 'b' },
    { title: 'c', text: 'd' },
    { title: 'e', text: 'f' },
  ],
}
const comparison = Array.from({ length: 4 }, (_, i) => ({ feature: `f${i}`, profiledeck: 'yes', competitor: 'no' }))
const FRONT: Partial<Record<Collection, Record<string, unknown>>> = {
  blog: { author: 'A', category: 'tutorials', tags: ['proxies'], cover: '/images/x.png' },
  news: { author: 'A', category: 'company', tags: ['team'], cover: '/images/x.png' },
  guide: { order: 1 },
  solution: landing,
  'use-case': landing,
  alternative: { competitor: 'C', summary: 'S', comparison },
  feature: { pitch: 'P', points: ['a', 'b', 'c'] },
  docs: { id: 1, order: 1 },
}
function entry(collection: Collection, locale: LocaleCode, slug: string, date: string, extra: Record<string, unknown> = {}): Entry {
  return buildEntry(`test/${collection}/${locale}/${slug}`, collection, locale, slug, { ...base(date), ...FRONT[collection], ...extra }, 'Body text.')
}

const faqOf = (question: string): FaqData => ({ entries: [{ id: 'q', category: 'general', question, answer: 'A.' }] })
const pricing = parsePricing('content/pricing/plans.json', readFileSync('content/pricing/plans.json', 'utf8'))

const entries: Entry[] = [
  entry('blog', 'en', 'older', '2026-10-01', { category: 'industry', tags: ['ecommerce'] }),
  entry('blog', 'en', 'newer', '2026-10-05', { tags: ['proxies', 'api'] }),
  entry('blog', 'ru', 'newer', '2026-10-06'),
  entry('news', 'en', 'launch', '2026-10-03'),
  entry('alternative', 'en', 'gologin', '2026-10-02'),
  // English holds the source of ziniao, which only zh and tc show (SPEC 2.5).
  entry('alternative', 'en', 'ziniao', '2026-10-02'),
  entry('alternative', 'zh', 'ziniao', '2026-10-02'),
  entry('solution', 'en', 'crypto', '2026-10-02'),
  // Content validation rejects this file; the inventory must not list it even if a source sends it.
  entry('solution', 'zh', 'crypto', '2026-10-02'),
  // media-market is a Chinese use-case slug: its English source is not an English page.
  entry('use-case', 'en', 'media-market', '2026-10-02'),
  entry('use-case', 'zh', 'media-market', '2026-10-02'),
  entry('use-case', 'en', 'betting', '2026-10-02'),
  entry('docs', 'en', 'index', '2026-10-02'),
  entry('docs', 'ru', 'index', '2026-10-02'),
  // Docs exist only in en, ru, pt and vn (SPEC 2.6).
  entry('docs', 'zh', 'index', '2026-10-02'),
  entry('feature', 'en', 'rpa', '2026-10-02'),
  entry('guide', 'ko', 'start', '2026-10-02'),
]
const source = (faqs: Partial<Record<LocaleCode, FaqData>>, withPricing = true) =>
  embeddedSource(createContentStore(entries, {}), { faqs, pricing: withPricing ? pricing : undefined })

describe('summarizeContent', () => {
  it('summarises entries per locale and collection, newest first, with date, category and tags', async () => {
    const s = await summarizeContent(source({ en: faqOf('Q?') }))
    expect(s.entries.en?.blog).toEqual([
      { slug: 'newer', date: '2026-10-05', category: 'tutorials', tags: ['proxies', 'api'] },
      { slug: 'older', date: '2026-10-01', category: 'industry', tags: ['ecommerce'] },
    ])
    expect(s.entries.ru?.blog?.map((e) => e.slug)).toEqual(['newer'])
    expect(s.entries.th?.blog).toEqual([])
    expect(s.pricing).toBe(true)
  })

  it('keeps only what each locale shows (SPEC 2.5/2.6 tables)', async () => {
    const s = await summarizeContent(source({}))
    const slugs = (locale: LocaleCode, c: Collection) => s.entries[locale]?.[c]?.map((e) => e.slug)
    expect(slugs('en', 'alternative')).toEqual(['gologin'])
    expect(slugs('zh', 'alternative')).toEqual(['ziniao'])
    expect(slugs('en', 'solution')).toEqual(['crypto'])
    expect(slugs('zh', 'solution')).toEqual([])
    expect(slugs('en', 'use-case')).toEqual(['betting'])
    expect(slugs('zh', 'use-case')).toEqual(['media-market'])
    expect(slugs('en', 'docs')).toEqual(['index'])
    expect(slugs('ru', 'docs')).toEqual(['index'])
    expect(slugs('zh', 'docs')).toEqual([])
  })

  it('feeds pages that follow those tables', async () => {
    const index = indexPages(sitePages(await summarizeContent(source({}))))
    expect(index.localesOf('/alternatives/ziniao')).toEqual(['zh'])
    expect(index.localesOf('/alternatives/gologin')).toEqual(['en'])
    expect(index.localesOf('/solutions/crypto')).toEqual(['en'])
    expect(index.localesOf('/solutions')).toEqual(['en'])
    expect(index.localesOf('/use-cases/media-market')).toEqual(['zh'])
    expect(index.localesOf('/use-cases/betting')).toEqual(['en'])
    expect(index.localesOf('/docs')).toEqual(['en', 'ru'])
    expect(index.localesOf('/blog/newer')).toEqual(['en', 'ru'])
    expect(index.localesOf('/blog/older')).toEqual(['en'])
    // The ru translation is tagged proxies only: the api tag list is English only.
    expect(index.localesOf('/blog-tutorials/proxies')).toEqual(['en', 'ru'])
    expect(index.localesOf('/blog-tutorials/api')).toEqual(['en'])
    expect(index.localesOf('/guide/start')).toEqual(['ko'])
    expect(index.localesOf('/features/rpa')).toEqual([])
    expect(index.localesOf('/pricing')).toEqual(LOCALE_CODES)
  })

  it('gives every locale the FAQ page when English has one (the English fallback)', async () => {
    expect((await summarizeContent(source({ en: faqOf('Q?') }))).faq).toEqual(LOCALE_CODES)
    expect((await summarizeContent(source({ en: faqOf('Q?'), ru: faqOf('В?') }))).faq).toEqual(LOCALE_CODES)
  })

  it('gives the FAQ page only to locales with their own FAQ when English has none', async () => {
    expect((await summarizeContent(source({ tc: faqOf('Q?'), ru: faqOf('В?') }))).faq).toEqual(['ru', 'tc'])
    expect((await summarizeContent(source({}))).faq).toEqual([])
  })

  it('has no pricing without plans', async () => {
    const s = await summarizeContent(source({}, false))
    expect(s.pricing).toBe(false)
    expect(sitePages(s).some((p) => p.key === '/pricing')).toBe(false)
  })
})

describe('pagesOf without ?page= in canonical URLs', () => {
  it('lists only the first page of each list', () => {
    const pages = pagesOf('en', summary({ en: { blog: posts(20) } }), { paginated: false })
    expect(keys(pages)).toContain('/blog')
    expect(keys(pages).some((k) => k.includes('?page='))).toBe(false)
  })
})
