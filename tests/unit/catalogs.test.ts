import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '#src/i18n/locales'

/** msgid → msgstr pairs of a catalog (the header entry excluded). */
function entries(code: string): [string, string][] {
  const po = readFileSync(`locales/${code}/messages.po`, 'utf8')
  return [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map((m) => [m[1]!, m[2]!] as [string, string]).filter(([id]) => id !== '')
}

const source = new Map(entries('en'))
const placeholders = (s: string) => [...new Set(s.match(/\{[a-zA-Z0-9_]+(?=[,}])/g) ?? [])].sort()
// Words that are the same in English and the target language by design (brand and technical names).
const SAME_BY_DESIGN =
  /^(ProfileDeck|FAQ|API|Local API|RPA|Blog|E-commerce|Crypto|Business|Team|Ticketing|Web scraping|Email|Partners?|Proxies|Menu|Starter|Synchronizer|Betting|Solutions|Guides|Legal|Alternatives|(macOS|Windows|Linux) \(.*\))$/i

describe('Lingui catalogs', () => {
  it('`lingui extract` leaves them unchanged', () => {
    const files = LOCALE_CODES.map((c) => `locales/${c}/messages.po`)
    const before = files.map((f) => readFileSync(f, 'utf8'))
    try {
      // A clean environment: under Vitest, Lingui's worker pool would look for a TS-loader build of itself.
      execFileSync('node_modules/.bin/lingui', ['extract', '--clean'], { stdio: 'pipe', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } })
      const after = files.map((f) => readFileSync(f, 'utf8'))
      files.forEach((f, i) => expect(after[i], `${f} changed on extract: run npm run extract`).toBe(before[i]))
    } finally {
      files.forEach((f, i) => writeFileSync(f, before[i]!))
    }
  }, 60_000)

  it.each(LOCALE_CODES.filter((c) => c !== 'en'))('%s translates every message, keeping placeholders', (code) => {
    const list = entries(code)
    expect(list.length).toBe(source.size)
    const empty = list.filter(([, str]) => str === '').map(([id]) => id)
    expect(empty, 'untranslated').toEqual([])
    for (const [id, str] of list) expect(placeholders(str), `${code}: ${id}`).toEqual(placeholders(source.get(id) || id))
    // English copies are allowed only for names that are the same in every language.
    const copies = list.filter(([id, str]) => str === (source.get(id) || id) && !SAME_BY_DESIGN.test(str)).map(([id]) => id)
    expect(copies, 'copied from English').toEqual([])
  })
})
