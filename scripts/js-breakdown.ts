import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping'

// What the first visit's JavaScript is made of: each script the HTML asks for, gzip-compressed,
// split by the package (or folder of ours) its bytes come from, through the browser build's
// private source maps (scripts/sourcemaps-plugin.ts). Used by `npm run bench` and by the bundle
// browser test. Plain erasable TypeScript: Node runs it as it is.

/** The same-origin scripts an HTML page asks for (`<script src>` and module preloads), in order. */
export function scriptsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))]
}

/** Bytes of the page's inline `<script>` elements (their content: JSON-LD and the dehydrated data). */
export function inlineScriptBytes(html: string): { readonly code: number; readonly jsonLd: number } {
  let code = 0
  let jsonLd = 0
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const bytes = Buffer.byteLength(m[2]!)
    if (/type="application\/ld\+json"/.test(m[1]!)) jsonLd += bytes
    else code += bytes
  }
  return { code, jsonLd }
}

/** The name a source file's bytes are counted under: its package, or `app/<folder>`, `src/<folder>`, `catalogs`. */
export function ownerOf(source: string): string {
  const inPackage = source.split('node_modules/').at(-1)!
  if (inPackage !== source) {
    const parts = inPackage.split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  const ours = /(?:^|\/)(app|src|locales)\/(.*)$/.exec(source)
  if (!ours) return source.startsWith('\0') || source.includes('virtual:') ? '(generated)' : source
  if (ours[1] === 'locales') return 'catalogs'
  const rest = ours[2]!
  return rest.includes('/') ? `${ours[1]}/${rest.split('/')[0]}` : `${ours[1]}/${rest}`
}

export interface Breakdown {
  /** gzip bytes of every file, summed. */
  readonly total: number
  /** gzip bytes by owner, largest first (each file's gzip size shared by the share of its raw bytes). */
  readonly owners: readonly (readonly [string, number])[]
  /** The source files behind the bytes, for `includes` checks. */
  readonly sources: ReadonlySet<string>
}

/**
 * Splits the given built files (`assets/…js`, read from `publicDir`) by owner with their maps in
 * `mapDir`. A file without a map counts as `(no map)`.
 */
export function breakdown(files: readonly string[], publicDir: string, mapDir: string): Breakdown {
  const owners = new Map<string, number>()
  const sources = new Set<string>()
  let total = 0
  const add = (owner: string, bytes: number) => owners.set(owner, (owners.get(owner) ?? 0) + bytes)
  for (const file of files) {
    const code = readFileSync(join(publicDir, file), 'utf8')
    const gz = gzipSync(code).length
    total += gz
    const mapFile = join(mapDir, `${file}.map`)
    if (!existsSync(mapFile)) {
      add('(no map)', gz)
      continue
    }
    const map = new TraceMap(readFileSync(mapFile, 'utf8'))
    const lines = code.split('\n')
    const segments: { line: number; column: number; source: string | null }[] = []
    eachMapping(map, (m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }))
    const bySource = new Map<string, number>()
    let mapped = 0
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i]!
      const next = segments[i + 1]
      const end = next && next.line === s.line ? next.column : (lines[s.line - 1]?.length ?? s.column)
      const source = s.source ?? '(unmapped)'
      bySource.set(source, (bySource.get(source) ?? 0) + end - s.column)
      mapped += end - s.column
    }
    const raw = Math.max(code.length, 1)
    for (const [source, bytes] of bySource) {
      sources.add(source)
      add(source === '(unmapped)' ? '(unmapped)' : ownerOf(source), (bytes / raw) * gz)
    }
    // Bytes no segment covers (whitespace between statements, chunk glue).
    if (raw > mapped) add('(unmapped)', ((raw - mapped) / raw) * gz)
  }
  return { total, owners: [...owners].sort((a, b) => b[1] - a[1]), sources }
}
