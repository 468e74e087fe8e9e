import { pictureModel, type Densities, type PictureModel, type SizesSpec } from './picture'
import { getOrMake } from '../lang/get-or-make'

/** How a picture is shown: its box in CSS pixels and how wide it is drawn per breakpoint. */
export interface PictureSlot {
  /** Displayed size in CSS pixels: reserves the box (no layout shift) and sets the aspect ratio. */
  readonly width: number
  readonly height: number
  /** Slot widths per SPEC 9 breakpoint; without it the image is offered at 1x and 2x of `width`. */
  readonly sizes?: SizesSpec
  readonly densities?: Densities
}

/**
 * Every place the site shows a raster picture. The build encodes every variant these slots can ask
 * of every committed source (ADR 034), so the optimiser never encodes while a visitor waits: a new
 * way of showing a picture is a row here, and the build produces its variants.
 */
export const PICTURE_SLOTS = {
  /** An article's cover spans the container: the viewport up to `md`, then the 1200 px container less padding. */
  cover: { width: 1200, height: 630, sizes: { mobile: '100vw', md: '100vw', default: '1160px' } },
  /** Card images: one column up to `mobile`, two up to `sm`, then three in the 1200 px container. */
  card: { width: 600, height: 315, sizes: { mobile: '100vw', sm: '50vw', default: '380px' } },
  /** The mobile registration banner (SPEC 2.7): a fixed strip at 1x and 2x. */
  banner: { width: 375, height: 80 },
} as const satisfies Record<string, PictureSlot>

export type PictureSlotName = keyof typeof PICTURE_SLOTS

/** The most models `slotPictureModel` keeps: the sources come from content, so past it the memo starts over. */
const MAX_MODELS = 1000
const MODELS = new Map<string, PictureModel>()

/**
 * The model of `src` shown in `slot`: its candidates depend on nothing else, so each pair is made
 * once per process instead of on every render (a page renders a dozen pictures, each a few dozen
 * URLs to build). The model is read-only.
 */
export function slotPictureModel(slot: PictureSlotName, src: string): PictureModel {
  return getOrMake(MODELS, `${slot} ${src}`, () => {
    if (MODELS.size >= MAX_MODELS) MODELS.clear()
    return pictureModel({ src, ...PICTURE_SLOTS[slot] })
  })
}
