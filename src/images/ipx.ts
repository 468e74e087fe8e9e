import { BREAKPOINTS } from '../shell/breakpoints'
import { isOneOf } from '../lang/one-of'

/**
 * URLs of the image optimiser mounted at `/_ipx/` (ipx, the optimiser behind Nuxt Image) and the
 * rules the server applies to them. Both sides read this file, so the component can only emit URLs
 * the server accepts, and the server accepts nothing the component would not emit.
 */

/** Mount point of the optimiser. */
export const IPX_PREFIX = '/_ipx/'

/** SPEC 9: every picture is offered at these pixel densities. */
export const IMAGE_DENSITIES = [1, 2] as const
/** A pixel density the component offers. */
export type Density = (typeof IMAGE_DENSITIES)[number]

/** SPEC 9: quality of the delivered images. */
export const IMAGE_QUALITY = 100
/** SPEC 9: the modern formats each `<picture>` offers, best first. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const
/** A modern format the component offers as a `<source>`. */
export type ModernFormat = (typeof IMAGE_FORMATS)[number]

/** SPEC 9's blurred placeholder: quality 50, blur 3, rendered tiny and stretched by CSS. */
export const PLACEHOLDER = { quality: 50, blur: 3, width: 16, format: 'webp' } as const

/** Formats the optimiser may write (`f_…`); the fallback `<img>` keeps the source's own format. */
export const OUTPUT_FORMATS = ['avif', 'webp', 'png', 'jpeg', 'jpg'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/** Source files the optimiser reads: committed raster images under /images/. */
export const SOURCE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const

/** The widest image ever delivered: the widest breakpoint at the highest density. */
export const MAX_IMAGE_WIDTH = BREAKPOINTS.xxl * Math.max(...IMAGE_DENSITIES)

/**
 * The only widths the optimiser renders. Requested widths are rounded up to the next step, so one
 * source has a small, fixed number of variants: a crawler or an attacker cannot make the server
 * encode a new image for every width it invents.
 */
export const IMAGE_WIDTHS: readonly number[] = [PLACEHOLDER.width, 160, 240, 320, 480, 640, 750, 960, 1080, 1280, 1536, 1920, 2400, MAX_IMAGE_WIDTH]

/** Largest blur radius the optimiser accepts (only the placeholder blurs). */
export const MAX_BLUR = 10

/** Longest accepted source path: real paths are far shorter. */
const MAX_SOURCE_LENGTH = 200
const SOURCE_PATH = /^\/images\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*$/

/** Modifiers of one optimiser URL. */
export interface IpxModifiers {
  readonly format?: OutputFormat
  readonly quality?: number
  readonly width?: number
  readonly blur?: number
}

/** The smallest allowed width at or above `px` (the largest one for anything wider). */
export function snapWidth(px: number): number {
  return IMAGE_WIDTHS.find((w) => w >= px) ?? MAX_IMAGE_WIDTH
}

/**
 * `/_ipx/f_avif,q_100,w_640/images/x.png`: Nuxt Image's URL shape, modifiers in a fixed order so
 * that one variant has one URL (and one cache entry). Widths are rounded up to an allowed step.
 */
export function ipxUrl(src: string, modifiers: IpxModifiers = {}): string {
  const parts: string[] = []
  if (modifiers.blur !== undefined) parts.push(`blur_${modifiers.blur}`)
  if (modifiers.format) parts.push(`f_${modifiers.format}`)
  if (modifiers.quality !== undefined) parts.push(`q_${modifiers.quality}`)
  if (modifiers.width !== undefined) parts.push(`w_${snapWidth(modifiers.width)}`)
  return `${IPX_PREFIX}${parts.length > 0 ? parts.join(',') : '_'}${src}`
}

/** Whether a site path names a source the optimiser can read (a committed raster image). */
export function isOptimisableSource(src: string): boolean {
  return sourceProblem(src) === undefined
}

function sourceProblem(src: string): { status: 400 | 415; reason: string } | undefined {
  if (src.length > MAX_SOURCE_LENGTH || !SOURCE_PATH.test(src) || src.includes('..')) {
    return { status: 400, reason: 'malformed source path' }
  }
  const ext = src.slice(src.lastIndexOf('.') + 1)
  if (!src.includes('.', src.lastIndexOf('/')) || !isOneOf(SOURCE_EXTENSIONS, ext)) {
    return { status: 415, reason: 'not a raster image source' }
  }
  return undefined
}

/** A checked optimiser request, or why it is refused (always a 4xx). */
export type IpxRequest =
  | { readonly ok: true; readonly source: string; readonly modifiers: IpxModifiers }
  | { readonly ok: false; readonly status: 400 | 404 | 415; readonly reason: string }

const INT = /^[1-9][0-9]{0,4}$/

/**
 * Parses and checks the path of an optimiser request (`/_ipx/<modifiers>/<source>`, still
 * percent-encoded as it came). Only the modifiers the component emits, with bounded values, are
 * accepted; anything else is a 4xx, so bad input never reaches the encoder.
 */
export function parseIpxPath(path: string): IpxRequest {
  if (!path.startsWith(IPX_PREFIX)) return { ok: false, status: 404, reason: 'not an optimiser path' }
  // Encoded bytes have no place in our own image paths; refusing them rules out encoded traversal.
  if (path.includes('%') || path.includes('\\')) return { ok: false, status: 400, reason: 'encoded characters in path' }
  const rest = path.slice(IPX_PREFIX.length)
  const slash = rest.indexOf('/')
  if (slash <= 0) return { ok: false, status: 400, reason: 'missing modifiers or source' }
  const modifierText = rest.slice(0, slash)
  const source = rest.slice(slash)
  const problem = sourceProblem(source)
  if (problem) return { ok: false, ...problem }
  if (modifierText === '_') return { ok: true, source, modifiers: {} }

  const modifiers: { format?: OutputFormat; quality?: number; width?: number; blur?: number } = {}
  const seen = new Set<string>()
  for (const part of modifierText.split(',')) {
    const sep = part.indexOf('_')
    const key = sep > 0 ? part.slice(0, sep) : part
    const value = sep > 0 ? part.slice(sep + 1) : ''
    if (seen.has(key)) return { ok: false, status: 400, reason: `repeated modifier ${key}` }
    seen.add(key)
    switch (key) {
      case 'f':
        if (!isOneOf(OUTPUT_FORMATS, value)) return { ok: false, status: 400, reason: 'unsupported format' }
        modifiers.format = value
        break
      case 'q':
        if (!INT.test(value) || Number(value) > 100) return { ok: false, status: 400, reason: 'quality must be 1 to 100' }
        modifiers.quality = Number(value)
        break
      case 'w':
        if (!INT.test(value) || !IMAGE_WIDTHS.includes(Number(value))) return { ok: false, status: 400, reason: 'width is not an allowed size' }
        modifiers.width = Number(value)
        break
      case 'blur':
        if (!INT.test(value) || Number(value) > MAX_BLUR) return { ok: false, status: 400, reason: `blur must be 1 to ${MAX_BLUR}` }
        modifiers.blur = Number(value)
        break
      default:
        return { ok: false, status: 400, reason: 'unknown modifier' }
    }
  }
  return { ok: true, source, modifiers }
}

/** The media type of an output format. */
export function mediaTypeOfFormat(format: OutputFormat): string {
  return format === 'jpg' ? 'image/jpeg' : `image/${format}`
}

/** The format of a source file, from its extension. */
export function formatOfSource(src: string): OutputFormat {
  const ext = src.slice(src.lastIndexOf('.') + 1).toLowerCase()
  return isOneOf(OUTPUT_FORMATS, ext) ? ext : 'png'
}
