// Search half of `npm run bench` (loaded by scripts/bench.mjs through Vite's module runner, in a
// process started with --expose-gc): per language, the memory the index holds and the time one
// query takes over the whole index (search, ranking, pagination and snippets of the first page).
import { parseContentFiles } from '#src/content/parse'
import { embeddedSource } from '#src/content/source'
import { createContentStore } from '#src/content/store'
import { summarizeContent } from '#src/content/summary'
import { visibleContent } from '#src/content/visible-content'
import { LOCALE_CODES } from '#src/i18n/locales'
import { searchDocuments } from '#src/search/documents'
import { buildSearchIndex, searchSite, type SearchIndex } from '#src/search/engine'
import { isSegmented, tokenize } from '#src/search/tokenizer'
import { readContentDir } from './content-plugin'

const gc = (globalThis as { gc?: () => void }).gc

function heap(): number {
  gc?.()
  gc?.()
  return process.memoryUsage().heapUsed
}

/** Queries a visitor of the language might type: title words, prefixes of them, and typos. */
function queriesFor(index: SearchIndex, count: number): string[] {
  const words = [...index.docs.values()].flatMap((d) => tokenize(d.title, index.locale)).filter((w) => [...w].length >= 2)
  const out: string[] = []
  for (let i = 0; out.length < count && words.length; i++) {
    const w = words[(i * 7919) % words.length]!
    const chars = [...w]
    if (i % 3 === 1 && chars.length > 3) out.push(chars.slice(0, -1).join(''))
    else if (i % 3 === 2 && !isSegmented(index.locale) && chars.length >= 5)
      out.push(chars.slice(0, 2).join('') + chars[3] + chars[2] + chars.slice(4).join(''))
    else if (i % 5 === 4) out.push(`${w} ${words[(i * 31) % words.length]}`)
    else out.push(w)
  }
  return out
}

/** Per language: documents, index memory, query mean/p95/max in ms. */
export async function run(rounds = 20) {
  const { markdown, data } = readContentDir(process.cwd())
  const { entries, sites, faqs, pricing } = parseContentFiles(markdown, data)
  const source = visibleContent(embeddedSource(createContentStore(entries, sites), { faqs, pricing }))
  const summary = await summarizeContent(source)
  const rows = []
  // Every index stays alive to the end, so no collection of an earlier one skews a later measurement.
  const alive: SearchIndex[] = []
  for (const locale of LOCALE_CODES) {
    const docs = await searchDocuments(locale, source, summary)
    const before = heap()
    const index = buildSearchIndex(locale, docs)
    alive.push(index)
    const memory = heap() - before
    const queries = queriesFor(index, 40)
    for (const q of queries) searchSite(index, q) // warm-up
    const times: number[] = []
    for (let r = 0; r < rounds; r++) {
      for (const q of queries) {
        const t = performance.now()
        searchSite(index, q)
        times.push(performance.now() - t)
      }
    }
    times.sort((a, b) => a - b)
    rows.push({
      locale,
      documents: docs.length,
      'index KB': gc ? (memory / 1024).toFixed(0) : 'n/a (no --expose-gc)',
      'serialized KB': (JSON.stringify(index.mini).length / 1024).toFixed(0),
      queries: times.length,
      'mean ms': (times.reduce((a, b) => a + b, 0) / times.length).toFixed(2),
      'p95 ms': times[Math.floor(times.length * 0.95)]!.toFixed(2),
      'max ms': times[times.length - 1]!.toFixed(2),
    })
  }
  return { rows, alive: alive.length }
}
