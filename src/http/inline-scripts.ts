/**
 * The scripts a page's policy allows (ADR 030, 046): the inline scripts its render wrote, each
 * allowed by its hash, and the inline loader that starts the client entry. Pure: `app/server.ts`
 * hashes the scripts, `app/components/body-scripts.tsx` renders the loader.
 */

/** Script types the browser runs (no type, JavaScript, a module); data blocks (JSON-LD) are not run. */
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const SRC_ATTRIBUTE = /\ssrc\s*=/i

/**
 * The text of each inline script of a rendered page that the browser would run, as the browser
 * hashes it (the HTML parser turns CR and CRLF into LF). External scripts are not among them: the
 * entry is started by the loader (ADR 030), and a parser-inserted `src` script stays blocked.
 *
 * Every inline script of a render is the render's own (Start's hydration data, the loader, the
 * router's scroll restoration): content reaches a page only as Markdown rendered with raw HTML
 * escaped (`src/content/markdown.ts`), and React escapes every text it renders, so no script can
 * come from content or a request (`src/content/markdown.test.ts` keeps that true).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)
    if (type && !RUNNABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue
    scripts.push(text.replace(/\r\n?/g, '\n'))
  }
  return scripts
}

/** A script element's attributes as the router's manifest describes them. */
export type ScriptAttributes = Readonly<Record<string, unknown>>

/** Attributes the loader never copies: React's, a nonce, and `async` (an inserted script is async). */
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
