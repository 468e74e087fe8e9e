import AxeBuilder from '@axe-core/playwright'
import { expect, originFor, test } from './fixtures'

/**
 * Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules find nothing on one page of every page
 * kind, in the browser after hydration (so the client's DOM and the stylesheet are what is checked).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One sample of each page kind (English unless the path says otherwise). */
const SAMPLES = [
  '/',
  '/download',
  '/pricing',
  '/faq',
  '/about-us',
  '/links',
  '/pre-sales',
  '/partner-plan',
  '/referral-program',
  '/privacy-policy',
  '/terms-of-service',
  '/blog',
  '/blog/browser-fingerprinting-explained',
  '/blog-tutorials',
  '/blog-tutorials/proxies',
  '/news',
  '/news/profiledeck-5-2-released',
  '/guide',
  '/guide/create-first-profile',
  '/helps',
  '/helps/import-proxies-in-bulk',
  '/docs',
  '/docs/local-api',
  '/partner',
  '/partner/nimbus-proxy',
  '/release',
  '/release/5.2.0',
  '/solutions',
  '/solutions/e-commerce',
  '/use-cases',
  '/use-cases/web-scraping',
  '/alternatives',
  '/alternatives/gologin',
  '/search',
  '/search?q=proxy',
  '/error/404',
  '/no-such-page',
  '/ru',
  '/jp',
  'zh:/',
]

for (const sample of SAMPLES) {
  test(`axe finds no WCAG 2.1 A/AA violation on ${sample}`, async ({ page, baseURL }) => {
    const url = sample.startsWith('zh:') ? `${originFor('zh', baseURL!)}${sample.slice(3)}` : `${baseURL}${sample}`
    const res = await page.goto(url)
    expect(res?.status(), url).toBe(sample === '/no-such-page' ? 404 : 200)
    // Hydrated, not "network idle": the tracking queue's keepalive beacon can stay pending in
    // Chromium's view, so the network never counts as idle.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    const report = violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    )
    if (report.length) console.log(`${url}\n  ${report.join('\n  ')}`)
    expect(report).toEqual([])
  })
}

test('axe finds no WCAG 2.1 A/AA violation in the header search box with its results open', async ({ page }) => {
  await page.goto('/blog')
  const input = page.locator('header .search-box__input')
  await input.fill('proxy')
  await expect(page.locator('#site-search-list [role="option"]').first()).toBeVisible()
  await input.press('ArrowDown')
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
})
