import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { LOCALE_CODES, type LocaleCode } from '#src/i18n/locales'
import { localizePath } from '#src/i18n/paths'
import { readContentDir } from '../../scripts/content-plugin'
import { parseContentFiles } from '#src/content/parse'
import { embeddedSource } from '#src/content/source'
import { createContentStore } from '#src/content/store'
import { summarizeContent, type ContentSummary } from '#src/content/summary'
import { existingPages } from '#src/routing/pages'
import { pagePath } from '#src/routing/registry'

export { expect, LOCALE_CODES, localizePath }
export type { LocaleCode }

/** What each locale shows, read from the embedded content as the server reads it. */
let summary: Promise<ContentSummary> | undefined
function contentSummary(): Promise<ContentSummary> {
  if (!summary) {
    const { markdown, data } = readContentDir(process.cwd())
    const { entries, sites, faqs, pricing } = parseContentFiles(markdown, data)
    summary = summarizeContent(embeddedSource(createContentStore(entries, sites), { faqs, pricing }))
  }
  return summary
}

/** Pages that are no kind of the registry: the error pages and the icon sprite. */
const NOT_KINDS = ['/error/404', '/error/502', '/_icons']

/**
 * One sample URL (locale-free) of every page kind the locale has, from the registry: the first page
 * of each kind that exists there (a new kind is covered without touching this list), plus the pages
 * that are no kind.
 */
export async function routesFor(locale: LocaleCode): Promise<string[]> {
  const pages = existingPages(locale, await contentSummary(), { paginated: false })
  const first = new Map<string, string>()
  for (const { ref } of pages) if (!first.has(ref.kind)) first.set(ref.kind, pagePath(ref))
  return [...first.values(), ...NOT_KINDS]
}

/** msgid → msgstr of a locale's catalog (single-line entries are all this site uses). */
export function catalog(locale: LocaleCode): Map<string, string> {
  const po = readFileSync(`locales/${locale}/messages.po`, 'utf8')
  const out = new Map<string, string>()
  for (const m of po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) out.set(JSON.parse(`"${m[1]}"`), JSON.parse(`"${m[2]}"`))
  return out
}

/** The origin a locale is served from in tests (zh has its own host; Chromium resolves *.localhost). */
export function originFor(locale: LocaleCode, baseURL: string): string {
  return locale === 'zh' ? baseURL.replace('localhost', 'zh.localhost') : baseURL
}

/** The browser URL of a locale's page (zh on its own host). */
export function urlIn(locale: LocaleCode, path: string, baseURL: string): string {
  return new URL(localizePath(locale, path), originFor(locale, baseURL)).href
}

/**
 * GET a locale's path from Node. Node cannot resolve zh.localhost, so the zh host is reached on
 * 127.0.0.1 with its Host header.
 */
export function getIn(request: APIRequestContext, locale: LocaleCode, path: string, baseURL: string) {
  const url = new URL(path, baseURL)
  if (locale !== 'zh') return request.get(url.href, { maxRedirects: 0 })
  const host = `zh.localhost:${url.port}`
  url.hostname = '127.0.0.1'
  return request.get(url.href, { maxRedirects: 0, headers: { host } })
}

/**
 * Chromium's word that one of the site's own headers names something it does not know: logged as a
 * warning, but a header the browser ignores in part is the site's mistake, shown in every console.
 */
const HEADER_WARNING = /^Error with [\w-]+ header|Unrecognized Content-Security-Policy directive/

/**
 * Fails the test on any console error, a warning about the site's headers, or an uncaught error of
 * its `page`. The page reports into `consoleErrors` rather than the errors fixture asking for a
 * page: a test that only sends HTTP requests then opens no browser context at all.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  consoleErrors: async ({}, use) => {
    const errors: string[] = []
    await use(errors)
    expect(errors, 'console errors').toEqual([])
  },
  page: async ({ page, consoleErrors }, use) => {
    page.on('console', (msg) => {
      // A 404 page's own document status is logged by Chromium; that is the page working.
      const documentStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()
      if ((msg.type() === 'error' && !documentStatus) || (msg.type() === 'warning' && HEADER_WARNING.test(msg.text()))) consoleErrors.push(msg.text())
    })
    page.on('pageerror', (err) => consoleErrors.push(err.message))
    await use(page)
  },
})

/** The events an embedded collector stored in `dir`: `npm run events -- --json`, as a user would run it. */
export function storedEvents<T>(dir: string): T[] {
  const out = execFileSync('npm', ['run', '--silent', 'events', '--', '--json', '--limit', '100000'], { env: { ...process.env, TRACKING_DATA_DIR: dir }, encoding: 'utf8' })
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T)
}
