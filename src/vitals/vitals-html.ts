import { escapeHtml, htmlDocument, htmlTable, TONES, type Tone } from '../report/html-page'
import { formatValue, METRIC_NAMES, METRICS, type MetricName, type Rating } from './metrics'
import { ENGINES_NOTE, enginesLabel, HISTOGRAM, ratingCounts, ratingLabel, type Bin, type MetricSummary, type VitalsReport } from './report'

/**
 * `npm run vitals -- --html FILE`: the report as one self-contained page: a distribution chart per
 * metric (bars coloured by rating, the thresholds and the p75 marked) and the p75 table per
 * language × page kind. Pure: the script writes the string.
 */

const TONE: Readonly<Record<Rating, Tone>> = { good: 'good', 'needs-improvement': 'middling', poor: 'bad' }

const W = 360
const H = 150
const PAD = { left: 34, right: 8, top: 10, bottom: 30 }

/** One metric's distribution as an inline SVG bar chart. */
export function histogramSvg(metric: MetricName, bins: readonly Bin[], summary: MetricSummary | undefined): string {
  const { step, max } = HISTOGRAM[metric]
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const peak = Math.max(1, ...bins.map((b) => b.count))
  const barW = plotW / bins.length
  const xOf = (value: number) => PAD.left + (Math.min(value, max + step) / (max + step)) * plotW
  const bars = bins
    .map((b, i) => {
      const h = (b.count / peak) * plotH
      const label = `${formatValue(metric, b.from)}–${b.to === undefined ? '' : formatValue(metric, b.to)}: ${b.count}`
      return `<rect x="${(PAD.left + i * barW + 0.5).toFixed(2)}" y="${(PAD.top + plotH - h).toFixed(2)}" width="${Math.max(1, barW - 1).toFixed(2)}" height="${h.toFixed(2)}" fill="${TONES[TONE[b.rating]]}"><title>${escapeHtml(label)}</title></rect>`
    })
    .join('')
  const { good, poor } = METRICS[metric]
  const marks = [good, poor]
    .map(
      (t) =>
        `<line x1="${xOf(t).toFixed(2)}" x2="${xOf(t).toFixed(2)}" y1="${PAD.top}" y2="${PAD.top + plotH}" stroke="#999" stroke-dasharray="3 3"/><text x="${xOf(t).toFixed(2)}" y="${H - 16}" text-anchor="middle">${escapeHtml(formatValue(metric, t))}</text>`,
    )
    .join('')
  const p75 = summary
    ? `<line class="p75" x1="${xOf(summary.p75).toFixed(2)}" x2="${xOf(summary.p75).toFixed(2)}" y1="${PAD.top - 4}" y2="${PAD.top + plotH}" stroke="#1d1d1f" stroke-width="2"/><text x="${Math.min(W - 40, xOf(summary.p75) + 4).toFixed(2)}" y="${PAD.top + 6}">p75</text>`
    : ''
  const axis = `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${PAD.top + plotH}" y2="${PAD.top + plotH}" stroke="#333"/><text x="${PAD.left - 4}" y="${PAD.top + 8}" text-anchor="end">${peak}</text><text x="${PAD.left - 4}" y="${PAD.top + plotH}" text-anchor="end">0</text><text x="${W - PAD.right}" y="${H - 4}" text-anchor="end">${escapeHtml(`last bar: over ${formatValue(metric, max)}`)}</text>`
  const alt = `${METRICS[metric].label}: ${bins.reduce((s, b) => s + b.count, 0)} samples${summary ? `, p75 ${formatValue(metric, summary.p75)}` : ''}`
  return `<svg class="histogram" role="img" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><title>${escapeHtml(alt)}</title>${bars}${marks}${axis}${p75}</svg>`
}

function summaryText(metric: MetricName, s: MetricSummary | undefined): string {
  return s
    ? `p75 <strong class="${TONE[s.rating]}">${escapeHtml(formatValue(metric, s.p75))} (${escapeHtml(ratingLabel(s.rating))})</strong> from ${s.samples} samples`
    : 'no samples'
}

function figure(metric: MetricName, report: VitalsReport): string {
  const bins = report.distributions[metric]
  const counts = ratingCounts(bins)
  const total = counts.good + counts['needs-improvement'] + counts.poor
  const share = (r: Rating) => (total ? `${Math.round((counts[r] / total) * 100)} %` : '–')
  return `<figure data-metric="${metric}">
<figcaption>${metric} · ${escapeHtml(METRICS[metric].label)}</figcaption>
${histogramSvg(metric, bins, report.overall[metric])}
<p class="note">${summaryText(metric, report.overall[metric])} · <span class="good">good ${share('good')}</span> · <span class="middling">needs improvement ${share('needs-improvement')}</span> · <span class="bad">poor ${share('poor')}</span></p>
</figure>`
}

function cell(metric: MetricName, s: MetricSummary | undefined): string {
  return s
    ? `<td class="num ${TONE[s.rating]}" title="${escapeHtml(ratingLabel(s.rating))}">${escapeHtml(formatValue(metric, s.p75))} <small>(${s.samples})</small><br><small class="engines">${escapeHtml(enginesLabel(s))}</small></td>`
    : '<td class="num none">–</td>'
}

/** The whole page. `subtitle` says when and over which period the report was made. */
export function vitalsHtml(report: VitalsReport, subtitle: string): string {
  const rows = [
    ...report.groups.map(
      (g) =>
        `<tr><td>${escapeHtml(g.lang)}</td><td>${escapeHtml(g.kind)}</td><td class="num">${g.views}</td>${METRIC_NAMES.map((m) => cell(m, g.metrics[m])).join('')}</tr>`,
    ),
    `<tr><th scope="row">all</th><th scope="row">all</th><td class="num">${report.views}</td>${METRIC_NAMES.map((m) => cell(m, report.overall[m])).join('')}</tr>`,
  ]
  const thresholds = METRIC_NAMES.map((m) => `${m} ≤ ${formatValue(m, METRICS[m].good)} / ≤ ${formatValue(m, METRICS[m].poor)}`).join(' · ')
  const body = `<h1>Field web vitals</h1>
<p class="note">${escapeHtml(subtitle)} · ${report.rows} rows from ${report.views} page views</p>
<p class="note">p75 is the nearest-rank 75th percentile. Ratings by Google's thresholds (good / needs improvement): ${escapeHtml(thresholds)}.</p>
<h2>Distributions</h2>
<div class="charts">
${METRIC_NAMES.map((m) => figure(m, report)).join('\n')}
</div>
<h2>p75 by language × page kind <small class="note">(samples, then by engine)</small></h2>
<p class="note">${escapeHtml(ENGINES_NOTE)}</p>
${report.rows ? htmlTable(['lang', 'page kind', 'views', ...METRIC_NAMES], rows) : '<p>No vitals yet.</p>'}`
  return htmlDocument('Field web vitals', body)
}
