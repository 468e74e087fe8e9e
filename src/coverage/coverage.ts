import { locateFile } from '../content/parse'
import { COLLECTIONS, type Collection } from '../content/collection-schemas'
import { isShownIn } from '../content/visibility'
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { isOneOf } from '../lang/one-of'

/**
 * `npm run translations`'s figures: per content collection × language, the pages translated,
 * missing and stale; per language, the UI catalog's translated, missing and obsolete messages; and
 * for every missing or stale page the file a translator edits and the English file it comes from.
 * English is the source of every page. Which pages a language should have is the visible-content
 * layer's to say (`isShownIn`: the SPEC 2.5/2.6 tables), so a table-driven page a language does not
 * show is neither expected nor missing there. Pure: the script lists the files, asks git for dates
 * and parses the catalogs.
 */

/** Data files translated as a whole (`content/<name>/<code>.json`); a missing one shows English. */
export const DATA_COLLECTIONS = ['site', 'faq'] as const
/** A data collection's name. */
export type DataCollection = (typeof DATA_COLLECTIONS)[number]

/** Where the dates come from: git, a shallow clone (history cut), or nothing (e.g. a tarball). */
export type History = 'git' | 'shallow' | 'none'

/** What the report is made from. */
export interface CoverageInput {
  /** Repository-relative paths of the content files (`content/…`), `/`-separated. */
  readonly files: readonly string[]
  /** The commit date (ISO 8601) of each file's last change, as `git log -1 --format=%cI -- <file>` gives it. */
  readonly changed: ReadonlyMap<string, string>
  readonly history: History
  /** Content files with changes not committed yet (their date is their last commit's). */
  readonly uncommitted?: readonly string[]
  /** Each language's parsed catalog (`undefined`: its file is missing). */
  readonly catalogs: Readonly<Partial<Record<LocaleCode, Catalog>>>
}

/** A missing or stale page: the file to edit and its English source. */
export interface PageGap {
  readonly collection: Collection | DataCollection
  readonly locale: LocaleCode
  readonly slug: string
  readonly status: 'missing' | 'stale'
  /** What visitors see meanwhile: nothing (the page is absent in that language) or the English text. */
  readonly shows: 'nothing' | 'english'
  /** The file a translator edits (creates, when missing). */
  readonly file: string
  /** The English file it is translated from. */
  readonly source: string
  readonly sourceChanged?: string
  readonly translationChanged?: string
}

/** One collection in one language. */
export interface CollectionCoverage {
  readonly collection: Collection | DataCollection
  readonly locale: LocaleCode
  /** Pages the language shows when translated (English sources the tables allow there). */
  readonly expected: number
  /** Translation files present (stale ones included). */
  readonly translated: number
  readonly missing: number
  readonly stale: number
}

/** One message of a catalog, as a PO parser gives it. */
export interface CatalogMessage {
  readonly translation: string
  readonly obsolete: boolean
  /** The source text (msgid). */
  readonly message?: string
}
/** A parsed catalog: message id → message. */
export type Catalog = Readonly<Record<string, CatalogMessage>>

/** One language's UI catalog against the English one. */
export interface CatalogCoverage {
  readonly locale: LocaleCode
  readonly file: string
  readonly exists: boolean
  /** Messages of the English catalog. */
  readonly total: number
  readonly translated: number
  readonly missing: number
  /** Messages no longer in the source (`#~` entries, or ids the English catalog lost). */
  readonly obsolete: number
  /** Source texts of the missing messages. */
  readonly missingMessages: readonly string[]
}

/** The whole report. */
export interface CoverageReport {
  readonly history: History
  /** Why stale counts may be incomplete or absent; empty with full history. */
  readonly notes: readonly string[]
  /** The translated languages (all but English), in the locale table's order. */
  readonly locales: readonly LocaleCode[]
  readonly content: readonly CollectionCoverage[]
  readonly gaps: readonly PageGap[]
  readonly catalogs: readonly CatalogCoverage[]
  readonly totals: {
    readonly expected: number
    readonly translated: number
    readonly missing: number
    readonly stale: number
    readonly catalogMissing: number
    readonly catalogObsolete: number
  }
}

/** The translation languages: every locale of the table but English. */
export const TRANSLATED_LOCALES: readonly LocaleCode[] = LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE)

/** The catalog file of a language. */
export const catalogFile = (locale: LocaleCode) => `locales/${locale}/messages.po`

const dataFile = (collection: DataCollection, locale: LocaleCode) => `content/${collection}/${locale}.json`
const pageFile = (collection: Collection, locale: LocaleCode, slug: string) => `content/${collection}/${locale}/${slug}.md`

/** Whether the English source changed after the translation did (strictly later commit dates). */
function isStale(source: string | undefined, translation: string | undefined): boolean {
  return source !== undefined && translation !== undefined && Date.parse(source) > Date.parse(translation)
}

function notesOf(input: CoverageInput): string[] {
  const notes: string[] = []
  if (input.history === 'none')
    notes.push('No git history here (e.g. a copy from a tarball): stale pages cannot be found, so none is reported. Run the report in a git clone to see them.')
  if (input.history === 'shallow')
    notes.push('This is a shallow clone: history is cut, so a stale page may go unnoticed. `git fetch --unshallow` gives the whole history.')
  const uncommitted = input.uncommitted?.length ?? 0
  if (uncommitted > 0)
    notes.push(`${uncommitted} content file${uncommitted === 1 ? ' has' : 's have'} uncommitted changes: staleness is judged by the last commit of each file.`)
  return notes
}

