import { execFileSync } from 'node:child_process'
import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatter } from '@lingui/format-po'
import { catalogFile, coverageReport, failuresOf, type Catalog, type CoverageInput, type History } from '#src/coverage/coverage'
import { coverageHtml } from '#src/coverage/coverage-html'
import { coverageText } from '#src/coverage/coverage-text'
import { DEFAULT_LOCALE, LOCALE_CODES } from '#src/i18n/locales'
import { parseReportArgs } from './report-args'

// npm run translations [-- --json | --html FILE] [--fail-on missing|stale|missing,stale]: what is
// translated, missing and stale per content collection × language, and the UI catalogs.
// Reads the working tree (content/, locales/) and git history of the folder it is run in.

const USAGE = 'usage: npm run translations [-- --json | --html FILE] [--fail-on missing|stale|missing,stale]'

/** `git` in `root`; throws when git is missing or fails. */
function git(root: string, args: readonly string[]): string {
  return execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 256 * 1024 * 1024,
  })
}

/** Whether `root`'s content has git history: full, shallow (cut), or none (no repository, or content never committed). */
export function historyOf(root: string): History {
  try {
    if (!git(root, ['log', '-1', '--format=%H', '--', 'content']).trim()) return 'none'
    return git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true' ? 'shallow' : 'git'
  } catch {
    return 'none'
  }
}

/**
 * The commit date of each content file's last change: what `git log -1 --format=%cI -- <file>`
 * prints for each, read in one pass over the log (newest first; a file's first mention wins)
 * instead of one git process per file.
 */
export function lastChanged(root: string): Map<string, string> {
  const out = new Map<string, string>()
  const log = git(root, ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--relative', '--', 'content'])
  for (const record of log.split('\0').slice(1)) {
    const [date = '', ...names] = record.split('\n')
    for (const name of names) if (name && !out.has(name)) out.set(name, date.trim())
  }
  return out
}

/** Content files with changes git has not committed (modified, added, untracked). */
function uncommitted(root: string): string[] {
  return git(root, ['status', '--porcelain', '--untracked-files=all', '--', 'content'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
}

const po = formatter({ lineNumbers: false })

/** A language's catalog parsed by Lingui's own PO format (undefined: no file). */
async function readCatalog(root: string, locale: (typeof LOCALE_CODES)[number]): Promise<Catalog | undefined> {
  const file = join(root, catalogFile(locale))
  if (!existsSync(file)) return undefined
  const parsed = await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: DEFAULT_LOCALE, filename: file })
  return Object.fromEntries(
    Object.entries(parsed ?? {}).map(([id, m]) => [id, { translation: m.translation ?? '', obsolete: Boolean(m.obsolete), message: m.message ?? id }]),
  )
}

/** Everything the report is made from, read from the tree (and its git history) at `root`. */
export async function collectCoverage(root: string): Promise<CoverageInput> {
  const files = [...globSync('content/*/*/*.md', { cwd: root }), ...globSync('content/*/*.json', { cwd: root })].map((f) => f.split('\\').join('/')).sort()
  const history = historyOf(root)
  const catalogs = Object.fromEntries(await Promise.all(LOCALE_CODES.map(async (l) => [l, await readCatalog(root, l)] as const)))
  return {
    files,
    history,
    changed: history === 'none' ? new Map() : lastChanged(root),
    uncommitted: history === 'none' ? [] : uncommitted(root),
    catalogs,
  }
}

/** The options of a run, or a message saying what is wrong with them. */
export function parseArgs(args: readonly string[]): { json: boolean; html?: string; failOn: Set<'missing' | 'stale'> } | string {
  const failOn = new Set<'missing' | 'stale'>()
  const parsed = parseReportArgs(args, USAGE, {
    '--fail-on': (value) => {
      for (const what of value.split(',')) {
        if (what !== 'missing' && what !== 'stale') return 'takes missing, stale or both ("missing,stale")'
        failOn.add(what)
      }
      return undefined
    },
  })
  return typeof parsed === 'string' ? parsed : { ...parsed, failOn }
}

export async function main(args: readonly string[]): Promise<number> {
  const options = parseArgs(args)
  if (typeof options === 'string') {
    console.error(options)
    return 2
  }
  const root = process.cwd()
  const report = coverageReport(await collectCoverage(root))
  if (options.json) console.log(JSON.stringify({ generatedAt: new Date().toISOString(), ...report }, null, 2))
  else if (options.html) {
    writeFileSync(options.html, coverageHtml(report, `${root}, made ${new Date().toISOString()}`))
    console.log(
      `Wrote ${options.html}: ${report.totals.translated}/${report.totals.expected} pages translated, ${report.totals.missing} missing, ${report.totals.stale} stale.`,
    )
  } else console.log(coverageText(report).join('\n'))
  const failures = failuresOf(report, options.failOn)
  if (failures.length === 0) return 0
  console.error(`coverage: ${failures.join(', ')} (--fail-on ${[...options.failOn].join(',')})`)
  return 1
}
