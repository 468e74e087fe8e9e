import { BREAKPOINTS, type Breakpoint } from '../shell/breakpoints'
import {
  IMAGE_DENSITIES,
  IMAGE_FORMATS,
  IMAGE_QUALITY,
  MAX_IMAGE_WIDTH,
  PLACEHOLDER,
  formatOfSource,
  ipxUrl,
  type OutputFormat,
  mediaTypeOfFormat,
  snapWidth,
  type Density,
} from './ipx'
import { isOneOf } from '../lang/one-of'
import { keysOf } from '../lang/keys-of'

/**
 * What the image component renders, computed without React: the `<source>`s, the fallback `<img>`
 * and the blurred placeholder of one picture, plus the checks of SPEC 5's image attributes.
 */

/** SPEC 5: allowed `loading` values. */
export const LOADING_VALUES = ['lazy', 'eager'] as const
/** SPEC 5: allowed `decoding` values. */
export const DECODING_VALUES = ['async', 'auto', 'sync'] as const
/** SPEC 5: allowed string `crossorigin` values (a boolean is allowed too). */
export const CROSSORIGIN_VALUES = ['anonymous', 'use-credentials'] as const

export type Loading = (typeof LOADING_VALUES)[number]
export type Decoding = (typeof DECODING_VALUES)[number]
export type CrossOrigin = (typeof CROSSORIGIN_VALUES)[number] | boolean
/** A non-empty list of densities (SPEC 5: the list must not be empty). */
export type Densities = readonly [Density, ...Density[]]

/** A slot width: a share of the viewport or a fixed CSS width. */
export type SlotSize = `${number}vw` | `${number}px`

/**
 * How wide the image is shown, per SPEC 9 breakpoint: `{ mobile: '100vw', sm: '50vw', default:
 * '360px' }` reads "at most 767 px wide: the full viewport; at most 992 px: half; wider: 360 px",
 * like Nuxt Image's `sizes="mobile:100vw sm:50vw 360px"`.
 */
export type SizesSpec = { readonly [K in Breakpoint]?: SlotSize } & { readonly default: SlotSize }

/** The SPEC 5 attributes an image accepts, as they may arrive from content (unchecked). */
export interface ImageAttributeInput {
  readonly loading?: unknown
  readonly decoding?: unknown
  readonly crossOrigin?: unknown
  readonly densities?: unknown
}

/**
 * SPEC 5's rules for image attributes: what is wrong with them, one message per problem (empty
 * when they are fine). The types already forbid these in code; this catches values from content.
 */
export function imageAttributeProblems(input: ImageAttributeInput): string[] {
  const problems: string[] = []
  if (input.loading !== undefined && !isOneOf(LOADING_VALUES, input.loading)) {
    problems.push(`loading must be ${LOADING_VALUES.join(' or ')}, not ${JSON.stringify(input.loading)}`)
  }
  if (input.decoding !== undefined && !isOneOf(DECODING_VALUES, input.decoding)) {
    problems.push(`decoding must be ${DECODING_VALUES.join(', ')}, not ${JSON.stringify(input.decoding)}`)
  }
  const co = input.crossOrigin
  if (co !== undefined && typeof co !== 'boolean' && !isOneOf(CROSSORIGIN_VALUES, co)) {
    problems.push(`crossorigin must be ${CROSSORIGIN_VALUES.join(', ')} or a boolean, not ${JSON.stringify(co)}`)
  }
  const d = input.densities
  if (d !== undefined) {
    if (!Array.isArray(d) || d.length === 0) problems.push('densities must be a non-empty list')
    else if (!d.every((x) => isOneOf(IMAGE_DENSITIES, x))) {
      problems.push(`densities may only contain ${IMAGE_DENSITIES.join(' and ')}, not ${JSON.stringify(d)}`)
    }
  }
  return problems
}

/** The `crossorigin` attribute value for the DOM: `true` is anonymous, `false` leaves it out. */
export function crossOriginAttribute(value: CrossOrigin | undefined): '' | 'anonymous' | 'use-credentials' | undefined {
  if (value === undefined || value === false) return undefined
  return value === true ? '' : value
}

/** Breakpoints in ascending order of width, each width once (ss and mobile are both 767). */
function orderedBreakpoints(spec: SizesSpec): { name: Breakpoint; px: number; size: SlotSize }[] {
  const rows = keysOf(BREAKPOINTS)
    .flatMap((name) => {
      const size = spec[name]
      return size === undefined ? [] : [{ name, px: BREAKPOINTS[name], size }]
    })
    .sort((a, b) => a.px - b.px)
  return rows.filter((row, i) => i === 0 || rows[i - 1]?.px !== row.px)
}

