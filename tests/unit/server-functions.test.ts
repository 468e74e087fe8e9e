import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// ADR 040: a server function is the browser's door to the server, so each one has a caller in the
// browser's code, and server code never goes through one: it calls the implementation in place.

const APP = 'app'

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const files = filesUnder(APP)
const functionModules = files.filter((f) => f.startsWith(join(APP, 'server')) && f.endsWith('.functions.ts'))
/** Every `export const x = createServerFn(…)`, by name. */
const serverFns = functionModules.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = createServerFn\(/g)].map((m) => ({ file, name: m[1]! })),
)
/** Modules that run only on the server: the server folder's `*.server.ts`, and the server entry. */
const serverOnly = files.filter((f) => f.endsWith('.server.ts') || f === join(APP, 'server.ts'))
/** Modules a browser may run: everything outside the server folder but the server-only ones. */
const browserSide = files.filter((f) => !f.startsWith(join(APP, 'server') + '/') && !serverOnly.includes(f))

describe('server functions (ADR 040)', () => {
  it('are found', () => {
    expect(serverFns.length).toBeGreaterThanOrEqual(11)
  })

  it('each has a caller in code the browser runs', () => {
    const uncalled = serverFns.filter(({ name }) => !browserSide.some((f) => new RegExp(`\\b${name}\\b`).test(readFileSync(f, 'utf8'))))
    expect(uncalled.map(({ file, name }) => `${file}: ${name}`)).toEqual([])
  })

  it('are never imported by server-only code, which calls the implementations in place', () => {
    const importing = serverOnly.filter((f) => /from '[^']*\.functions'/.test(readFileSync(f, 'utf8')))
    expect(importing).toEqual([])
  })
})
