import { UPSTREAM_SITE } from '../../playwright.config'
import { catchInstallers, UA, withClientHints, withoutClientHints } from './calls-helpers'
import { expect, test } from './fixtures'

// The download helper (SPEC 7): the visitor's system picks the primary button and its key, a click
// asks the latest-version call (stub upstream) or falls back to the release link (offline).

const RELEASE = 'download.profiledeck.com'
const STUB_DOWNLOADS = 'downloads.stub.test'

const CASES = [
  { name: 'Windows (User-Agent)', ua: UA.windows, hints: undefined, key: 'down-windows-64', system: 'com_win64', label: 'Download for Windows' },
  {
    name: 'macOS on Apple silicon (Client Hints)',
    ua: UA.mac,
    hints: { platform: 'macOS', architecture: 'arm', bitness: '64' },
    key: 'down-macos-apple',
    system: 'com_arm64',
    label: 'Download for macOS',
  },
  {
    name: 'macOS on Intel (Client Hints)',
    ua: UA.mac,
    hints: { platform: 'macOS', architecture: 'x86', bitness: '64' },
    key: 'down-macos-inter',
    system: 'com_mac',
    label: 'Download for macOS',
  },
  { name: 'Linux (User-Agent)', ua: UA.linux, hints: undefined, key: 'down-linux-64', system: null, label: 'Download for Linux' },
] as const

for (const c of CASES) {
  test.describe(c.name, () => {
    test.use({ userAgent: c.ua })
    test.beforeEach(async ({ page }) => {
      if (c.hints) await withClientHints(page, c.hints)
      else await withoutClientHints(page)
      await catchInstallers(page, RELEASE, STUB_DOWNLOADS)
    })

    test('offline: the download page leads with the system and a click reaches the release link', async ({ page }) => {
      await page.goto('/download')
      const primary = page.locator('.download__primary a')
      await expect(primary).toHaveAttribute('data-key', c.key)
      await expect(primary).toHaveText(c.label)
      // The other systems stay listed.
      await expect(page.locator('.download-grid a[data-key]')).toHaveCount(5)
      const release = await page.locator(`.download-grid a[data-key="${c.key}"]`).getAttribute('href')
      expect(release).toContain(RELEASE)
      await primary.click()
      await page.waitForURL(release!)
    })

    test('with an upstream: a click reaches the URL the latest-version call returned', async ({ page }) => {
      await page.goto(`${UPSTREAM_SITE}/download`)
      const primary = page.locator('.download__primary a')
      await expect(primary).toHaveAttribute('data-key', c.key)
      const release = await page.locator(`.download-grid a[data-key="${c.key}"]`).getAttribute('href')
      await primary.click()
      // Linux keeps its direct link; the others go where the version call says.
      await page.waitForURL(c.system ? `https://${STUB_DOWNLOADS}/latest/${c.system}/ProfileDeck-setup` : release!)
    })

    test('the home page CTAs lead with the system', async ({ page }) => {
      await page.goto(`${UPSTREAM_SITE}/`)
      await expect(page.locator('.hero__actions a[data-key]')).toHaveAttribute('data-key', c.key)
      await expect(page.locator('.hero__actions a[data-key]')).toHaveText(c.label)
      await expect(page.locator('.cta a[data-key]')).toHaveAttribute('data-key', c.key)
      await page.locator('.hero__actions a[data-key]').click()
      await page.waitForURL(c.system ? `https://${STUB_DOWNLOADS}/latest/${c.system}/ProfileDeck-setup` : new RegExp(`${RELEASE}/.+linux-amd64\\.deb$`))
    })
  })
}

for (const [name, ua] of [
  ['a phone', UA.iphone],
  ['a bot', UA.bot],
] as const) {
  test.describe(name, () => {
    test.use({ userAgent: ua })
    test(`${name} sees every option and no guess`, async ({ page }) => {
      await withoutClientHints(page)
      await page.goto('/download')
      await expect(page.locator('.download__primary')).toHaveAttribute('data-detected', 'none')
      await expect(page.locator('.download__primary a')).toHaveCount(0)
      await expect(page.locator('.download-grid a[data-key]')).toHaveCount(5)
      await page.goto('/')
      await expect(page.locator('.hero__actions a[data-key]')).toHaveCount(0)
      await expect(page.locator('.hero__actions a[href="/download"]')).toBeVisible()
    })
  })
}
