import { expect } from 'vitest'
import { localizePath } from '#src/i18n/paths'
import type { LocaleCode } from '#src/i18n/locales'
import { breaksInsideWords, SHORT_TEXT } from '../e2e/layout-checks'
import type { Engine } from './browsers'
import type { Site } from './site'

/**
 * The smoke walk of one language at one width, in the engine at hand: the pages a visitor sees
 * first, what they do first, and what breaks first in an engine the main suite does not run.
 */

/** The languages walked: the default, Cyrillic twice, Chinese on its own host, Japanese. */
export const SMOKE_LOCALES = ['en', 'ru', 'zh', 'jp', 'uk'] as const satisfies readonly LocaleCode[]

/** A word of each language's "invite team members" help article, which the header search finds. */
const WORDS: Record<(typeof SMOKE_LOCALES)[number], string> = { en: 'invite', ru: 'приглашение', zh: '邀请', jp: '招待', uk: 'запрошення' }

export const DESKTOP = { width: 1366, height: 900 }
export const PHONE_HEIGHT = 844

/** The browser URL of a locale's page: the Chinese site is on its own host. */
export function urlIn(site: Site, locale: LocaleCode, path: string): string {
  const origin = locale === 'zh' ? site.base.replace('//localhost', '//zh.localhost') : site.base
  return new URL(localizePath(locale, path), origin).href
}

const hydrated = (engine: Engine) => engine.waitFor('the page to hydrate', () => document.documentElement.hasAttribute('data-hydrated'))

/**
 * Scrolls through the page a screen at a time; at each stop the images on screen must have loaded
 * (lazy ones load as they come near), then every image seen or loaded eagerly is checked: loaded,
 * with pixels, and not replaced by the empty-picture placeholder (SPEC 8), which has pixels too.
 * Returns the problems, [] when there are none.
 */
