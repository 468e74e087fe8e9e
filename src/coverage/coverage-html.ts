import { escapeHtml, htmlDocument, htmlTable, stackedBar, type Tone } from '../report/html-page'
import type { CollectionCoverage, CoverageReport, PageGap } from './coverage'
import { pagesCell } from './coverage-text'

/**
 * `npm run translations -- --html FILE`: the report as one self-contained dashboard: a bar per language
 * (current, stale, missing pages), the collection × language matrix, the catalogs, and the list of
 * pages to translate with the files to edit. Pure: the script writes the string.
 */

function toneOf(c: { readonly missing: number; readonly stale: number; readonly expected?: number } | undefined): Tone {
  if (!c || c.expected === 0) return 'none'
  return c.missing > 0 ? 'bad' : c.stale > 0 ? 'middling' : 'good'
}

function languageBar(report: CoverageReport, locale: string): string {
  const list = report.content.filter((c) => c.locale === locale)
  const sum = (pick: (c: CollectionCoverage) => number) => list.reduce((s, c) => s + pick(c), 0)
  const [translated, stale, missing, expected] = [sum((c) => c.translated), sum((c) => c.stale), sum((c) => c.missing), sum((c) => c.expected)]
  const bar = stackedBar([
    { count: translated - stale, tone: 'good', label: 'current' },
    { count: stale, tone: 'middling', label: 'stale' },
    { count: missing, tone: 'bad', label: 'missing' },
  ])
  return `<tr><th scope="row">${escapeHtml(locale)}</th><td>${bar}</td><td class="num">${translated}/${expected}</td><td class="num ${stale ? 'middling' : ''}">${stale}</td><td class="num ${missing ? 'bad' : ''}">${missing}</td></tr>`
}

function gapRow(g: PageGap): string {
  const dates =
    g.status === 'stale'
      ? `English ${escapeHtml(g.sourceChanged ?? '')}<br>translation ${escapeHtml(g.translationChanged ?? '')}`
      : g.shows === 'english'
        ? 'English shown meanwhile'
        : 'page absent meanwhile'
  return `<tr><td>${escapeHtml(g.locale)}</td><td class="${g.status === 'stale' ? 'middling' : 'bad'}">${g.status}</td><td>${escapeHtml(`${g.collection}/${g.slug}`)}</td><td><code>${escapeHtml(g.file)}</code></td><td><code>${escapeHtml(g.source)}</code></td><td>${dates}</td></tr>`
}

/** The whole dashboard. `subtitle` says where and when it was made. */
export function coverageHtml(report: CoverageReport, subtitle: string): string {
  const collections = [...new Set(report.content.map((c) => c.collection))]
  const cellOf = (collection: string, locale: string) => report.content.find((c) => c.collection === collection && c.locale === locale)
  const matrix = collections.map(
    (col) =>
      `<tr><th scope="row">${escapeHtml(col)}</th>${report.locales.map((l) => `<td class="num ${toneOf(cellOf(col, l))}">${escapeHtml(pagesCell(cellOf(col, l)))}</td>`).join('')}</tr>`,
  )
  const catalogs = report.catalogs.map(
    (c) =>
      `<tr><th scope="row">${escapeHtml(c.locale)}</th><td>${stackedBar([
        { count: c.translated, tone: 'good', label: 'translated' },
        { count: c.missing, tone: 'bad', label: 'missing' },
      ])}</td><td class="num">${c.exists ? c.translated : 'no file'}</td><td class="num ${c.missing ? 'bad' : ''}">${c.missing}</td><td class="num ${c.obsolete ? 'middling' : ''}">${c.obsolete}</td><td><code>${escapeHtml(c.file)}</code>${c.missing ? `<br><small>${escapeHtml(c.missingMessages.slice(0, 5).join(' · '))}${c.missing > 5 ? ' …' : ''}</small>` : ''}</td></tr>`,
  )
  const { totals } = report
  const gaps = report.gaps.slice().sort((a, b) => (a.status === b.status ? 0 : a.status === 'stale' ? -1 : 1))
  const body = `<h1>Translation coverage</h1>
<p class="note">${escapeHtml(subtitle)} · English is the source of every page · history: ${escapeHtml(report.history)}</p>
${report.notes.map((n) => `<p class="note"><strong>Note:</strong> ${escapeHtml(n)}</p>`).join('\n')}
<p>${totals.translated} of ${totals.expected} pages translated · <span class="bad">${totals.missing} missing</span> · <span class="middling">${totals.stale} stale</span> · <span class="${totals.catalogMissing ? 'bad' : 'good'}">${totals.catalogMissing} catalog messages missing</span></p>
<h2>Pages per language</h2>
${htmlTable(
  ['lang', 'current · stale · missing', 'translated', 'stale', 'missing'],
  report.locales.map((l) => languageBar(report, l)),
)}
<h2>Collection × language <small class="note">(translated/expected; ~n stale; – none expected)</small></h2>
${htmlTable(['collection', ...report.locales], matrix)}
<h2>UI catalogs</h2>
${htmlTable(['lang', 'translated · missing', 'translated', 'missing', 'obsolete', 'file'], catalogs)}
<h2>Pages to translate (${gaps.length})</h2>
${gaps.length ? htmlTable(['lang', 'status', 'page', 'edit', 'from', ''], gaps.map(gapRow)) : '<p class="good">None: every page is translated and current.</p>'}`
  return htmlDocument('Translation coverage', body)
}
