import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { isLocaleCode, type LocaleCode } from '../i18n/locales'
import { LOCALE_TABLES } from './visibility'
import { DOC_PATHS, DOCS_LOCALES, slugOfDocPath } from '../routing/docs'
import {
  COLLECTIONS,
  faqSchema,
  frontmatterSchemas,
  pricingSchema,
  siteSchema,
  type Collection,
  type FaqData,
  type Frontmatter,
  type PricingData,
  type SiteData,
} from './collection-schemas'
import { renderMarkdown, type RenderedMarkdown } from './markdown'
import { errorMessage } from '../lang/error-message'
import { isOneOf } from '../lang/one-of'

/** A parsed, validated content entry of one collection. */
export interface EntryOf<C extends Collection> {
  readonly collection: C
  readonly locale: LocaleCode
  readonly slug: string
  readonly data: Frontmatter<C>
  readonly html: string
  readonly headings: RenderedMarkdown['headings']
  readonly words: number
}

/**
 * A parsed, validated content entry: of collection `C`, or (by default) of any collection, as a
 * union discriminated by `collection`, so `e.collection === 'docs'` makes `e.data` the docs fields.
 */
export type Entry<C extends Collection = Collection> = { [K in C]: EntryOf<K> }[C]

/** Raised for any bad content file; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/** Where a file sits: `content/<collection>/<locale>/<slug>.md`. */
export function locateFile(file: string): { collection: string; locale: string; slug: string; ext: string } | undefined {
  const m = /(?:^|\/)content\/([a-z-]+)\/([a-z]+)\/([^/]+)\.(md|json)$/.exec(file)
  return m ? { collection: m[1]!, locale: m[2]!, slug: m[3]!, ext: m[4]! } : undefined
}

function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: field "${issue.path.join('.') || '(root)'}": ${issue.message}`)
    .join('\n')
}

/** The schemas, each typed by its own collection, so a schema picked by a generic collection parses to that collection's fields. */
const SCHEMAS: { readonly [K in Collection]: z.ZodType<Frontmatter<K>> } = frontmatterSchemas

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** Parses one markdown content file (frontmatter + body) into a validated entry. */
export function parseEntry(file: string, raw: string): Entry {
  const where = locateFile(file)
  if (!where || where.ext !== 'md') throw new ContentError(`${file}: expected content/<collection>/<locale>/<slug>.md`)
  const { collection, locale, slug } = where
  if (!isOneOf(COLLECTIONS, collection)) throw new ContentError(`${file}: unknown collection "${collection}"`)
  if (!isLocaleCode(locale)) throw new ContentError(`${file}: unknown locale "${locale}"`)
  if (!/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/.test(slug)) throw new ContentError(`${file}: file name "${slug}" is not a lower-case slug`)
  const m = FRONTMATTER.exec(raw)
  if (!m) throw new ContentError(`${file}: missing the --- frontmatter block`)
  let front: unknown
  try {
    front = parseYaml(m[1]!)
  } catch (error) {
    throw new ContentError(`${file}: frontmatter is not valid YAML: ${errorMessage(error)}`)
  }
  return buildEntry(file, collection, locale, slug, front, m[2]!)
}

/**
 * Validates already-split frontmatter and markdown body into an entry (the HTTP source delivers
 * them as JSON). `file` only names the origin in error messages.
 */
export function buildEntry<C extends Collection>(file: string, collection: C, locale: LocaleCode, slug: string, front: unknown, rawBody: string): Entry<C> {
  if (!/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/.test(slug)) throw new ContentError(`${file}: field "slug": "${slug}" is not a lower-case slug`)
  const schema: z.ZodType<Frontmatter<C>> = SCHEMAS[collection]
  const result = schema.safeParse(front)
  if (!result.success) throw new ContentError(describeIssues(file, result.error))
  const body = rawBody.trim()
  if (!body) throw new ContentError(`${file}: field "body": the markdown body is empty`)
  const rendered = renderMarkdown(body)
  return {
    collection,
    locale,
    slug,
    data: result.data,
    html: rendered.html,
    headings: rendered.headings,
    words: rendered.words,
  }
}

function parseJson<T>(file: string, raw: string, schema: z.ZodType<T>): T {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON: ${errorMessage(error)}`)
  }
  const result = schema.safeParse(json)
  if (!result.success) throw new ContentError(describeIssues(file, result.error))
  return result.data
}

/** Parses a `content/site/<locale>.json` file. */
export function parseSite(file: string, raw: string): SiteData {
  return parseJson(file, raw, siteSchema)
}

/** Parses a `content/faq/<locale>.json` file. */
export function parseFaq(file: string, raw: string): FaqData {
  return parseJson(file, raw, faqSchema)
}

/** Parses `content/pricing/plans.json`. */
export function parsePricing(file: string, raw: string): PricingData {
  return parseJson(file, raw, pricingSchema)
}

/** Cross-file rules: unique slugs per collection and locale, and an English source for every translation. */
export function checkIntegrity(entries: readonly Entry[]): void {
  const seen = new Set<string>()
  const english = new Set(entries.filter((e) => e.locale === 'en').map((e) => `${e.collection}/${e.slug}`))
  const problems: string[] = []
  for (const e of entries) {
    const key = `${e.collection}/${e.locale}/${e.slug}`
    if (seen.has(key)) problems.push(`content/${key}.md: duplicate slug "${e.slug}"`)
    seen.add(key)
    if (e.locale !== 'en' && !english.has(`${e.collection}/${e.slug}`)) {
      problems.push(`content/${key}.md: field "slug": translation has no English source content/${e.collection}/en/${e.slug}.md`)
    }
  }
  problems.push(...tableProblems(entries))
  if (problems.length) throw new ContentError(problems.join('\n'))
}

