import { describe, expect, it } from 'vitest'
import { parseIpxPath } from './ipx'
import { pictureModel } from './picture'
import { PICTURE_SLOTS } from './slots'
import { encodeKeyOf, modifiersOfVariant, urlsOfModel, variantManifestSchema, variantUrlsOf } from './variants'

const COVER = '/images/covers/a.png'

describe('variantUrlsOf', () => {
  it('holds every URL the component emits for a source in every slot', () => {
    const all = new Set(variantUrlsOf(COVER))
    for (const slot of Object.values(PICTURE_SLOTS)) {
      for (const url of urlsOfModel(pictureModel({ src: COVER, ...slot }))) expect(all, url).toContain(url)
    }
  })

  it('lists only URLs the optimiser accepts, each once', () => {
    const urls = variantUrlsOf(COVER)
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(parseIpxPath(url).ok, url).toBe(true)
  })

  it('offers AVIF, WebP and the source format, and the blurred placeholder', () => {
    const urls = variantUrlsOf(COVER)
    expect(urls).toContain('/_ipx/blur_3,f_webp,q_50,w_16/images/covers/a.png')
    expect(urls).toContain('/_ipx/f_avif,q_100,w_480/images/covers/a.png')
    expect(urls).toContain('/_ipx/f_webp,q_100,w_2400/images/covers/a.png')
    expect(urls).toContain('/_ipx/f_png,q_100,w_1280/images/covers/a.png')
    expect(urls.filter((u) => u.includes(',q_100,')).every((u) => /f_(avif|webp|png),/.test(u))).toBe(true)
  })
})

describe('urlsOfModel', () => {
  it('reads every candidate of a srcset whose URLs hold commas', () => {
    const model = pictureModel({ src: COVER, ...PICTURE_SLOTS.banner })
    expect(urlsOfModel(model).sort()).toEqual([
      '/_ipx/blur_3,f_webp,q_50,w_16/images/covers/a.png',
      '/_ipx/f_avif,q_100,w_480/images/covers/a.png',
      '/_ipx/f_avif,q_100,w_750/images/covers/a.png',
      '/_ipx/f_png,q_100,w_480/images/covers/a.png',
      '/_ipx/f_png,q_100,w_750/images/covers/a.png',
      '/_ipx/f_webp,q_100,w_480/images/covers/a.png',
      '/_ipx/f_webp,q_100,w_750/images/covers/a.png',
    ])
  })
})

describe('encodeKeyOf', () => {
  const key = (url: string, sourceWidth: number) => {
    const { source, modifiers } = modifiersOfVariant(url)
    return encodeKeyOf(source, modifiers, sourceWidth)
  }

  it('is one key for every width at or above the source width (the encoder never enlarges)', () => {
    expect(key(`/_ipx/f_avif,q_100,w_1280${COVER}`, 1200)).toBe(key(`/_ipx/f_avif,q_100,w_2400${COVER}`, 1200))
    expect(key(`/_ipx/f_avif,q_100,w_1080${COVER}`, 1200)).not.toBe(key(`/_ipx/f_avif,q_100,w_1280${COVER}`, 1200))
  })

  it('tells formats, qualities and the placeholder apart', () => {
    const keys = [
      `/_ipx/f_avif,q_100,w_480${COVER}`,
      `/_ipx/f_webp,q_100,w_480${COVER}`,
      `/_ipx/f_png,q_100,w_480${COVER}`,
      `/_ipx/blur_3,f_webp,q_50,w_16${COVER}`,
      `/_ipx/f_webp,q_100,w_16${COVER}`,
    ]
    expect(new Set(keys.map((url) => key(url, 1200))).size).toBe(keys.length)
  })

  it('refuses a URL the optimiser would refuse', () => {
    expect(() => modifiersOfVariant('/_ipx/w_641/images/covers/a.png')).toThrow(/width is not an allowed size/)
  })
})

describe('variantManifestSchema', () => {
  it('accepts the build’s manifest and refuses a file name that could leave the folder', () => {
    const file = { file: 'abc_-1.avif', type: 'image/avif', etag: '"abc_-1"' }
    expect(variantManifestSchema.safeParse({ sources: [COVER], variants: { [`/_ipx/f_avif,q_100,w_480${COVER}`]: file } }).success).toBe(true)
    expect(variantManifestSchema.safeParse({ sources: [], variants: { x: { ...file, file: '../secret.avif' } } }).success).toBe(false)
  })
})
