// node scripts/run-ts.mjs <script.ts> [args…]: runs a TypeScript script of scripts/ that reads src/
// through Vite's module runner (src/ modules import each other without file extensions, which
// Node's own TypeScript support does not resolve). The script exports `main(args)`; its result is
// the exit code. Used by `npm run vitals` and `npm run translations`.
import { resolve } from 'node:path'
import { runnerImport } from 'vite'

const [file, ...args] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args…]')
  process.exit(2)
}
const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'error' })
process.exitCode = await module.main(args)
