import { createHash } from 'node:crypto'
import { existsSync, globSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { formatOfSource, isOptimisableSource, mediaTypeOfFormat } from '#src/images/ipx'
import { encodeKeyOf, modifiersOfVariant, VARIANT_MANIFEST, variantUrlsOf, type VariantFile, type VariantManifest } from '#src/images/variants'
import { encodeVariant, ENCODER_VERSION, sourceSize } from './encode-image'

/**
 * Encodes every image variant the site's pictures can ask for, once per build (ADR 034): for each
 * raster file under `public/images/`, every URL `variantUrlsOf` lists. Encodes are stored in a cache
 * between builds, keyed by the source's bytes, what the encode draws and the encoder's version, so
 * a build encodes only what changed. The build's own set goes to `outDir`: one file per distinct
 * result (named by its hash) and a manifest from URL to file, which the optimiser serves.
 */

export interface VariantBuildOptions {
  /** The folder of the committed sources (`public/images`): its files are `/images/…` on the site. */
  readonly sourceDir: string
  /** This build's variants and manifest; emptied first. */
  readonly outDir: string
  /** Encodes cached between builds. */
  readonly cacheDir: string
  /** Encodes at once (each on one libvips thread); the machine's cores by default. */
  readonly parallel?: number
}

export interface VariantBuildReport {
  readonly sources: number
  /** Optimiser URLs in the manifest. */
  readonly urls: number
  /** Distinct files written (URLs that draw the same pixels share one). */
  readonly files: number
  /** Encodes this build ran; the others came from the cache. */
  readonly encoded: number
  readonly bytes: number
}

const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64url')

/** Runs `work` over `items` with at most `limit` in flight. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

interface Job {
  readonly file: string
  readonly source: string
  readonly input: Uint8Array
  readonly url: string
  readonly cachePath: string
}

/** Builds the variants; throws an error naming the file for a source that cannot be used. */
export async function buildImageVariants(options: VariantBuildOptions): Promise<VariantBuildReport> {
  const files = globSync('**/*.{png,jpg,jpeg,webp}', { cwd: options.sourceDir }).sort()
  const problems: string[] = []
  const jobs = new Map<string, Job>()
  const urlsOfJob = new Map<string, string[]>()
  const sources: string[] = []
  for (const file of files) {
    const source = `/images/${file.split('\\').join('/')}`
    const shown = `${options.sourceDir}/${file}`
    if (!isOptimisableSource(source)) {
      problems.push(`${shown}: not a name the optimiser serves (lower-case letters, digits, "-", "_" and "." only)`)
      continue
    }
    const input = new Uint8Array(readFileSync(join(options.sourceDir, file)))
    let width: number
    try {
      width = (await sourceSize(input)).width
    } catch (error) {
      problems.push(`${shown}: ${error instanceof Error ? error.message : String(error)}`)
      continue
    }
    sources.push(source)
    const sourceHash = sha(input)
    for (const url of variantUrlsOf(source)) {
      const { modifiers } = modifiersOfVariant(url)
      const key = `${sourceHash} ${encodeKeyOf(source, modifiers, width)} ${ENCODER_VERSION}`
      const job = jobs.get(key) ?? { file: shown, source, input, url, cachePath: join(options.cacheDir, sha(key)) }
      jobs.set(key, job)
      urlsOfJob.set(key, [...(urlsOfJob.get(key) ?? []), url])
    }
  }
  if (problems.length > 0) throw new Error(`Images under ${options.sourceDir} cannot be served:\n  ${problems.join('\n  ')}`)

  mkdirSync(options.cacheDir, { recursive: true })
  rmSync(options.outDir, { recursive: true, force: true })
  mkdirSync(options.outDir, { recursive: true })
  const manifest: { sources: string[]; variants: Record<string, VariantFile> } = { sources, variants: {} }
  let encoded = 0
  let bytes = 0
  const written = new Set<string>()
  await inPool([...jobs], options.parallel ?? availableParallelism(), async ([key, job]) => {
    const { modifiers } = modifiersOfVariant(job.url)
    const format = modifiers.format ?? formatOfSource(job.source)
    let body: Uint8Array
    if (existsSync(job.cachePath)) {
      body = new Uint8Array(readFileSync(job.cachePath))
    } else {
      try {
        body = (await encodeVariant(job.input, job.source, modifiers)).body
      } catch (error) {
        throw new Error(`${job.file}: cannot encode ${job.url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      }
      // Written whole, then renamed: a build stopped halfway leaves no truncated entry behind.
      const partial = `${job.cachePath}.${process.pid}.partial`
      writeFileSync(partial, body)
      renameSync(partial, job.cachePath)
      encoded++
    }
    const hash = sha(body).slice(0, 22)
    const name = `${hash}.${format}`
    if (!written.has(name)) {
      written.add(name)
      writeFileSync(join(options.outDir, name), body)
      bytes += body.byteLength
    }
    const file: VariantFile = { file: name, type: mediaTypeOfFormat(format), etag: `"${hash}"` }
    for (const url of urlsOfJob.get(key) ?? []) manifest.variants[url] = file
  })
  manifest.variants = Object.fromEntries(Object.entries(manifest.variants).sort(([a], [b]) => (a < b ? -1 : 1)))
  writeFileSync(join(options.outDir, VARIANT_MANIFEST), `${JSON.stringify(manifest satisfies VariantManifest, null, 1)}\n`)
  return { sources: sources.length, urls: Object.keys(manifest.variants).length, files: written.size, encoded, bytes }
}