/**
 * Content of table-driven pages must agree with the SPEC 2.5 and 2.6 tables: ids exist in the table,
 * translations only where the locale has the page, docs only in docs languages with their fixed ids.
 * English is the source of every id, including ids only some locales show (ziniao, zh use cases).
 */
function tableProblems(entries: readonly Entry[]): string[] {
  const problems: string[] = []
  const fileOf = (e: Entry) => `content/${e.collection}/${e.locale}/${e.slug}.md`
  const docIds = new Map<string, number>()
  for (const e of entries) {
    const rule = LOCALE_TABLES[e.collection]
    if (rule && !rule.ids.includes(e.slug)) problems.push(`${fileOf(e)}: field "slug": "${e.slug}" is not an id of the ${e.collection} table`)
    else if (rule && e.locale !== 'en' && !rule.idsIn(e.locale).includes(e.slug)) {
      problems.push(`${fileOf(e)}: field "slug": locale ${e.locale} has no ${e.collection} page "${e.slug}" (SPEC 2.5)`)
    }
    if (e.collection === 'docs') {
      const id = e.data.id
      if (!DOCS_LOCALES.includes(e.locale)) problems.push(`${fileOf(e)}: field "locale": docs exist only in ${DOCS_LOCALES.join(', ')} (SPEC 2.6)`)
      const fixed = (DOC_PATHS as Record<number, string>)[id]
      const expected = fixed === undefined ? undefined : slugOfDocPath(fixed) || 'index'
      if (expected !== undefined && expected !== e.slug) problems.push(`${fileOf(e)}: field "id": doc id ${id} is ${fixed}, so the file must be ${expected}.md`)
      if (expected === undefined && (Object.values(DOC_PATHS) as string[]).some((p) => slugOfDocPath(p) === e.slug)) {
        problems.push(`${fileOf(e)}: field "id": ${e.slug} has a fixed doc id in the SPEC 2.6 table`)
      }
      const key = `${e.locale}/${id}`
      const other = [...docIds.entries()].find(([k, v]) => v === id && k.startsWith(`${e.locale}/`) && k !== `${e.locale}/${e.slug}`)
      if (other) problems.push(`${fileOf(e)}: field "id": doc id ${id} is also used by content/docs/${other[0]}.md`)
      docIds.set(`${e.locale}/${e.slug}`, id)
      void key
    }
  }
  for (const e of entries) {
    if (e.collection !== 'docs' || e.locale === 'en') continue
    const source = docIds.get(`en/${e.slug}`)
    const id = e.data.id
    if (source !== undefined && source !== id) problems.push(`${fileOf(e)}: field "id": ${id} differs from the English source's ${source}`)
  }
  return problems
}

export type { Frontmatter }

/** Everything the embedded source holds, validated. */
export interface ParsedContent {
  readonly entries: readonly Entry[]
  readonly sites: Partial<Record<LocaleCode, SiteData>>
  readonly faqs: Partial<Record<LocaleCode, FaqData>>
  readonly pricing: PricingData | undefined
}

/** FAQ translations may only carry ids that the English FAQ has. */
function faqProblems(faqs: Partial<Record<LocaleCode, FaqData>>): string[] {
  const source = new Set(faqs.en?.entries.map((e) => e.id) ?? [])
  const problems: string[] = []
  for (const [locale, faq] of Object.entries(faqs)) {
    if (locale === 'en' || !faq) continue
    for (const e of faq.entries) {
      if (!source.has(e.id)) problems.push(`content/faq/${locale}.json: field "entries.${e.id}": no English source entry with this id`)
    }
  }
  return problems
}

/**
 * Parses and validates all content files (path → text), collecting every problem before failing so
 * that one build run reports all bad files, each with its path and field.
 */
export function parseContentFiles(markdown: Record<string, string>, dataFiles: Record<string, string>): ParsedContent {
  const problems: string[] = []
  const entries: Entry[] = []
  for (const [file, raw] of Object.entries(markdown)) {
    try {
      entries.push(parseEntry(file, raw))
    } catch (error) {
      problems.push(errorMessage(error))
    }
  }
  const sites: Partial<Record<LocaleCode, SiteData>> = {}
  const faqs: Partial<Record<LocaleCode, FaqData>> = {}
  let pricing: PricingData | undefined
  for (const [file, raw] of Object.entries(dataFiles)) {
    const m = /(?:^|\/)content\/([a-z-]+)\/([a-z-]+)\.json$/.exec(file)
    try {
      if (m?.[1] === 'pricing' && m[2] === 'plans') {
        pricing = parsePricing(file, raw)
        continue
      }
      const code = m?.[2]
      if (m?.[1] !== 'site' && m?.[1] !== 'faq') throw new ContentError(`${file}: expected content/site/<locale>.json, content/faq/<locale>.json or content/pricing/plans.json`)
      if (!isLocaleCode(code)) throw new ContentError(`${file}: unknown locale "${code}"`)
      if (m[1] === 'site') sites[code] = parseSite(file, raw)
      else faqs[code] = parseFaq(file, raw)
    } catch (error) {
      problems.push(errorMessage(error))
    }
  }
  problems.push(...faqProblems(faqs))
  try {
    checkIntegrity(entries)
  } catch (error) {
    problems.push(errorMessage(error))
  }
  if (problems.length) throw new ContentError(`Invalid content:\n${problems.join('\n')}`)
  return { entries, sites, faqs, pricing }
}