async function imagesLoaded(engine: Engine): Promise<string[]> {
  return engine.evaluate(async () => {
    const seen = new Set<HTMLImageElement>()
    const onScreen = () =>
      [...document.images].filter((img) => {
        const box = img.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && img.checkVisibility()
      })
    const settled = async (images: HTMLImageElement[]) => {
      const until = performance.now() + 10_000
      while (images.some((img) => !img.complete) && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const end = () => document.documentElement.scrollHeight - innerHeight
    for (let top = 0; ; top = Math.min(top + innerHeight, end())) {
      window.scrollTo({ top, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const images = onScreen()
      await settled(images)
      for (const img of images) seen.add(img)
      if (top >= end()) break
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')) seen.add(img)
    const problems: string[] = []
    for (const img of seen) {
      if (!img.isConnected) continue
      const name = img.currentSrc || img.src
      if (!img.complete) problems.push(`${name} is still loading`)
      else if (img.naturalWidth === 0) problems.push(`${name} did not load`)
      else if (img.hasAttribute('data-broken')) problems.push(`${name} failed and shows the empty picture`)
    }
    return problems
  })
}

/** The page is no wider than its viewport (the scrollbar aside): nothing scrolls sideways. Returns the problem, if any, as `where`'s. */
async function sidewaysScroll(engine: Engine, where: string): Promise<string[]> {
  const [scroll, width] = await engine.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
  return scroll! > width! ? [`${where}: the page is ${scroll} px wide in a ${width} px viewport`] : []
}

/** Marks the document: a client navigation keeps the mark, a document load loses it. */
const mark = (engine: Engine) => engine.evaluate(() => void Object.defineProperty(window, '__smokeMark', { value: true }))
const marked = (engine: Engine) => engine.evaluate(() => (window as unknown as { __smokeMark?: boolean }).__smokeMark === true)

/** Waits for the URL's path to leave `from` (a navigation happened), and returns it. */
const pathLeaves = (engine: Engine, from: string) =>
  engine.waitFor(`the path to leave ${from}`, (before: string) => location.pathname !== before && location.pathname, [from])

export async function walk(engine: Engine, site: Site, locale: (typeof SMOKE_LOCALES)[number], phone: boolean): Promise<void> {
  const problems: string[] = []
  await engine.setViewport(phone ? engine.phoneWidth : DESKTOP.width, phone ? PHONE_HEIGHT : DESKTOP.height)

  // The home page hydrates, fits the screen and shows its images.
  await engine.goto(urlIn(site, locale, '/'))
  await hydrated(engine)
  problems.push(...(await sidewaysScroll(engine, 'home')))
  problems.push(...(await imagesLoaded(engine)).map((p) => `home: ${p}`))
  problems.push(...(await sidewaysScroll(engine, 'home, scrolled through')))
  // Japanese and Chinese headings break between phrases here too, where no auto-phrase exists (ADR 049).
  if (locale === 'jp' || locale === 'zh') problems.push(...(await engine.evaluate(breaksInsideWords, SHORT_TEXT)).map((p) => `home: ${p}`))
  // Back at the top, the header that made way while the page was read on (ADR 031) slides back.
  await engine.waitFor('the header back on screen', () => document.querySelector('.site-header')!.getBoundingClientRect().top === 0)
  await mark(engine)

  // The header's search finds an article as the visitor types (on phones the pill opens as a strip
  // under the bar).
  await engine.click('header .search-box__input')
  if (phone)
    await engine.waitFor('the search strip', () => document.querySelector('header .search-box__form')!.getBoundingClientRect().width > innerWidth * 0.9)
  await engine.type('header .search-box__input', WORDS[locale])
  await engine.waitFor('search results', () => [...document.querySelectorAll('#site-search-list [role="option"]')].some((o) => o.checkVisibility()))

  // A menu item is a client navigation (the document stays), and the menu closes behind it.
  await engine.goto(urlIn(site, locale, '/pricing'))
  await hydrated(engine)
  if (locale === 'jp' || locale === 'zh') problems.push(...(await engine.evaluate(breaksInsideWords, SHORT_TEXT)).map((p) => `pricing: ${p}`))
  await mark(engine)
  const here = new URL(await engine.url()).pathname
  if (phone) {
    await engine.click('.site-header__burger')
    await engine.waitFor(
      'the menu panel to open',
      () => document.querySelector<HTMLDetailsElement>('.site-menu')!.open && document.querySelector('#site-nav')!.checkVisibility(),
    )
    const link = await engine.evaluate((at: string) => {
      const a = [...document.querySelectorAll<HTMLAnchorElement>('#site-nav > a[href^="/"]')].find((a) => a.pathname !== at)
      a?.setAttribute('data-smoke-target', '')
      return a?.pathname
    }, here)
    expect(link, 'a page link in the menu panel').toBeTruthy()
    await engine.click('[data-smoke-target]')
    expect(await pathLeaves(engine, here)).toBe(link)
    await engine.waitFor(
      'the menu panel to close',
      () => !document.querySelector<HTMLDetailsElement>('.site-menu')!.open && !document.querySelector('#site-nav')!.checkVisibility(),
    )
  } else {
    await engine.click('#site-nav details.menu:nth-of-type(2) > summary')
    await engine.waitFor('the dropdown to open', () => document.querySelectorAll('#site-nav details.menu')[1]!.hasAttribute('open'))
    const link = await engine.evaluate(() => {
      const a = document.querySelectorAll('#site-nav details.menu')[1]!.querySelector<HTMLAnchorElement>('a[href^="/"]')
      a?.setAttribute('data-smoke-target', '')
      return a?.pathname
    })
    expect(link, 'a page link in the second dropdown').toBeTruthy()
    await engine.click('[data-smoke-target]')
    expect(await pathLeaves(engine, here)).toBe(link)
    await engine.waitFor('the dropdowns to close', () => document.querySelectorAll('#site-nav details[open]').length === 0)
  }
  expect(await marked(engine), 'the menu item navigated inside the app (no document load)').toBe(true)
  await hydrated(engine)
  problems.push(...(await sidewaysScroll(engine, "the menu item's page")))

  // The language switcher goes across hosts: to the Chinese host, or from it to the main one.
  const target = locale === 'zh' ? { hreflang: 'en-US', host: 'localhost', lang: 'en-US' } : { hreflang: 'zh-CN', host: 'zh.localhost', lang: 'zh-CN' }
  await engine.click('header .lang-switcher__toggle')
  await engine.waitFor('the language list to open', () => document.querySelector('header .lang-switcher__list')!.checkVisibility())
  await engine.click(`header .lang-switcher__list a[hreflang="${target.hreflang}"]`)
  await engine.waitFor(`the ${target.host} host`, (host: string, lang: string) => location.hostname === host && document.documentElement.lang === lang, [
    target.host,
    target.lang,
  ])
  await hydrated(engine)
  problems.push(...(await sidewaysScroll(engine, 'the other host')))

  expect(problems).toEqual([])
  expect((await engine.logs()).errors, 'console errors and uncaught errors').toEqual([])
}
