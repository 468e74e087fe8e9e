import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'

/** Desktop User-Agents of the download tests. */
export const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const

/** Removes User-Agent Client Hints, so the page falls back to the User-Agent string. */
export async function withoutClientHints(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined, configurable: true }))
}

/** Emulates User-Agent Client Hints of a system. */
export async function withClientHints(page: Page, hints: { platform: string; architecture: string; bitness: string }): Promise<void> {
  await page.addInitScript((h) => {
    const data = { mobile: false, platform: h.platform, brands: [], getHighEntropyValues: async () => ({ ...h }) }
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => data, configurable: true })
  }, hints)
}

/** Responds to navigations to an installer host with a small page, so the test sees where a click went. */
export async function catchInstallers(page: Page, ...hosts: string[]): Promise<void> {
  for (const host of hosts)
    await page.context().route(`https://${host}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'installer' }))
}

/** A marker unique to one test, for the stub's call log. */
export function marker(): string {
  return `stub-id/${Math.random().toString(36).slice(2, 10)}`
}

/** Start's id of a server function: the sha256 of `<file>--<export>_createServerFn_handler`. */
export function serverFnId(file: string, name: string): string {
  return createHash('sha256').update(`${file}--${name}_createServerFn_handler`).digest('hex')
}

/** The headers of the browser's server-function calls: same-origin (Start's CSRF check lets it through). */
export const SERVER_FN_HEADERS = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' } as const

/** The Cache-Control of a server function's public response (page data, the tracking config): one minute in a browser, the site's s-maxage in a shared cache. */
export const PUBLIC_SERVER_FN_POLICY = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'
