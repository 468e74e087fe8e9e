import { readFileSync } from 'node:fs'
import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { LOCALE_CODES, type LocaleCode } from '#src/i18n/locales'
import { localizePath } from '#src/i18n/paths'
import { useCasesFor } from '#src/routing/availability'
import { DOCS_LOCALES } from '#src/routing/docs'

export { expect, LOCALE_CODES, localizePath }
export type { LocaleCode }

/** One sample URL (locale-free) of every route of SPEC 2.2, for a locale. */
export function routesFor(locale: LocaleCode): string[] {
  return [
    '/',
    '/about-us',
    '/alternatives/gologin',
    '/blog',
    '/blog/browser-fingerprinting-explained',
    '/blog-tutorials',
    '/blog-tutorials/proxies',
    '/download',
    '/error/404',
    '/error/502',
    '/faq',
    '/guide',
    '/guide/create-first-profile',
    '/helps',
    '/helps/import-proxies-in-bulk',
    '/links',
    '/news',
    '/news/profiledeck-5-2-released',
    '/news-product',
    '/news-product/release',
    '/partner',
    '/partner/nimbus-proxy',
    '/partner-plan',
    '/pre-sales',
    '/pricing',
    '/referral-program',
    '/release',
    '/release/5.2.0',
    '/solutions',
    '/solutions/e-commerce',
    '/use-cases',
    `/use-cases/${useCasesFor(locale)[0]}`,
    '/privacy-policy',
    '/search',
    '/_icons',
    ...(DOCS_LOCALES.includes(locale) ? ['/docs', '/docs/local-api'] : []),
  ]
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

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        // A 404 page's own document status is logged by Chromium; that is the page working.
        const documentStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()
        if (msg.type() === 'error' && !documentStatus) errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})