/** The coverage of the content files and catalogs given. */
export function coverageReport(input: CoverageInput): CoverageReport {
  const present = new Set(input.files)
  const gaps: PageGap[] = []
  const content: CollectionCoverage[] = []
  const judge = (
    row: { collection: Collection | DataCollection; locale: LocaleCode },
    items: readonly { slug: string; file: string; source: string; shows: PageGap['shows'] }[],
  ) => {
    let translated = 0
    let missing = 0
    let stale = 0
    for (const item of items) {
      const sourceChanged = input.changed.get(item.source)
      const translationChanged = input.changed.get(item.file)
      if (!present.has(item.file)) {
        missing++
        gaps.push({
          ...row,
          slug: item.slug,
          status: 'missing',
          shows: item.shows,
          file: item.file,
          source: item.source,
          ...(sourceChanged ? { sourceChanged } : {}),
        })
        continue
      }
      translated++
      if (isStale(sourceChanged, translationChanged)) {
        stale++
        gaps.push({ ...row, slug: item.slug, status: 'stale', shows: item.shows, file: item.file, source: item.source, sourceChanged, translationChanged })
      }
    }
    content.push({ ...row, expected: items.length, translated, missing, stale })
  }

  // English slugs of each Markdown collection: the sources (a translation without one fails the build).
  const sources = new Map<Collection, string[]>()
  for (const file of input.files) {
    const at = locateFile(file)
    if (!at || at.ext !== 'md' || at.locale !== DEFAULT_LOCALE || !isOneOf(COLLECTIONS, at.collection)) continue
    const list = sources.get(at.collection) ?? []
    list.push(at.slug)
    sources.set(at.collection, list)
  }
  for (const collection of COLLECTIONS) {
    const slugs = (sources.get(collection) ?? []).sort()
    if (slugs.length === 0) continue
    for (const locale of TRANSLATED_LOCALES) {
      const shown = slugs.filter((slug) => isShownIn(collection, slug, locale))
      judge(
        { collection, locale },
        shown.map((slug) => ({
          slug,
          file: pageFile(collection, locale, slug),
          source: pageFile(collection, DEFAULT_LOCALE, slug),
          shows: 'nothing' as const,
        })),
      )
    }
  }
  for (const collection of DATA_COLLECTIONS) {
    if (!present.has(dataFile(collection, DEFAULT_LOCALE))) continue
    for (const locale of TRANSLATED_LOCALES) {
      judge({ collection, locale }, [{ slug: collection, file: dataFile(collection, locale), source: dataFile(collection, DEFAULT_LOCALE), shows: 'english' }])
    }
  }

  const english = input.catalogs[DEFAULT_LOCALE] ?? {}
  const catalogs = TRANSLATED_LOCALES.map((locale) => catalogCoverage(locale, english, input.catalogs[locale]))
  const sum = <T>(list: readonly T[], pick: (t: T) => number) => list.reduce((s, t) => s + pick(t), 0)
  return {
    history: input.history,
    notes: notesOf(input),
    locales: TRANSLATED_LOCALES,
    content,
    gaps,
    catalogs,
    totals: {
      expected: sum(content, (c) => c.expected),
      translated: sum(content, (c) => c.translated),
      missing: sum(content, (c) => c.missing),
      stale: sum(content, (c) => c.stale),
      catalogMissing: sum(catalogs, (c) => c.missing),
      catalogObsolete: sum(catalogs, (c) => c.obsolete),
    },
  }
}

/** A language's catalog against the English one (`undefined`: the language has no catalog file). */
export function catalogCoverage(locale: LocaleCode, source: Catalog, target: Catalog | undefined): CatalogCoverage {
  const ids = Object.keys(source).filter((id) => !source[id]!.obsolete)
  const own = target ?? {}
  const done = (id: string) => own[id] !== undefined && !own[id]!.obsolete && own[id]!.translation !== ''
  const missing = ids.filter((id) => !done(id))
  const live = new Set(ids)
  return {
    locale,
    file: catalogFile(locale),
    exists: target !== undefined,
    total: ids.length,
    translated: ids.length - missing.length,
    missing: missing.length,
    obsolete: Object.keys(own).filter((id) => own[id]!.obsolete || !live.has(id)).length,
    missingMessages: missing.map((id) => source[id]!.message ?? id),
  }
}

/** What fails a run with `--fail-on` (missing: pages or catalog messages; stale: pages); empty when nothing does. */
export function failuresOf(report: CoverageReport, failOn: ReadonlySet<'missing' | 'stale'>): string[] {
  const out: string[] = []
  if (failOn.has('missing') && report.totals.missing > 0) out.push(`${report.totals.missing} missing page translation${report.totals.missing === 1 ? '' : 's'}`)
  if (failOn.has('missing') && report.totals.catalogMissing > 0)
    out.push(`${report.totals.catalogMissing} untranslated catalog message${report.totals.catalogMissing === 1 ? '' : 's'}`)
  if (failOn.has('stale') && report.totals.stale > 0) out.push(`${report.totals.stale} stale page translation${report.totals.stale === 1 ? '' : 's'}`)
  return out
}
