import { createRequire } from 'node:module'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The layering rules of eslint.config.js (ADR 002: app → src only; src is a pure core) each fail on a
// fixture that breaks them and pass on one that keeps them. Fixtures are virtual files (lintText with
// a path inside the repo), so the real config decides which rules apply to each path.
let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  // Warm the config and the parsers once, outside any single test's timeout.
  await eslint.lintText('export {}\n', { filePath: 'src/warmup.ts' })
}, 60_000)

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  if (!result) throw new Error(`no lint result for ${filePath}`)
  return result.messages
}

/** The rule ids of the errors ESLint reports for `code` at `filePath`. */
async function errorRules(filePath: string, code: string) {
  return (await lint(filePath, code)).filter((m) => m.severity === 2).map((m) => m.ruleId)
}

describe('src/ is a pure core', () => {
  const fails: [string, string, string][] = [
    ['React', "import { useState } from 'react'\nexport const s = useState\n", 'no-restricted-imports'],
    ['react-dom/client', "import { createRoot } from 'react-dom/client'\nexport const c = createRoot\n", 'no-restricted-imports'],
    ['type-only React', "import type { ReactNode } from 'react'\nexport type N = ReactNode\n", 'no-restricted-imports'],
    ['TanStack Router', "import { Link } from '@tanstack/react-router'\nexport const l = Link\n", 'no-restricted-imports'],
    ['TanStack Start', "import { createServerFn } from '@tanstack/react-start'\nexport const f = createServerFn\n", 'no-restricted-imports'],
    ['node:fs', "import { readFileSync } from 'node:fs'\nexport const r = readFileSync\n", 'no-restricted-imports'],
    ['bare fs', "import { readFileSync } from 'fs'\nexport const r = readFileSync\n", 'no-restricted-imports'],
    ['bare fs/promises', "import { readFile } from 'fs/promises'\nexport const r = readFile\n", 'no-restricted-imports'],
    ['bare path', "import { join } from 'path'\nexport const j = join\n", 'no-restricted-imports'],
    ['re-export from node:path', "export { join } from 'node:path'\n", 'no-restricted-imports'],
    ['../app/router', "import { getRouter } from '../app/router'\nexport const r = getRouter\n", 'no-restricted-imports'],
    ['../../app/lib/head', "import { head } from '../../app/lib/head'\nexport const h = head\n", 'no-restricted-imports'],
    ['#app/*', "import { head } from '#app/lib/head'\nexport const h = head\n", 'no-restricted-imports'],
    ["dynamic import('react')", "export const r = () => import('react')\n", 'no-restricted-syntax'],
    ["dynamic import('node:fs')", "export const r = () => import('node:fs')\n", 'no-restricted-syntax'],
    ["dynamic import('fs')", "export const r = () => import('fs')\n", 'no-restricted-syntax'],
    ["dynamic import('../app/router')", "export const r = () => import('../app/router')\n", 'no-restricted-syntax'],
    ["require('fs')", "export const r = () => require('fs')\n", 'no-restricted-syntax'],
    ['import.meta.env', 'export const x = import.meta.env.VITE_X\n', 'no-restricted-syntax'],
    ['process.env', 'export const x = process.env.X\n', 'no-restricted-properties'],
    ['the process global', 'export const cwd = process.cwd()\n', 'no-restricted-globals'],
  ]

  it.each(fails)('src/x.ts importing or using %s fails', async (_what, code, ruleId) => {
    expect(await errorRules('src/x.ts', code)).toContain(ruleId)
  })

  it('process.env.X reports both the property and the global', async () => {
    const rules = await errorRules('src/x.ts', 'export const x = process.env.X\n')
    expect(rules).toEqual(expect.arrayContaining(['no-restricted-properties', 'no-restricted-globals']))
  })

  it('the message explains the rule', async () => {
    const [message] = await lint('src/x.ts', "import { useState } from 'react'\nexport const s = useState\n")
    expect(message?.message).toMatch(/src\/ is the pure core/)
    expect(message?.message).toMatch(/app\//)
  })

  it('a nested src file is covered too', async () => {
    expect(await errorRules('src/routing/deep/x.ts', "import { join } from 'node:path'\nexport const j = join\n")).toContain('no-restricted-imports')
  })

  const passes: [string, string][] = [
    ['another src module', "import { LOCALES } from '../i18n/locales'\nexport const l = LOCALES\n"],
    ['a plain library', "import { z } from 'zod'\nexport const s = z.string()\n"],
    ['a sibling named like app (./app-config)', "import { a } from './app-config'\nexport const x = a\n"],
    ['a sibling named like a builtin (./path)', "import { p } from './path'\nexport const x = p\n"],
    ['nothing at all', 'export const x = 1\n'],
  ]

  it.each(passes)('src/routing/x.ts importing %s passes', async (_what, code) => {
    expect(await errorRules('src/routing/x.ts', code)).toEqual([])
  })
})

describe('src/ unit tests may use Node, but nothing else from the framework', () => {
  it.each(['src/x.test.ts', 'src/seo/x.test.ts', 'src/x.test-d.ts'])('%s importing node:fs, fs and path passes', async (file) => {
    const code = [
      "import { readFileSync } from 'node:fs'",
      "import { readFile } from 'fs/promises'",
      "import { join } from 'path'",
      "import { expect, it } from 'vitest'",
      "it('reads', async () => expect(readFileSync(join(process.cwd(), 'x')) && (await readFile('x'))).toBeTruthy())",
      '',
    ].join('\n')
    expect(await errorRules(file, code)).toEqual([])
  })

  it('src/x.test.ts importing react fails', async () => {
    expect(await errorRules('src/x.test.ts', "import { useState } from 'react'\nexport const s = useState\n")).toContain('no-restricted-imports')
  })

  it('src/x.test.ts importing ../app/router fails', async () => {
    expect(await errorRules('src/x.test.ts', "import { getRouter } from '../app/router'\nexport const r = getRouter\n")).toContain('no-restricted-imports')
  })

  it('src/x.test.ts reading process.env fails', async () => {
    expect(await errorRules('src/x.test.ts', 'export const x = process.env.X\n')).toContain('no-restricted-properties')
  })
})

describe('app/ never imports scripts/', () => {
  it('app/x.ts importing ../scripts/content-plugin fails', async () => {
    expect(await errorRules('app/x.ts', "import { readContentDir } from '../scripts/content-plugin'\nexport const r = readContentDir\n")).toContain(
      'no-restricted-imports',
    )
  })

  it('app/lib/x.ts importing ../../scripts/content-plugin fails', async () => {
    expect(await errorRules('app/lib/x.ts', "import { readContentDir } from '../../scripts/content-plugin'\nexport const r = readContentDir\n")).toContain(
      'no-restricted-imports',
    )
  })

  it('app/x.ts importing #src/i18n/locales passes', async () => {
    expect(await errorRules('app/x.ts', "import { LOCALES } from '#src/i18n/locales'\nexport const l = LOCALES\n")).toEqual([])
  })

  it('app/ may use React, TanStack and process.env', async () => {
    const code = [
      "import { useState } from 'react'",
      "import { Link } from '@tanstack/react-router'",
      'export const x = [useState, Link, process.env.X]',
      '',
    ].join('\n')
    expect(await errorRules('app/x.tsx', code)).toEqual([])
  })
})

describe('in app/, the side suffixes agree with the imports (suffixes/side-imports)', () => {
  const node = "import { readFileSync } from 'node:fs'\nexport const r = readFileSync\n"
  const server = "import { env } from './env.server'\nexport const e = env\n"
  const client = "import { queryClient } from './query-client.client'\nexport const q = queryClient\n"

  it.each([
    ['app/lib/x.ts', node],
    ['app/components/x.tsx', server],
    ['app/lib/x.ts', client],
    ['app/server/x.functions.ts', server.replace('env.server', 'inputs.server')],
    ['app/server/http/x.ts', 'export const x = 1\n'],
    ['app/client/x.ts', 'export const x = 1\n'],
  ])('%s fails: %s', async (file, code) => {
    expect(await errorRules(file, code)).toContain('suffixes/side-imports')
  })

  it.each([
    ['app/server/x.server.ts', node + server],
    ['app/server.ts', "import { etagOf } from './server/http/etag.server'\nexport const e = etagOf\n"],
    ['app/client/x.client.ts', client],
    ['tests/unit/x.test.ts', node + "import { env } from '../../app/server/env.server'\nexport const e = env\n"],
    ['scripts/x.ts', node],
    ['vite.config.ts', node],
  ])('%s passes', async (file, code) => {
    expect(await errorRules(file, code)).toEqual([])
  })

  it('the message names the way out', async () => {
    const [message] = await lint('app/lib/x.ts', node)
    expect(message?.message).toMatch(/x\.server\.ts\(x\)/)
    expect(message?.message).toMatch(/createServerOnlyFn/)
  })
})

describe('React hooks rules run on app/', () => {
  it('a conditional hook call fails with rules-of-hooks', async () => {
    const code = [
      "import { useState } from 'react'",
      'export function Toggle({ on }: { on: boolean }) {',
      '  if (on) {',
      '    const [v] = useState(0)',
      '    return <p>{v}</p>',
      '  }',
      '  return null',
      '}',
      '',
    ].join('\n')
    expect(await errorRules('app/components/x.tsx', code)).toContain('react-hooks/rules-of-hooks')
  })

  it('a missing effect dependency warns with exhaustive-deps', async () => {
    const code = [
      "import { useEffect } from 'react'",
      'export function Title({ title }: { title: string }) {',
      '  useEffect(() => {',
      '    document.title = title',
      '  }, [])',
      '  return null',
      '}',
      '',
    ].join('\n')
    const messages = await lint('app/components/x.tsx', code)
    expect(messages.map((m) => m.ruleId)).toContain('react-hooks/exhaustive-deps')
  })
})

describe('dependency-cruiser: no import cycle in app/ or src/ (type imports included), no component in server code', () => {
  // Small trees in tests/fixtures/lint: `cycle` has a component that imports a type from the router
  // (router → route tree → component → router); `cycle-pair` keeps only the generated route tree ↔
  // router pair, the one cycle allowed; `server-components` has server code using a component
  // module's helper.
  async function violations(fixture: string) {
    const { cruise } = await import('dependency-cruiser')
    const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: unknown[]; options: Record<string, unknown> }
    const { tsConfig: _ownTsConfig, ...options } = config.options
    const result = await cruise(['app'], {
      ...options,
      baseDir: `tests/fixtures/lint/${fixture}`,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    } as never)
    if (typeof result.output === 'string') throw new Error('dependency-cruiser returned text')
    return result.output.summary.violations.map((v) => ({ rule: v.rule.name, modules: [v.from, ...(v.cycle ?? []).map((c) => c.name)] }))
  }

  it('fails on a cycle made of type-only imports', async () => {
    const found = await violations('cycle')
    expect(found.map((v) => v.rule)).toContain('no-cycle')
    expect(found.flatMap((v) => v.modules)).toContain('app/components/footer.tsx')
  }, 60_000)

  it('allows the generated route tree and its router', async () => {
    expect(await violations('cycle-pair')).toEqual([])
  }, 60_000)

  it('fails on server code importing a component module', async () => {
    const found = await violations('server-components')
    expect(found).toEqual([{ rule: 'no-server-to-components', modules: ['app/server/page-data.server.ts'] }])
  }, 60_000)
})
