import { axeOn } from './axe-helpers'
import { expect, hydrated, originFor, test } from './fixtures'

/**
 * Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules find nothing on one page of every template,
 * in the browser after hydration (so the client's DOM and the stylesheet are what is checked).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * One page of each template (English unless the path says otherwise). Kinds that render through the
 * same components share a sample: news pages are blog pages of another section, a category and its
 * tags share the post list, the fixed pages are entries of one view, every detail kind is an
 * article, and the lists of guides, partners, releases, solutions, use cases and comparisons are
 * entry lists (each of those kinds is sampled at least once, as its list or as its detail). The
 * layout spec adds axe's contrast rule with the menus open in all 14 languages.
 */
const SAMPLES = [
  '/',
  '/download',
  '/pricing',
  '/faq',
  '/about-us',
  '/privacy-policy',
  '/blog',
  '/blog/browser-fingerprinting-explained',
  '/blog-tutorials/proxies',
  '/guide/create-first-profile',
  '/helps',
  '/docs/local-api',
  '/partner',
  '/release/5.2.0',
  '/solutions',
  '/use-cases/web-scraping',
  '/alternatives/gologin',
  '/search',
  '/search?q=proxy',
  '/no-such-page',
  '/jp',
  'zh:/',
]

for (const sample of SAMPLES) {
  test(`axe finds no WCAG 2.1 A/AA violation on ${sample}`, async ({ tab: page, baseURL }) => {
    const url = sample.startsWith('zh:') ? `${originFor('zh', baseURL!)}${sample.slice(3)}` : `${baseURL}${sample}`
    const res = await page.goto(url)
    expect(res?.status(), url).toBe(sample === '/no-such-page' ? 404 : 200)
    // Hydrated is all axe needs: waiting for "network idle" would also wait out the idle-time features.
    await hydrated(page)
    const { violations } = await axeOn(page).withTags(WCAG_TAGS).analyze()
    const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    if (report.length) console.log(`${url}\n  ${report.join('\n  ')}`)
    expect(report).toEqual([])
  })
}

test('axe finds no WCAG 2.1 A/AA violation in the header search box with its results open', async ({ tab: page }) => {
  await page.goto('/blog')
  const input = page.locator('header .search-box__input')
  await input.fill('proxy')
  await expect(page.locator('#site-search-list [role="option"]').first()).toBeVisible()
  await input.press('ArrowDown')
  const { violations } = await axeOn(page).withTags(WCAG_TAGS).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
})
