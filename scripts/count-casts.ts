import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

// Type assertions (`x as T`, `<T>x`) in app/ and src/: each one is a place where the compiler is
// told rather than shown. `as const` is not one (it narrows, it asserts nothing); tests and the
// generated route tree are left out. `npm run casts` lists them; a unit test keeps the count down.

/** One type assertion: where it is and the type it asserts. */
export interface Cast {
  readonly file: string
  readonly line: number
  readonly type: string
}

const SOURCE = /\.tsx?$/
const LEFT_OUT = /\.test\.tsx?$|(^|\/)routeTree\.gen\.ts$/

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (SOURCE.test(entry.name) && !LEFT_OUT.test(entry.name)) yield path
  }
}

/** Every type assertion in `app/` and `src/` under `root`, `as const` aside. */
export function findCasts(root: string): Cast[] {
  const casts: Cast[] = []
  for (const dir of ['app', 'src']) {
    for (const path of sourceFiles(join(root, dir))) {
      const file = relative(root, path)
      const source = ts.createSourceFile(
        file,
        readFileSync(path, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      )
      const visit = (node: ts.Node): void => {
        if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.getText(source) !== 'const') {
          casts.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, type: node.type.getText(source) })
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
  }
  return casts
}

/** `npm run casts`: every cast, then the count. */
export function main(): number {
  const casts = findCasts(process.cwd())
  for (const cast of casts) console.log(`${cast.file}:${cast.line}: as ${cast.type}`)
  console.log(`${casts.length} casts in app/ and src/ (as const, tests and routeTree.gen.ts aside)`)
  return 0
}
