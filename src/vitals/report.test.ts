import { describe, expect, it } from 'vitest'
import { vitalsHtml } from './vitals-html'
import { distribution, sinceOf, vitalsReport, vitalsText, type ReportRow } from './report'

const row = (metric: ReportRow['metric'], value: number, lang = 'en', kind = 'home', view = `${lang}-${kind}-${value}`, engine = 'blink'): ReportRow => ({
  metric,
  value,
  lang,
  kind,
  view,
  engine,
})

// Known data: 4 English home views (one of them Firefox's, which measures no CLS) and 2 Russian
// pricing views (one from Safari's engine, one stored before rows named their engine).
const rows: ReportRow[] = [
  ...[1000, 2000, 3000, 5000].map((v, i) => row('LCP', v, 'en', 'home', `v${i}`, i === 3 ? 'gecko' : 'blink')),
  ...[0, 0.05, 0.2, 0.3].map((v, i) => row('CLS', v, 'en', 'home', `v${i}`)),
  row('INP', 150, 'en', 'home', 'v0'),
  row('TTFB', 300, 'ru', 'pricing', 'r0', 'webkit'),
  { metric: 'TTFB', value: 900, lang: 'ru', kind: 'pricing', view: 'r1' },
]

describe('vitals report', () => {
  const report = vitalsReport(rows)

  it('gives the p75, its rating and the samples per language × page kind, languages in table order', () => {
    expect(report.rows).toBe(rows.length)
    expect(report.views).toBe(6)
    expect(report.groups.map((g) => [g.lang, g.kind, g.views])).toEqual([
      ['en', 'home', 4],
      ['ru', 'pricing', 2],
    ])
    const en = report.groups[0]!.metrics
    expect(en.LCP).toEqual({ samples: 4, p75: 3000, rating: 'needs-improvement', engines: { blink: 3, gecko: 1 } })
    expect(en.CLS).toEqual({ samples: 4, p75: 0.2, rating: 'needs-improvement', engines: { blink: 4 } })
    expect(en.INP).toEqual({ samples: 1, p75: 150, rating: 'good', engines: { blink: 1 } })
    expect(en.TTFB).toBeUndefined()
    expect(report.groups[1]!.metrics.TTFB).toEqual({ samples: 2, p75: 900, rating: 'needs-improvement', engines: { webkit: 1, unknown: 1 } })
    expect(report.overall.LCP?.p75).toBe(3000)
    expect(report.overall.TTFB?.engines).toEqual({ webkit: 1, unknown: 1 })
  })

  it('bins each distribution with the thresholds on bar edges: a bar has one rating', () => {
    const bins = distribution('LCP', [0, 250, 251, 2500, 2501, 4000, 4001, 99_999])
    expect(bins[0]).toEqual({ from: 0, to: 250, count: 2, rating: 'good' })
    expect(bins[1]).toEqual({ from: 250, to: 500, count: 1, rating: 'good' })
    expect(bins.find((b) => b.to === 2500)).toMatchObject({ count: 1, rating: 'good' })
    expect(bins.find((b) => b.from === 2500)).toMatchObject({ count: 1, rating: 'needs-improvement' })
    expect(bins.find((b) => b.to === 4000)).toMatchObject({ count: 1, rating: 'needs-improvement' })
    expect(bins.find((b) => b.from === 4000)).toMatchObject({ count: 1, rating: 'poor' })
    expect(bins.at(-1)).toEqual({ from: 6000, to: undefined, count: 1, rating: 'poor' })
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(8)
    const cls = distribution('CLS', [0.1, 0.1000001, 0.25])
    expect(cls.find((b) => b.to === 0.1)).toMatchObject({ count: 1, rating: 'good' })
    expect(cls.find((b) => b.from === 0.1)).toMatchObject({ count: 1, rating: 'needs-improvement' })
    expect(cls.find((b) => b.to === 0.25)).toMatchObject({ count: 1, rating: 'needs-improvement' })
  })

  it('prints one line per metric measured, and a total', () => {
    const text = vitalsText(report, 'Field web vitals').join('\n')
    expect(text).toMatch(/^en\s+home\s+4\s+LCP\s+3000 ms\s+needs improvement\s+4\s+blink 3, gecko 1$/m)
    expect(text).toMatch(/^\s+CLS\s+0\.2\s+needs improvement\s+4\s+blink 4$/m)
    expect(text).toMatch(/^ru\s+pricing\s+2\s+TTFB\s+900 ms\s+needs improvement\s+2\s+webkit 1, unknown 1$/m)
    expect(text).toMatch(/^Engines: the browsers a figure's samples came from/m)
    expect(text).toMatch(/^all\s+all\s+6\s+LCP/m)
    expect(vitalsText(vitalsReport([]), 'x').join('\n')).toMatch(/No vitals yet/)
  })

  it('renders one self-contained page: a chart per metric, no external reference', () => {
    const html = vitalsHtml(report, 'all rows')
    expect(html.match(/<svg class="histogram"/g)).toHaveLength(5)
    expect(html).toContain("default-src 'none'")
    expect(html).not.toMatch(/\b(?:src|href)=|url\(|@import/)
    expect(html).toContain('<small class="engines">blink 3, gecko 1</small>')
    // Names from the data are escaped.
    expect(vitalsHtml(vitalsReport([row('LCP', 1, '<b>', '"x"')]), 'x')).toContain('&lt;b&gt;')
  })

  it('reads --since as a duration back from now or as an ISO date', () => {
    const now = Date.parse('2026-11-27T12:00:00Z')
    expect(sinceOf('24h', now)).toBe(Date.parse('2026-11-26T12:00:00Z'))
    expect(sinceOf('7d', now)).toBe(Date.parse('2026-11-20T12:00:00Z'))
    expect(sinceOf('90m', now)).toBe(now - 90 * 60_000)
    expect(sinceOf('2w', now)).toBe(Date.parse('2026-11-13T12:00:00Z'))
    expect(sinceOf('2026-11-20', now)).toBe(Date.parse('2026-11-20T00:00:00Z'))
    expect(sinceOf('2026-11-20T08:30:00+02:00', now)).toBe(Date.parse('2026-11-20T06:30:00Z'))
    for (const bad of ['', 'yesterday', '7 days', '-1d', '2026-13-45', '1700000000']) expect(sinceOf(bad, now), bad).toBeUndefined()
  })
})
