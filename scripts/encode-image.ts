import sharp from 'sharp'
import { formatOfSource, type IpxModifiers, type OutputFormat } from '#src/images/ipx'

/** Refuse to decode anything larger than the widest variant squared (no pixel bombs). */
export const MAX_INPUT_PIXELS = 4096 * 4096

/**
 * Encoder settings beyond SPEC 9's quality. AVIF at quality 100 with sharp's default effort (4)
 * took 12–35 s per cover variant on a two-core machine; effort 2 takes 0.4–1.9 s for files about
 * 10 % larger (ADR 032). The build encodes every variant once (ADR 034), so this is build time now.
 */
export const ENCODER_OPTIONS: Partial<Record<OutputFormat, { readonly effort: number }>> = { avif: { effort: 2 } }

/**
 * What the bytes of a variant depend on besides its source and modifiers: the encoder and its
 * settings. Part of the build cache's key, so an upgrade of sharp or libvips encodes again.
 */
export const ENCODER_VERSION = `sharp ${sharp.versions.sharp ?? '?'}, libvips ${sharp.versions.vips}, ${JSON.stringify(ENCODER_OPTIONS)}`

// One libvips thread per encode: the build runs as many encodes as there are cores instead.
sharp.concurrency(1)

/** A source's size in pixels, or why it cannot be used: unreadable, or over the pixel limit. */
export async function sourceSize(input: Uint8Array): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(input).metadata()
  if (!width || !height) throw new Error('sharp reads no size from it')
  if (width * height > MAX_INPUT_PIXELS) throw new Error(`${width}×${height} is more than the ${MAX_INPUT_PIXELS} pixels the optimiser takes (4096×4096)`)
  return { width, height }
}

/**
 * One variant of a source image, as `/_ipx/` URLs name it (modifiers already checked by
 * `parseIpxPath`): resized to the width step but never wider than the source, blurred for the
 * placeholder, in the requested format (else the source's own) at the requested quality.
 */
export async function encodeVariant(input: Uint8Array, source: string, modifiers: IpxModifiers): Promise<{ body: Uint8Array; format: OutputFormat }> {
  const format = modifiers.format ?? formatOfSource(source)
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
  if (modifiers.width !== undefined) pipeline = pipeline.resize(modifiers.width, undefined, { withoutEnlargement: true })
  if (modifiers.blur !== undefined) pipeline = pipeline.blur(modifiers.blur)
  const body = await pipeline.toFormat(format === 'jpg' ? 'jpeg' : format, { quality: modifiers.quality, ...ENCODER_OPTIONS[format] }).toBuffer()
  return { body: new Uint8Array(body), format }
}
