import { readFile, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineHandler } from 'nitro'
// Aliased: nitro's `useStorage` is no React hook, whatever its name says.
import { useStorage as nitroStorage } from 'nitro/storage'
import { parseIpxPath } from '#src/images/ipx'
import { VARIANT_FILES_DIR, VARIANT_MANIFEST, variantManifestSchema, type VariantManifest } from '#src/images/variants'
import { bodyBytes } from './bytes.server'

/**
 * The image optimiser at `/_ipx/` (Nuxt Image's URL modifiers; ADR 011, 034). The build encoded
 * every variant the site's pictures can ask for (`scripts/image-variants.ts`); this handler only
 * serves them, so no visitor waits for an encode, a crawl costs no CPU, and every process of a
 * deploy serves the same bytes. Requests are checked by `parseIpxPath` first: a malformed path is
 * a 4xx; a well-formed variant the pictures never ask for is a 400, a missing source a 404.
 *
 * The manifest is a nitro server asset, bundled into the server. The variant files are copied
 * beside the built server's entry (vite.config.ts, ADR 041), in the Node output and in a Vercel
 * function alike, and read on each request: the operating system's file cache holds the ones
 * visitors ask for, outside the process's heap.
 */

/** A year: the URL names the variant, and a changed picture gets a new file name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

const variants = nitroStorage('assets:image-variants')

/**
 * The folder of the variant files: beside the built server, which nitro bundles this handler into
 * (its `index.mjs` on every preset; the build copies the files there). The dev server runs this
 * module from source, where there is no such folder: there the files are read through nitro's
 * mount of the build's folder.
 */
const builtFilesDir = join(dirname(fileURLToPath(import.meta.url)), VARIANT_FILES_DIR)
let filesDirFound: Promise<string | undefined> | undefined
function filesDir(): Promise<string | undefined> {
  return (filesDirFound ??= stat(builtFilesDir).then(
    (found) => (found.isDirectory() ? builtFilesDir : undefined),
    () => undefined,
  ))
}

async function variantBytes(file: string): Promise<Uint8Array> {
  const dir = await filesDir()
  if (dir) {
    return readFile(join(dir, file)).catch((error: unknown) => {
      throw new Error(`[ipx] the build's variant ${file} is missing from ${dir}`, { cause: error })
    })
  }
  const data: unknown = await variants.getItemRaw(file)
  if (!(data instanceof Uint8Array)) throw new Error(`[ipx] the build's variant ${file} is missing`)
  return data
}

let manifest: Promise<VariantManifest> | undefined
/** The build's manifest, read and checked once per process. */
function manifestOf(): Promise<VariantManifest> {
  return (manifest ??= variants
    .getItem<unknown>(VARIANT_MANIFEST)
    .then((data: unknown) => variantManifestSchema.parse(typeof data === 'string' ? JSON.parse(data) : data)))
}

function refuse(status: number, reason: string, headers: Record<string, string> = {}): Response {
  return new Response(`${reason}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': status === 404 ? 'public, max-age=0, s-maxage=300' : 'no-store', ...headers },
  })
}

export default defineHandler(async (event) => {
  const method = event.req.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return refuse(405, 'Method not allowed', { allow: 'GET, HEAD' })
  const request = parseIpxPath(event.url.pathname)
  // The reason is one of parseIpxPath's fixed texts: the path itself is never echoed.
  if (!request.ok) return refuse(request.status, `Bad image request: ${request.reason}`)
  if (event.url.search) return refuse(400, 'Bad image request: query strings are not accepted')

  const { sources, variants: files } = await manifestOf()
  const variant = Object.hasOwn(files, event.url.pathname) ? files[event.url.pathname] : undefined
  if (!variant) {
    if (!sources.includes(request.source)) return refuse(404, 'Image not found')
    return refuse(400, 'Bad image request: not a variant the site’s pictures use')
  }
  const headers = { 'content-type': variant.type, 'cache-control': IMMUTABLE, etag: variant.etag, 'x-content-type-options': 'nosniff' }
  if (event.req.headers.get('if-none-match') === variant.etag) return new Response(null, { status: 304, headers })
  const data = await variantBytes(variant.file)
  return new Response(method === 'HEAD' ? null : bodyBytes(data), { headers: { ...headers, 'content-length': String(data.byteLength) } })
})
