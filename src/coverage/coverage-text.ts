import { textTable } from '../report/text-table'
import type { CollectionCoverage, CoverageReport, PageGap } from './coverage'

/** A cell of the pages matrix: translated/expected, and `~n` when n of them are stale. */
export function pagesCell(c: CollectionCoverage | undefined): string {
  if (!c || c.expected === 0) return '–'
  return `${c.translated}/${c.expected}${c.stale ? ` ~${c.stale}` : ''}`
}

const gapRows = (gaps: readonly PageGap[], withDates: boolean) =>
  textTable(
    [
      ['lang', 'page', 'edit', 'from', ...(withDates ? ['English changed', 'translation changed'] : ['meanwhile'])],
      ...gaps.map((g) => [
        g.locale,
        `${g.collection}/${g.slug}`,
        g.file,
        g.source,
        ...(withDates ? [g.sourceChanged ?? '', g.translationChanged ?? ''] : [g.shows === 'english' ? 'English shown' : 'page absent']),
      ]),
    ],
    '  ',
  )

/** The report as plain text: the pages matrix, the catalogs, then every missing and stale page. */
export function coverageText(report: CoverageReport): string[] {
  const lines = [
    'Translation coverage (English is the source of every page)',
    `History: ${report.history === 'none' ? 'none' : `git${report.history === 'shallow' ? ' (shallow clone)' : ''}, dates are each file’s last commit`}`,
  ]
  for (const note of report.notes) lines.push(`Note: ${note}`)
  lines.push('', 'Pages translated / expected per collection and language (~n: n of them stale; –: the language shows none)')
  const collections = [...new Set(report.content.map((c) => c.collection))]
  const cellOf = (collection: string, locale: string) => report.content.find((c) => c.collection === collection && c.locale === locale)
  const totalOf = (locale: string) => {
    const list = report.content.filter((c) => c.locale === locale)
    return `${list.reduce((s, c) => s + c.translated, 0)}/${list.reduce((s, c) => s + c.expected, 0)}`
  }
  lines.push(
    ...textTable([
      ['collection', ...report.locales],
      ...collections.map((col) => [col, ...report.locales.map((l) => pagesCell(cellOf(col, l)))]),
      ['total', ...report.locales.map(totalOf)],
    ]),
  )
  const { totals } = report
  lines.push(`${totals.translated} of ${totals.expected} pages translated; ${totals.missing} missing, ${totals.stale} stale.`)

  const total = report.catalogs[0]?.total ?? 0
  lines.push('', `UI catalogs (locales/<code>/messages.po; ${total} messages in English)`)
  lines.push(
    ...textTable([
      ['lang', 'translated', 'missing', 'obsolete'],
      ...report.catalogs.map((c) => [c.locale, c.exists ? String(c.translated) : 'no file', String(c.missing), String(c.obsolete)]),
    ]),
  )
  for (const c of report.catalogs.filter((c) => c.missing > 0))
    lines.push(
      `  ${c.locale} misses: ${c.missingMessages
        .slice(0, 5)
        .map((m) => JSON.stringify(m))
        .join(', ')}${c.missing > 5 ? ', …' : ''} (edit ${c.file} after npm run extract)`,
    )

  const missing = report.gaps.filter((g) => g.status === 'missing')
  const stale = report.gaps.filter((g) => g.status === 'stale')
  lines.push('', `Missing pages (${missing.length}): create the file to edit from its English source`)
  lines.push(...(missing.length ? gapRows(missing, false) : ['  none']))
  lines.push('', `Stale pages (${stale.length}): the English source changed after the translation`)
  lines.push(...(stale.length ? gapRows(stale, true) : [report.history === 'none' ? '  unknown (no history)' : '  none']))
  return lines
}
