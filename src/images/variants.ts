import { z } from 'zod'
import { formatOfSource, parseIpxPath, type IpxModifiers } from './ipx'
import type { PictureModel } from './picture'
import { keysOf } from '../lang/keys-of'
import { PICTURE_SLOTS, slotPictureModel } from './slots'

/**
 * The variants the build encodes (ADR 034): every optimiser URL the image component can emit for a
 * committed source, in any slot of `PICTURE_SLOTS`, and the manifest that tells the optimiser where
 * each one's bytes are. Server and build code only: zod stays out of the browser's modules.
 */

/** Every URL one picture points at: each srcset candidate, the fallback `<img>` and the placeholder. */
export function urlsOfModel(model: PictureModel): string[] {
  const candidates = [...model.sources, model.img].flatMap((set) => set.srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? ''))
  return [...new Set([...candidates, model.img.src, model.placeholder])]
}

/** Every optimiser URL the component can emit for `src` in any slot, sorted. */
export function variantUrlsOf(src: string): string[] {
  const urls = new Set<string>()
  for (const slot of keysOf(PICTURE_SLOTS)) for (const url of urlsOfModel(slotPictureModel(slot, src))) urls.add(url)
  return [...urls].sort()
}

/**
 * What a variant's bytes depend on. The encoder never enlarges, so every width at or above the
 * source's own draws the source's width: `w_1280`, `w_1536` and `w_2400` of a 1200 px cover are one
 * encode (and one file), however many URLs name it.
 */
export function encodeKeyOf(source: string, modifiers: IpxModifiers, sourceWidth: number): string {
  const width = modifiers.width === undefined ? sourceWidth : Math.min(modifiers.width, sourceWidth)
  return `${modifiers.format ?? formatOfSource(source)},q${modifiers.quality ?? ''},w${width},b${modifiers.blur ?? ''}`
}

/** The modifiers of a URL `variantUrlsOf` returned (they are the component's own, so they parse). */
export function modifiersOfVariant(url: string): { source: string; modifiers: IpxModifiers } {
  const parsed = parseIpxPath(url)
  if (!parsed.ok) throw new Error(`${url} is not an optimiser URL the server accepts: ${parsed.reason}`)
  return { source: parsed.source, modifiers: parsed.modifiers }
}

const variantFileSchema = z.strictObject({
  /** The file's name in the build's variant folder: its content hash and extension. */
  file: z.string().regex(/^[A-Za-z0-9_-]+\.[a-z]+$/),
  type: z.string().regex(/^image\/[a-z]+$/),
  etag: z.string().regex(/^"[A-Za-z0-9_-]+"$/),
})

/** The build's list of variants: what the optimiser serves, and nothing else. */
export const variantManifestSchema = z.strictObject({
  /** Every committed source the variants were made from (`/images/…`). */
  sources: z.array(z.string()),
  /** Optimiser URL (`/_ipx/…`) → its file. */
  variants: z.record(z.string(), variantFileSchema),
})

export type VariantFile = z.infer<typeof variantFileSchema>
export type VariantManifest = z.infer<typeof variantManifestSchema>

/** Name of the manifest in the build's variant folder. */
export const VARIANT_MANIFEST = 'manifest.json'

/** The folder beside the built server's entry that holds the variant files (ADR 041). */
export const VARIANT_FILES_DIR = 'image-variants'
