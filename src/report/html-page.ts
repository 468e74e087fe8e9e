import { xml } from '../seo/sitemap'

/**
 * The frame of the HTML reports the scripts write (`npm run vitals -- --html`, `npm run translations --
 * --html`): one self-contained file, CSS inline, charts as inline SVG, and a Content-Security-Policy
 * that lets the page load nothing at all, so it opens the same from a mail, a CI artifact or a disk
 * with no network.
 */

/** Text escaped for HTML (text and attribute values). */
export const escapeHtml = xml

/** Colours of good / middling / bad figures (AA contrast on white as text and as fills). */
export const TONES = { good: '#0b7a3e', middling: '#a85400', bad: '#c0262d', none: '#767676' } as const
/** A tone's name. */
export type Tone = keyof typeof TONES

/** Nothing may load: no script, no font, no image, no connection; inline styles only. */
export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

const BASE_CSS = `
:root { color-scheme: light; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d1d1f; }
body { margin: 0 auto; padding: 24px; max-width: 1200px; }
h1 { font-size: 1.6rem; margin: 0 0 4px; }
h2 { font-size: 1.2rem; margin: 32px 0 8px; }
p.note { color: #555; margin: 4px 0; }
table { border-collapse: collapse; margin: 8px 0 16px; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f4f4f6; font-weight: 600; }
td.num { text-align: right; }
.good { color: ${TONES.good}; } .middling { color: ${TONES.middling}; } .bad { color: ${TONES.bad}; } .none { color: ${TONES.none}; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(360px, 1fr)); gap: 16px; }
figure { margin: 0; border: 1px solid #ddd; border-radius: 6px; padding: 12px; }
figcaption { font-weight: 600; margin-bottom: 6px; }
svg text { font: 11px system-ui, sans-serif; fill: #333; }
code { font-size: 0.9em; background: #f4f4f6; padding: 1px 4px; border-radius: 3px; }
`

/** A whole report page: `body` is HTML already escaped by its maker. */
export function htmlDocument(title: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${BASE_CSS}${css}</style>
</head>
<body>
${body}
</body>
</html>
`
}

/** A table: `header` is plain text, `rows` are HTML cells (`<td>` elements included). */
export function htmlTable(header: readonly string[], rows: readonly string[]): string {
  return `<table>\n<thead><tr>${header.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`
}

/** One horizontal bar cut into coloured parts (counts), as inline SVG with a text alternative. */
export function stackedBar(parts: readonly { readonly count: number; readonly tone: Tone; readonly label: string }[], width = 160, height = 12): string {
  const total = parts.reduce((sum, p) => sum + p.count, 0)
  const title = parts.map((p) => `${p.count} ${p.label}`).join(', ')
  let x = 0
  const rects = parts
    .filter((p) => p.count > 0)
    .map((p) => {
      const w = (p.count / total) * width
      const rect = `<rect x="${x.toFixed(2)}" y="0" width="${w.toFixed(2)}" height="${height}" fill="${TONES[p.tone]}"/>`
      x += w
      return rect
    })
  return `<svg role="img" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeHtml(title)}</title>${total ? rects.join('') : `<rect width="${width}" height="${height}" fill="#eee"/>`}</svg>`
}
