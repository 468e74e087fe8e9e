import { readFileSync } from 'node:fs'
import { test as base, expect, type APIRequestContext, type ConsoleMessage, type Disposable, type Page } from '@playwright/test'
import { BASE } from '../../playwright.config'
import { LOCALE_CODES, type LocaleCode } from '#src/i18n/locales'
import { localizePath } from '#src/i18n/paths'
import { readContentDir } from '../../scripts/content-plugin'
import { parseContentFiles } from '#src/content/parse'
import { embeddedSource } from '#src/content/source'
import { createContentStore } from '#src/content/store'
import { summarizeContent, type ContentSummary } from '#src/content/summary'
import { existingPages } from '#src/routing/existing-pages'
import { pagePath } from '#src/routing/registry'
import { storedEvents } from '../fixtures/stored-events'

export { expect, LOCALE_CODES, localizePath, storedEvents }
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

/**
 * The pages a start-up test loads, in four languages and scripts: the home page (the most content),
 * its Russian one, a Japanese article and a Ukrainian pricing page. For tests whose subject is how
 * a page starts, where a sweep of every page in every language would test the same code again.
 */
export const STARTUP_PAGES = [
  ['en', '/'],
  ['ru', '/'],
  ['jp', '/blog/browser-fingerprinting-explained'],
  ['uk', '/pricing'],
] as const satisfies readonly (readonly [LocaleCode, string])[]

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
 * Resolves once React has hydrated `page` (the root sets `data-hydrated` on `<html>`), within
 * `timeout` ms when given (a cold dev server transforms modules first), else the test's own.
 */
export function hydrated(page: Page, timeout?: number): Promise<void> {
  return page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout })
}

/**
 * Reports into `errors` every console error, warning about the site's headers and uncaught error of
 * `page`: what `page` and `tab` do for a test, for the other pages a test opens itself.
 */
export function watchConsole(page: Page, errors: string[] = []): string[] {
  const onConsole = (msg: ConsoleMessage) => {
    // A 404 page's own document status is logged by Chromium; that is the page working.
    const documentStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()
    if ((msg.type() === 'error' && !documentStatus) || (msg.type() === 'warning' && HEADER_WARNING.test(msg.text()))) errors.push(msg.text())
  }
  const onPageError = (err: Error) => errors.push(err.message)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  return errors
}

/** The page events a test may listen to: `tab` drops the listeners of each when the test ends. */
const TAB_EVENTS = [
  'console',
  'pageerror',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'framenavigated',
  'load',
  'domcontentloaded',
  'dialog',
  'popup',
] as const

/**
 * Clears what the site keeps about a visitor in `tab`'s context: cookies, and local storage on
 * every origin that has some (the main host, the zh host, the upstream-configured site), not only
 * the one the tab ended on. Session storage is the tab's own, per origin: the page's is cleared.
 */
async function forgetVisits(tab: Page) {
  const context = tab.context()
  await context.clearCookies()
  const { origins } = await context.storageState()
  if (origins.length) {
    const devtools = await context.newCDPSession(tab)
    for (const { origin } of origins) await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' })
    await devtools.detach()
  }
  await tab.evaluate(() => sessionStorage.clear()).catch(() => undefined)
}

/** The size of a fresh page's viewport (Playwright's default), which `tab` returns to after each test. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 }

/**
 * Fails the test on any console error, a warning about the site's headers, or an uncaught error of
 * its `page` or `tab`. The page reports into `consoleErrors` rather than the errors fixture asking
 * for a page: a test that only sends HTTP requests then opens no browser context at all.
 *
 * `tab` is one tab per worker (one with JavaScript and one without, as the test's
 * `javaScriptEnabled` says), for the sweeps that only read pages (layout, hydration, axe, … in
 * every language). A test's fresh `page` is a new renderer process, which compiles the site's
 * JavaScript again: 1–3 s of CPU on the 2-core build machine, most of what such a test costs. A page
 * loaded again in the same tab costs a fifth of that (docs/testing.md). A test uses `tab` as it
 * would `page`; when it ends, the listeners and init scripts it added are removed, the viewport
 * and reduced-motion setting reset, and what the site keeps about the visitor cleared
 * (`forgetVisits`). Tests that install a clock, route requests, expose functions, count what the
 * network fetched, or need another context option (a phone, a language) keep `page`.
 */
export const test = base.extend<{ consoleErrors: string[]; tab: Page }, { workerTabs: (javaScriptEnabled: boolean) => Promise<Page> }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  consoleErrors: async ({}, use) => {
    const errors: string[] = []
    await use(errors)
    expect(errors, 'console errors').toEqual([])
  },
  page: async ({ page, consoleErrors }, use) => {
    watchConsole(page, consoleErrors)
    await use(page)
  },
  workerTabs: [
    async ({ browser }, use) => {
      // Opened on first use: a worker whose tests never ask for a tab opens none.
      const tabs = new Map<boolean, Promise<Page>>()
      const open = async (javaScriptEnabled: boolean) => (await browser.newContext({ baseURL: BASE, viewport: DEFAULT_VIEWPORT, javaScriptEnabled })).newPage()
      await use((javaScriptEnabled) => {
        if (!tabs.has(javaScriptEnabled)) tabs.set(javaScriptEnabled, open(javaScriptEnabled))
        return tabs.get(javaScriptEnabled)!
      })
      for (const tab of tabs.values()) await (await tab).context().close()
    },
    { scope: 'worker' },
  ],
  tab: async ({ workerTabs, javaScriptEnabled, consoleErrors }, use) => {
    const tab = await workerTabs(javaScriptEnabled !== false)
    watchConsole(tab, consoleErrors)
    // The test's init scripts are its own: each is taken off the tab when the test ends.
    const added: Disposable[] = []
    const addInitScript = tab.addInitScript.bind(tab)
    tab.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript(...args)
      added.push(script)
      return script
    }) as Page['addInitScript']
    try {
      await use(tab)
    } finally {
      Reflect.deleteProperty(tab, 'addInitScript')
      // The console watch above and whatever the test listened to.
      for (const event of TAB_EVENTS) await tab.removeAllListeners(event, { behavior: 'ignoreErrors' })
      for (const script of added) await script.dispose()
      await tab.setViewportSize(DEFAULT_VIEWPORT)
      await tab.emulateMedia({ reducedMotion: null })
      await forgetVisits(tab)
    }
  },
})
