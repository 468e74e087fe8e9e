import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The project extends TanStack Start, Router and nitro only through their documented extension
// points (ADR 046, app/server/http/README.md): route options, server functions, middleware, the client and
// server entries, nitro plugins, handlers and options. Each pattern below is a way the code once
// reached past them; a line that matches one fails here, with the pattern's reason.

const ROOT = join(import.meta.dirname, '../..')
const SCANNED = ['app', 'scripts', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts']

const PATTERNS: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  {
    pattern: /[/\\]dist[/\\]|@tanstack[/\\]\w[\w-]*[/\\](?:dist|src)\b/,
    why: "a build plugin that resolves, loads or stubs a file inside a dependency's dist/",
  },
  {
    pattern: /\b(?:getMatchedRoutes|loadRouteChunk|matchRoutes|processRouteTree|buildRouteTree)\b/,
    why: "the router's internal matching and chunk loading: use <Link>, preloadRoute or route options",
  },
  { pattern: /__nitro|__srvx|__tsr|__TSS_/, why: "a framework's private global" },
  { pattern: /\bglobalThis\s*[[.]|Reflect\.get\(\s*globalThis|Symbol\.for\(/, why: 'state handed between bundles through globalThis' },
  {
    pattern: /removeListener\(\s*['"]request['"]|\.options\.entry\s*=|server\.close\s*=/,
    why: "a replaced server listener, entry or close: use nitro's entry, plugins and hooks",
  },
  { pattern: /\bssr\s*:\s*\{\s*nonce|options\.ssr\??\.nonce/, why: "Start's nonce option used as something other than a nonce sent with the page" },
  { pattern: /event\.req\s*=(?!=)|as unknown as \{ req/, why: "an overwritten h3 event: a rewrite is nitro's serverFetch" },
]

function filesUnder(path: string): string[] {
  const full = join(ROOT, path)
  if (/\.[cm]?[jt]sx?$/.test(path)) return [full]
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !file.endsWith('.gen.ts'))
    .map((file) => join(full, file))
}

/** Lines of `text` that are code: comments say why a pattern is avoided, and may name it. */
function codeLines(text: string): [number, string][] {
  return text
    .split('\n')
    .map((line, i): [number, string] => [i + 1, line])
    .filter(([, line]) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
}

describe('no reaching into framework internals', () => {
  const files = SCANNED.flatMap(filesUnder)

  it('scans the framework layer, the build and the scripts', () => {
    expect(files.length).toBeGreaterThan(150)
  })

  for (const { pattern, why } of PATTERNS) {
    it(`nothing matches ${pattern}: ${why}`, () => {
      const found = files.flatMap((file) =>
        codeLines(readFileSync(file, 'utf8'))
          .filter(([, line]) => pattern.test(line))
          .map(([n, line]) => `${relative(ROOT, file)}:${n}: ${line.trim()}`),
      )
      expect(found).toEqual([])
    })
  }

  it('catches each pattern it names (the guards are not vacuous)', () => {
    const samples = [
      'if (/@tanstack/start-client-core/dist/esm/x.js$/.test(id)) return stub',
      'router.getMatchedRoutes(pathname)',
      "Reflect.get(globalThis, '__nitro_main__')",
      "const shared = globalThis[Symbol.for('x')]",
      "httpServer.removeListener('request', listener)",
      'createRouter({ routeTree, ssr: { nonce: mark() } })',
      'event.req = request',
    ]
    for (const sample of samples)
      expect(
        PATTERNS.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true)
  })
})
