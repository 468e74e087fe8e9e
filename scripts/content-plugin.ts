import { globSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { parseContentFiles } from '#src/content/parse'

/** Reads `content/` from disk (path relative to `root` → text). */
export function readContentDir(root: string) {
  const read = (pattern: string) =>
    Object.fromEntries(
      globSync(pattern, { cwd: root })
        .sort()
        .map((f) => [relative(root, `${root}/${f}`), readFileSync(`${root}/${f}`, 'utf8')]),
    )
  return { markdown: read('content/*/*/*.md'), data: read('content/*/*.json') }
}

/**
 * Fails `vite build` when any content file is invalid, naming each file and field, so bad content
 * never reaches a visitor.
 */
export function contentValidation(): Plugin {
  let done = false
  return {
    name: 'profiledeck:validate-content',
    apply: 'build',
    buildStart() {
      if (done) return
      done = true
      const { markdown, data } = readContentDir(process.cwd())
      try {
        parseContentFiles(markdown, data)
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
