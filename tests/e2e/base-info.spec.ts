import { UPSTREAM_SITE } from '../../playwright.config'
import { expect, test } from './fixtures'

// With API_BASE_URL set, home/base-info comes from the upstream (validated); any failure of the
// upstream leaves the page rendering with empty base info.

test('base info comes from the configured upstream', async ({ page }) => {
  await page.goto(`${UPSTREAM_SITE}/ru`)
  await expect(page).toHaveTitle(/Upstream title \(ru\)/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Upstream description (ru)')
  await expect(page.locator('.stats-strip h2')).toHaveText('Upstream stats (ru)')
  // The header's own button (the menu panel repeats it for phones).
  await expect(page.locator('header [data-track="header-register"]')).toHaveAttribute('href', /^https:\/\/upstream\.example\/register\?.*rel=official_website&lang=ru-RU/)
})

for (const [locale, failure] of [['fr', 'a non-zero code'], ['es', 'invalid data'], ['tr', 'HTTP 503 after a retry']] as const) {
  test(`the page still renders when the upstream answers ${failure}`, async ({ request }) => {
    const res = await request.get(`${UPSTREAM_SITE}/${locale}/pricing`)
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>')
    expect(html).not.toContain('Upstream title')
    // Empty base info: no account buttons rather than broken links.
    expect(html).not.toContain('upstream.example/register')
    expect(html).not.toContain('app.profiledeck.com/register')
  })
}

test('without an upstream, base info comes from embedded content', async ({ page }) => {
  await page.goto('/ru')
  await expect(page.locator('header [data-track="header-register"][href^="https://app.profiledeck.com/register"]')).toBeVisible()
})
