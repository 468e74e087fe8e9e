import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react'
import { isOptimisableSource } from '#src/images/ipx'
import { BROKEN_IMAGE_SRC, crossOriginAttribute, imageAttributeProblems, type CrossOrigin, type Decoding, type Loading } from '#src/images/picture'
import { PICTURE_SLOTS, slotPictureModel, type PictureSlot, type PictureSlotName } from '#src/images/slots'

/** SPEC 5's attributes, typed: a wrong value in code is a type error (content is checked in dev). */
interface ImageAttributes {
  readonly alt: string
  /** Displayed size in CSS pixels: reserves the box (no layout shift) and sets the aspect ratio. */
  readonly width: number
  readonly height: number
  readonly loading?: Loading
  readonly decoding?: Decoding
  readonly crossOrigin?: CrossOrigin
  readonly fetchPriority?: 'high' | 'low' | 'auto'
  readonly className?: string
}

/** Props of {@link Picture}: its box and widths come from its slot. */
export interface PictureProps extends Omit<ImageAttributes, 'width' | 'height'> {
  /** A committed raster image under /images/ (png, jpg, webp). */
  readonly src: string
  /** Where the picture is shown (`PICTURE_SLOTS`): the build encodes every variant a slot asks for (ADR 034). */
  readonly slot: PictureSlotName
}

/** Props of {@link Image}. */
export interface ImageProps extends ImageAttributes {
  /** Any image URL, served as it is (vector art, logos). */
  readonly src: string
}

type LoadState = 'loading' | 'loaded' | 'broken'

/**
 * Whether an image failed or loaded before React could listen (SSR markup loads while the page
 * hydrates). A lazy image that has not started has no currentSrc yet: it is still loading.
 */
function useLoadState(ref: RefObject<HTMLImageElement | null>, src: string) {
  // Tracked per src: a component reused for another picture starts over.
  const [entry, setEntry] = useState<{ src: string; state: LoadState }>({ src, state: 'loading' })
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.currentSrc) setEntry({ src, state: img.naturalWidth === 0 ? 'broken' : 'loaded' })
  }, [ref, src])
  const state = entry.src === src ? entry.state : 'loading'
  return [state, (next: LoadState) => setEntry({ src, state: next })] as const
}

function checkInDev(component: string, props: ImageAttributes & { src: string; densities?: unknown }, raster: boolean) {
  if (!import.meta.env.DEV) return
  // Values may come from content (frontmatter, CMS responses): name the mistake instead of rendering it.
  const problems = imageAttributeProblems(props)
  if (raster && !isOptimisableSource(props.src)) problems.push(`src must be a raster image under /images/, not ${JSON.stringify(props.src)}`)
  if (problems.length > 0) throw new Error(`<${component} src=${JSON.stringify(props.src)}>: ${problems.join('; ')}`)
}

/** SPEC 5's attributes as both components put them on their `<img>` (lazy and async by default). */
function imgAttributes({ alt, width, height, loading = 'lazy', decoding = 'async', crossOrigin, fetchPriority, className }: ImageAttributes) {
  return { alt, width, height, loading, decoding, crossOrigin: crossOriginAttribute(crossOrigin), fetchPriority, className }
}

/** The placeholder that stands in for an image that failed to load, keeping its alt text and box. */
function BrokenImage({ alt, width, height, className }: ImageAttributes) {
  return (
    <img src={BROKEN_IMAGE_SRC} alt={alt} width={width} height={height} className={className ? `${className} img--broken` : 'img--broken'} data-broken="" />
  )
}

/**
 * The one component for raster images (SPEC 5, SPEC 9): AVIF and WebP `<source>`s from the
 * optimiser at /_ipx/ at quality 100 and 1x/2x, a fallback `<img>`, `sizes` from the SPEC 9
 * breakpoints, a blurred placeholder until the image arrives, and the empty-picture placeholder
 * (alt kept) if it fails.
 */
export function Picture({ slot, ...attributes }: PictureProps) {
  const { width, height, densities }: PictureSlot = PICTURE_SLOTS[slot]
  const props = { ...attributes, width, height, densities }
  checkInDev('Picture', props, true)
  const { src } = props
  const ref = useRef<HTMLImageElement>(null)
  const [state, setState] = useLoadState(ref, src)
  if (state === 'broken') return <BrokenImage {...props} />
  const model = slotPictureModel(slot, src)
  // The tiny blurred rendering sits behind the image until it has loaded.
  const style: CSSProperties | undefined = state === 'loaded' ? undefined : { backgroundImage: `url(${model.placeholder})`, backgroundSize: 'cover' }
  return (
    <picture>
      {model.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        ref={ref}
        src={model.img.src}
        srcSet={model.img.srcSet}
        sizes={model.img.sizes}
        {...imgAttributes(props)}
        style={style}
        onLoad={() => setState('loaded')}
        onError={() => setState('broken')}
      />
    </picture>
  )
}

/**
 * A plain `<img>` for images the optimiser does not take (vector art, logos), with the same SPEC 5
 * attributes and the same empty-picture placeholder when it fails.
 */
export function Image(props: ImageProps) {
  checkInDev('Image', props, false)
  const ref = useRef<HTMLImageElement>(null)
  const [state, setState] = useLoadState(ref, props.src)
  if (state === 'broken') return <BrokenImage {...props} />
  return <img ref={ref} src={props.src} {...imgAttributes(props)} onError={() => setState('broken')} />
}
