import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COLLECTIONS } from '#src/content/collection-schemas'
import { coverageReport, TRANSLATED_LOCALES, type CoverageReport } from '#src/coverage/coverage'
import { collectCoverage } from '../../scripts/translations'

// `npm run translations` against a repository made here, with history, and against this tree.
const REPO = process.cwd()
const RUNNER = resolve('scripts/run-ts.mjs')
const SCRIPT = resolve('scripts/translations.ts')
const NODE = process.execPath

const page = (title: string) => `---\ntitle: ${title}\ndate: 2026-01-01\ndescription: x\n---\n\n${title}\n`
const po = (lang: string, entries: string) => `msgid ""\nmsgstr ""\n"Language: ${lang}\\n"\n\n${entries}`

/** A fixture repository: files written and committed at the given dates. */
function fixtureRepo() {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-'))
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@x.invalid',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@x.invalid',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    })
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true })
      writeFileSync(join(dir, file), text)
    }
  }
  const commit = (message: string, date: string) => {
    git(['add', '-A'])
    git(['commit', '-q', '-m', message], date)
  }
  git(['init', '-q', '-b', 'main'])
  return { dir, git, write, commit }
}

describe('coverage of a repository with history', () => {
  const repo = fixtureRepo()
  repo.write({
    'content/blog/en/a.md': page('A'),
    'content/blog/ru/a.md': page('А'),
    'content/blog/en/b.md': page('B'),
    'content/faq/en.json': '{"entries":[]}',
    'content/faq/ru.json': '{"entries":[]}',
    'locales/en/messages.po': po('en', 'msgid "Home"\nmsgstr "Home"\n\nmsgid "Pricing"\nmsgstr "Pricing"\n'),
    'locales/ru/messages.po': po('ru', 'msgid "Home"\nmsgstr "Главная"\n\nmsgid "Pricing"\nmsgstr ""\n\n#~ msgid "Old"\n#~ msgstr "Старое"\n'),
  })
  repo.commit('Content in English and Russian', '2026-01-01T10:00:00+00:00')
  // The English page changes after its translation…
  repo.write({ 'content/blog/en/a.md': page('A, revised') })
  repo.commit('Revise the English page', '2026-02-01T10:00:00+00:00')
  // …and the Russian FAQ after its source: current.
  repo.write({ 'content/faq/ru.json': '{"entries": []}' })
  repo.commit('Touch the Russian FAQ', '2026-03-01T10:00:00+00:00')

  it('finds the English page changed after its translation stale, with the files and dates', async () => {
    const input = await collectCoverage(repo.dir)
    expect(input.history).toBe('git')
    // The one-pass dates are git log -1's, file by file.
    for (const file of input.files) expect(input.changed.get(file), file).toBe(repo.git(['log', '-1', '--format=%cI', '--', file]).trim())
    const report = coverageReport(input)
    expect(report.gaps.filter((g) => g.locale === 'ru')).toEqual([
      {
        collection: 'blog',
        locale: 'ru',
        slug: 'a',
        status: 'stale',
        shows: 'nothing',
        file: 'content/blog/ru/a.md',
        source: 'content/blog/en/a.md',
        sourceChanged: '2026-02-01T10:00:00+00:00',
        translationChanged: '2026-01-01T10:00:00+00:00',
      },
      {
        collection: 'blog',
        locale: 'ru',
        slug: 'b',
        status: 'missing',
        shows: 'nothing',
        file: 'content/blog/ru/b.md',
        source: 'content/blog/en/b.md',
        sourceChanged: '2026-01-01T10:00:00+00:00',
      },
    ])
    expect(report.content.find((c) => c.collection === 'faq' && c.locale === 'ru')).toMatchObject({ translated: 1, stale: 0 })
    expect(report.catalogs.find((c) => c.locale === 'ru')).toMatchObject({ total: 2, translated: 1, missing: 1, obsolete: 1, missingMessages: ['Pricing'] })
    expect(report.catalogs.find((c) => c.locale === 'fr')).toMatchObject({ exists: false, missing: 2 })
    expect(report.notes).toEqual([])
  })

  it('notes uncommitted changes, and without history finds nothing stale and says why', async () => {
    repo.write({ 'content/blog/en/b.md': page('B, draft') })
    expect((await collectCoverage(repo.dir)).uncommitted).toEqual(['content/blog/en/b.md'])
    const copy = mkdtempSync(join(tmpdir(), 'coverage-tarball-'))
    cpSync(repo.dir, copy, { recursive: true, filter: (src) => !src.split(/[\\/]/).includes('.git') })
    const report = coverageReport(await collectCoverage(copy))
    expect(report.history).toBe('none')
    expect(report.totals.stale).toBe(0)
    expect(report.notes.join()).toMatch(/No git history/)
  })

  it('exits non-zero with --fail-on stale, and only reports without it', () => {
    const run = (...args: string[]) => spawnSync(NODE, [RUNNER, SCRIPT, ...args], { cwd: repo.dir, encoding: 'utf8' })
    const plain = run()
    expect(plain.status).toBe(0)
    expect(plain.stdout).toMatch(/Stale pages \(1\)/)
    const failing = run('--fail-on', 'stale')
    expect(failing.status).toBe(1)
    expect(failing.stderr).toMatch(/1 stale page translation/)
    expect(run('--fail-on', 'nonsense').status).toBe(2)
  }, 30_000)
})

describe('coverage of this tree', () => {
  it('counts what content/ holds, as npm run translations -- --json prints it', () => {
    const out = spawnSync('npm', ['run', '--silent', 'translations', '--', '--json'], { cwd: REPO, encoding: 'utf8' })
    expect(out.status, out.stderr).toBe(0)
    const report = JSON.parse(out.stdout) as CoverageReport
    const mdFiles = (collection: string, locale: string) =>
      existsSync(join(REPO, 'content', collection, locale)) ? readdirSync(join(REPO, 'content', collection, locale)).filter((f) => f.endsWith('.md')).length : 0
    let translations = 0
    for (const collection of COLLECTIONS) {
      for (const locale of TRANSLATED_LOCALES) {
        const row = report.content.find((c) => c.collection === collection && c.locale === locale)
        // The build refuses a translation the tables do not allow, so every file is a translated page.
        expect(row?.translated ?? 0, `${collection}/${locale}`).toBe(mdFiles(collection, locale))
        expect(row ? row.expected - row.missing : 0).toBe(mdFiles(collection, locale))
        translations += mdFiles(collection, locale)
      }
    }
    expect(report.content.filter((c) => COLLECTIONS.includes(c.collection as never)).reduce((s, c) => s + c.translated, 0)).toBe(translations)
    for (const data of ['site', 'faq'])
      for (const locale of TRANSLATED_LOCALES)
        expect(report.content.find((c) => c.collection === data && c.locale === locale)?.translated).toBe(
          existsSync(join(REPO, 'content', data, `${locale}.json`)) ? 1 : 0,
        )
    // Catalogs: every msgid of the English catalog but the header.
    const englishMessages = [...readFileSync(join(REPO, 'locales/en/messages.po'), 'utf8').matchAll(/^msgid "(.+)"$/gm)].length
    for (const c of report.catalogs) expect(c.total).toBe(englishMessages)
    // Each missing page names its file, which is not there, and its English source, which is.
    for (const g of report.gaps) {
      expect(existsSync(join(REPO, g.source)), g.source).toBe(true)
      expect(existsSync(join(REPO, g.file)), g.file).toBe(g.status === 'stale')
    }
    expect(report.totals.missing).toBeGreaterThan(0)
  }, 30_000)
})
