// Runs scripts/search-bench.ts through Vite's module runner (TypeScript and the #src/* imports),
// in this process: start it with --expose-gc so memory is measured after collections.
import { runnerImport } from 'vite'

const { module } = await runnerImport(new URL('./search-bench.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error' })
console.log('search, one query over the whole index of a language (in-process):')
console.table((await module.run(Number(process.env.BENCH_SEARCH_ROUNDS ?? 20))).rows)
