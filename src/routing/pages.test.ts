import { describe, expect, it } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { caseSectionFor, switchTarget } from './switch'

// Each row is one line of SPEC 2.5: [current path, target, pages' locales (content), expected].
const ROWS: [string, LocaleCode, LocaleCode[] | undefined, string][] = [
  // helps pages become /helps
  ['/helps', 'ru', undefined, '/helps'],
  ['/helps/import-proxies-in-bulk', 'jp', ['en', 'jp'], '/helps'],
  ['/helps/import-proxies-in-bulk', 'th', ['en'], '/helps'],
  // blog ids become /blog; news ids become /news
  ['/blog/browser-fingerprinting-explained', 'ru', ['en', 'ru'], '/blog'],
  ['/blog/only-in-english', 'zh', ['en'], '/blog'],
  ['/news/profiledeck-5-2-released', 'es', ['en', 'es'], '/news'],
  // guide pages become /guide for zh and /blog for other languages
  ['/guide', 'zh', undefined, '/guide'],
  ['/guide/create-first-profile', 'zh', ['en', 'zh'], '/guide'],
  ['/guide/create-first-profile', 'ru', ['en', 'ru'], '/blog'],
  ['/guide', 'en', undefined, '/blog'],
  // use-cases and solutions renamed per language
  ['/solutions', 'ru', undefined, '/use-cases'],
  ['/solutions', 'vn', undefined, '/use-cases'],
  ['/use-cases', 'en', undefined, '/solutions'],
  ['/use-cases', 'zh', undefined, '/solutions'],
  ['/use-cases', 'tc', undefined, '/solutions'],
  ['/use-cases', 'pt', undefined, '/solutions'],
  ['/solutions', 'es', undefined, '/'],
  ['/solutions', 'fr', undefined, '/'],
  ['/use-cases/betting', 'ko', undefined, '/'],
  ['/solutions/ticketing', 'ru', undefined, '/use-cases/ticketing'],
  ['/solutions/e-commerce', 'pt', undefined, '/solutions/e-commerce'],
  ['/solutions/e-commerce', 'ru', undefined, '/'],
  // the target lacks the page → site root (crypto absent in zh/tc, betting absent in zh/tc/vn)
  ['/solutions/crypto', 'zh', undefined, '/'],
  ['/solutions/crypto', 'tc', undefined, '/'],
  ['/solutions/betting', 'tc', undefined, '/'],
  // vn has no betting solution, but its section is /use-cases, where betting exists
  ['/solutions/betting', 'vn', undefined, '/use-cases/betting'],
  ['/solutions/betting', 'pt', undefined, '/solutions/betting'],
  // use-case slug swaps between Chinese and the others; web-scraping removed for zh
  ['/use-cases/betting', 'zh', undefined, '/'],
  ['/use-cases/crypto', 'ru', undefined, '/use-cases/crypto'],
  ['/use-cases/media-market', 'ru', undefined, '/use-cases/betting'],
  ['/use-cases/data-collection', 'vn', undefined, '/use-cases/crypto'],
  ['/use-cases/price-comparison', 'ru', undefined, '/use-cases/agencies'],
  ['/use-cases/self-examination', 'ru', undefined, '/use-cases/ticketing'],
  ['/use-cases/web-scraping', 'ru', undefined, '/use-cases/web-scraping'],
  ['/use-cases/media-market', 'en', undefined, '/solutions/betting'],
  // alternatives: octo-browser and undetectable absent in zh/tc; ziniao only in zh/tc
  ['/alternatives/gologin', 'zh', undefined, '/alternatives/gologin'],
  ['/alternatives/octo-browser', 'zh', undefined, '/'],
  ['/alternatives/undetectable', 'tc', undefined, '/'],
  ['/alternatives/ziniao', 'tc', undefined, '/alternatives/ziniao'],
  ['/alternatives/ziniao', 'en', undefined, '/'],
  // any other page: the same page when the target has it, else the site root
  ['/pricing', 'hi', undefined, '/pricing'],
  ['/partner/nimbus-proxy', 'ru', ['en', 'ru'], '/partner/nimbus-proxy'],
  ['/partner/nimbus-proxy', 'th', ['en', 'ru'], '/'],
  ['/docs/proxies', 'es', ['en', 'ru', 'pt', 'vn'], '/'],
]

describe('switchTarget (SPEC 2.5)', () => {
  it.each(ROWS)('%s → %s %j gives %s', (rest, target, availableIn, expected) => {
    expect(switchTarget(rest, target, availableIn)).toBe(expected)
  })

  it('never leaves the site and always gives a path', () => {
    for (const target of LOCALE_CODES) {
      for (const [rest] of ROWS) expect(switchTarget(rest, target)).toMatch(/^\/(?!\/)/)
    }
  })

  it('names the section of solutions and use-cases per language', () => {
    expect(LOCALE_CODES.map((l) => [l, caseSectionFor(l) ?? 'root'])).toEqual([
      ['en', 'solutions'], ['zh', 'solutions'], ['ru', 'use-cases'], ['vn', 'use-cases'], ['es', 'root'],
      ['pt', 'solutions'], ['tr', 'root'], ['th', 'root'], ['fr', 'root'], ['uk', 'root'], ['ko', 'root'],
      ['hi', 'root'], ['jp', 'root'], ['tc', 'solutions'],
    ])
  })
})
