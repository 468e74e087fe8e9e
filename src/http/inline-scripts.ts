/**
 * The scripts a page's policy allows (ADR 030): the inline scripts its render wrote, each allowed by
 * its hash, and the inline loader that starts the client entry. Pure: `app/server.ts` hashes the
 * scripts, `app/components/body-scripts.tsx` renders the loader.
 */

/** A rendered page without its render's marks, and the text of each inline script the render wrote. */
export interface MarkedPage {
  readonly html: string
  readonly scripts: readonly string[]
}

const SCRIPT_TAG = /^<script[\s>]/i
const SRC_ATTRIBUTE = /\ssrc=/i

/**
 * Start puts its `ssr.nonce` on every script it renders (the hydration data, scroll restoration,
 * the loader); the server sets it to a random mark per render, never sent. The scripts carrying it
 * are the ones the render wrote: their text is what the policy allows, and a script that reached
 * the page any other way (markup in content) carries no mark and is never allowed. Returns the page
 * with every mark attribute removed, and the text of each marked inline script as the browser
 * hashes it (the HTML parser turns CR and CRLF into LF). External scripts are never marked here:
 * the entry is started by the loader (ADR 030), so a marked `src` script is skipped, and blocked.
 */
export function takeMarkedScripts(html: string, mark: string): MarkedPage {
  const attribute = ` nonce="${mark}"`
  const parts: string[] = []
  const scripts: string[] = []
  let pos = 0
  for (let at = html.indexOf(attribute); at >= 0; at = html.indexOf(attribute, pos)) {
    parts.push(html.slice(pos, at))
    pos = at + attribute.length
    // Attribute values are escaped (no `<` or `>` in them), so the tag around the mark is plain.
    const open = html.lastIndexOf('<', at)
    const close = html.indexOf('>', pos)
    if (open < 0 || close < 0 || !SCRIPT_TAG.test(html.slice(open, open + 8))) continue
    const end = html.indexOf('</script>', close)
    if (end < 0 || SRC_ATTRIBUTE.test(html.slice(open, at) + html.slice(pos, close))) continue
    scripts.push(html.slice(close + 1, end).replace(/\r\n?/g, '\n'))
  }
  parts.push(html.slice(pos))
  return { html: parts.join(''), scripts }
}

/** A script element's attributes as the router's manifest describes them. */
export type ScriptAttributes = Readonly<Record<string, unknown>>

/** Attributes the loader never copies: React's, the mark, and `async` (an inserted script is async). */
const NOT_COPIED = new Set(['async', 'nonce', 'suppressHydrationWarning', 'children'])

/**
 * The inline script that starts Start's client entry (the manifest's `<script type="module" src>`):
 * it inserts the same script element. Under `'strict-dynamic'` a parser-inserted external script
 * runs only with a nonce (or, in CSP3, a hash matching its `integrity`), and the modules such a
 * script imports inherit that check; an element inserted by an allowed script is trusted, and so is
 * everything it imports (ADR 030 has what Chromium showed). Attribute values are JSON strings with
 * `<` escaped, so no value can close the script element.
 */
export function entryLoader(scripts: readonly ScriptAttributes[]): string {
  const inserts = scripts.map((attrs) => {
    const set = Object.entries(attrs)
      .flatMap(([name, value]) => {
        if (NOT_COPIED.has(name)) return []
        // Attributes only: a boolean one is present or not; props that are not attributes (handlers) stay out.
        const text = value === true ? '' : typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
        return text === undefined ? [] : [`s.setAttribute(${literal(name)},${literal(text)});`]
      })
      .join('')
    return `{const s=document.createElement("script");${set}document.head.appendChild(s)}`
  })
  return inserts.join('')
}

function literal(value: string): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
