import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { isLocaleCode, type LocaleCode } from '../i18n/locales'
import { frontmatterSchemas, siteSchema, type Collection, type Frontmatter, type SiteData } from './schema'
import { renderMarkdown, type RenderedMarkdown } from './markdown'

/** A parsed, validated content entry. */
export interface Entry<C extends Collection = Collection> {
  readonly collection: C
  readonly locale: LocaleCode
  readonly slug: string
  readonly data: Frontmatter<C>
  readonly html: string
  readonly headings: RenderedMarkdown['headings']
  readonly words: number
}

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

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** Parses one markdown content file (frontmatter + body) into a validated entry. */
export function parseEntry(file: string, raw: string): Entry {
  const where = locateFile(file)
  if (!where || where.ext !== 'md') throw new ContentError(`${file}: expected content/<collection>/<locale>/<slug>.md`)
  const { collection, locale, slug } = where
  if (!(collection in frontmatterSchemas)) throw new ContentError(`${file}: unknown collection "${collection}"`)
  if (!isLocaleCode(locale)) throw new ContentError(`${file}: unknown locale "${locale}"`)
  if (!/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/.test(slug)) throw new ContentError(`${file}: file name "${slug}" is not a lower-case slug`)
  const m = FRONTMATTER.exec(raw)
  if (!m) throw new ContentError(`${file}: missing the --- frontmatter block`)
  let front: unknown
  try {
    front = parseYaml(m[1]!)
  } catch (error) {
    throw new ContentError(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`)
  }
  const schema = frontmatterSchemas[collection as Collection]
  const result = schema.safeParse(front)
  if (!result.success) throw new ContentError(describeIssues(file, result.error))
  const body = m[2]!.trim()
  if (!body) throw new ContentError(`${file}: field "body": the markdown body is empty`)
  const rendered = renderMarkdown(body)
  return {
    collection: collection as Collection,
    locale,
    slug,
    data: result.data,
    html: rendered.html,
    headings: rendered.headings,
    words: rendered.words,
  }
}

/** Parses a `content/site/<locale>.json` file. */
export function parseSite(file: string, raw: string): SiteData {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON: ${(error as Error).message}`)
  }
  const result = siteSchema.safeParse(json)
  if (!result.success) throw new ContentError(describeIssues(file, result.error))
  return result.data
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
  if (problems.length) throw new ContentError(problems.join('\n'))
}

export type { Frontmatter }

/** Everything the embedded source holds, validated. */
export interface ParsedContent {
  readonly entries: readonly Entry[]
  readonly sites: Partial<Record<LocaleCode, SiteData>>
}

/**
 * Parses and validates all content files (path → text), collecting every problem before failing so
 * that one build run reports all bad files, each with its path and field.
 */
export function parseContentFiles(markdown: Record<string, string>, siteFiles: Record<string, string>): ParsedContent {
  const problems: string[] = []
  const entries: Entry[] = []
  for (const [file, raw] of Object.entries(markdown)) {
    try {
      entries.push(parseEntry(file, raw))
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  const sites: Partial<Record<LocaleCode, SiteData>> = {}
  for (const [file, raw] of Object.entries(siteFiles)) {
    const code = /([a-z]+)\.json$/.exec(file)?.[1]
    if (!isLocaleCode(code)) {
      problems.push(`${file}: unknown locale "${code}"`)
      continue
    }
    try {
      sites[code] = parseSite(file, raw)
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  try {
    checkIntegrity(entries)
  } catch (error) {
    problems.push((error as Error).message)
  }
  if (problems.length) throw new ContentError(`Invalid content:\n${problems.join('\n')}`)
  return { entries, sites }
}
