import { UPSTREAM_SITE } from '../../playwright.config'
import { expect, hydrated, test } from './fixtures'

// With API_BASE_URL set, home/base-info comes from the upstream (validated); any failure of the
// upstream leaves the page rendering with empty base info.

test('base info comes from the configured upstream', async ({ page }) => {
  await page.goto(`${UPSTREAM_SITE}/ru`)
  await expect(page).toHaveTitle(/Upstream title \(ru\)/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Upstream description (ru)')
  await expect(page.locator('.stats-strip h2')).toHaveText('Upstream stats (ru)')
  // The header's own button (the menu panel repeats it for phones).
  await expect(page.locator('header [data-track="header-register"]')).toHaveAttribute(
    'href',
    /^https:\/\/upstream\.example\/register\?.*rel=official_website&lang=ru-RU/,
  )
})

for (const [locale, failure] of [
  ['fr', 'a non-zero code'],
  ['es', 'invalid data'],
  ['tr', 'HTTP 503 after a retry'],
] as const) {
  test(`the page still renders when the upstream responds ${failure}`, async ({ request }) => {
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

test('a client-side language switch loads the new language’s base info (SPEC 7), without a reload', async ({ page }) => {
  // The base-info server function's GET calls: the only call whose input is a language and a type.
  const calls: string[] = []
  page.on('request', (r) => {
    const url = decodeURIComponent(r.url())
    if (url.includes('/_serverFn/') && url.includes('["lang","type"]')) calls.push(url)
  })
  await page.goto(`${UPSTREAM_SITE}/ru`)
  await hydrated(page)
  await expect(page.locator('.stats-strip h2')).toHaveText('Upstream stats (ru)')
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  const switchTo = async (language: string) => {
    await page.locator('header .lang-switcher__toggle').click()
    await page.locator(`header a[hreflang="${language}"]`).click()
  }
  await switchTo('pt-PT')
  await expect(page).toHaveURL(/\/pt$/)
  // The shell's base info is the new language's: the heading, the title and the account links.
  await expect(page.locator('.stats-strip h2')).toHaveText('Upstream stats (pt)')
  await expect(page).toHaveTitle(/Upstream title \(pt\)/)
  await expect(page.locator('header [data-track="header-register"]')).toHaveAttribute('href', /lang=pt-PT/)
  expect(calls).toHaveLength(1)
  // Back to the language the page was served in: its base info again, from the tab, with no request.
  await switchTo('ru-RU')
  await expect(page).toHaveURL(/\/ru$/)
  await expect(page.locator('.stats-strip h2')).toHaveText('Upstream stats (ru)')
  await expect(page).toHaveTitle(/Upstream title \(ru\)/)
  expect(calls).toHaveLength(1)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})