/** The `sizes` attribute of a spec: `(max-width: 767px) 100vw, (max-width: 992px) 50vw, 360px`. */
export function sizesAttribute(spec: SizesSpec): string {
  return [...orderedBreakpoints(spec).map((row) => `(max-width: ${row.px}px) ${row.size}`), spec.default].join(', ')
}

function slotPixels(size: SlotSize, viewport: number): number {
  const value = Number.parseFloat(size)
  return Math.ceil(size.endsWith('vw') ? (viewport * value) / 100 : value)
}

/**
 * The widths a spec needs: the widest slot under each breakpoint (a vw share of the breakpoint
 * itself, the default at the widest breakpoint), at every density, rounded up to allowed widths.
 */
export function candidateWidths(spec: SizesSpec, densities: Densities = IMAGE_DENSITIES): number[] {
  const slots = [...orderedBreakpoints(spec).map((row) => slotPixels(row.size, row.px)), slotPixels(spec.default, BREAKPOINTS.xxl)]
  const widths = slots.flatMap((px) => densities.map((d) => snapWidth(Math.min(px * d, MAX_IMAGE_WIDTH))))
  return [...new Set(widths)].sort((a, b) => a - b)
}

/** One `<source>` or the `<img>`: what goes into srcset/sizes. */
export interface PictureCandidateSet {
  readonly type?: string
  readonly srcSet: string
  readonly sizes?: string
}

/** Everything the component renders for one picture. */
export interface PictureModel {
  readonly sources: readonly PictureCandidateSet[]
  readonly img: PictureCandidateSet & { readonly src: string }
  /** A tiny blurred rendering shown behind the image until it loads. */
  readonly placeholder: string
}

/** Input of {@link pictureModel}. */
export interface PictureInput {
  /** A committed raster image under /images/. */
  readonly src: string
  /** Displayed width in CSS pixels, used when no `sizes` spec is given (1x/2x descriptors). */
  readonly width: number
  readonly sizes?: SizesSpec
  readonly densities?: Densities
}

/**
 * The sources of a picture (SPEC 9): AVIF and WebP at quality 100, then an `<img>` in the
 * source's own format. With a `sizes` spec the candidates are width-described (every slot at 1x and
 * 2x); without one they are density-described (`1x`, `2x`) for the fixed `width`.
 */
export function pictureModel(input: PictureInput): PictureModel {
  const densities = input.densities ?? IMAGE_DENSITIES
  const fallbackFormat = formatOfSource(input.src)
  const url = (format: OutputFormat | undefined, width: number) => ipxUrl(input.src, { format, quality: IMAGE_QUALITY, width })
  let srcSetFor: (format?: OutputFormat) => string
  let sizes: string | undefined
  if (input.sizes) {
    const widths = candidateWidths(input.sizes, densities)
    srcSetFor = (format) => widths.map((w) => `${url(format, w)} ${w}w`).join(', ')
    sizes = sizesAttribute(input.sizes)
  } else {
    const pairs = densities.map((d) => [d, snapWidth(Math.min(input.width * d, MAX_IMAGE_WIDTH))] as const)
    srcSetFor = (format) => pairs.map(([d, w]) => `${url(format, w)} ${d}x`).join(', ')
  }
  return {
    sources: IMAGE_FORMATS.map((format) => ({ type: mediaTypeOfFormat(format), srcSet: srcSetFor(format), sizes })),
    img: { src: url(fallbackFormat, snapWidth(input.width)), srcSet: srcSetFor(fallbackFormat), sizes },
    placeholder: ipxUrl(input.src, PLACEHOLDER),
  }
}

/**
 * The empty-picture placeholder that replaces an image that failed to load: one small inline SVG
 * (a framed landscape), as a data URL so that it can never fail itself.
 */
export const BROKEN_IMAGE_SRC =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40" preserveAspectRatio="xMidYMid meet">' +
      '<rect width="64" height="40" fill="#f1f5f9"/>' +
      '<g fill="none" stroke="#94a3b8" stroke-width="1.5" stroke-linejoin="round">' +
      '<rect x="20" y="10" width="24" height="20" rx="2"/><path d="M20 26l7-7 5 5 3-3 9 7"/></g>' +
      '<circle cx="37.5" cy="15.5" r="2" fill="#94a3b8"/></svg>',
  )
