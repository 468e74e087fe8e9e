import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  IMAGE_DENSITIES,
  IMAGE_FORMATS,
  IMAGE_QUALITY,
  IMAGE_WIDTHS,
  MAX_IMAGE_WIDTH,
  PLACEHOLDER,
  ipxUrl,
  isOptimisableSource,
  parseIpxPath,
  snapWidth,
} from './ipx'

describe('SPEC 9 image constants', () => {
  it('are densities 1 and 2, quality 100, avif then webp; a placeholder at quality 50 and blur 3', () => {
    expect(IMAGE_DENSITIES).toEqual([1, 2])
    expect(IMAGE_QUALITY).toBe(100)
    expect(IMAGE_FORMATS).toEqual(['avif', 'webp'])
    expect(PLACEHOLDER).toMatchObject({ quality: 50, blur: 3 })
  })
})

describe('ipxUrl', () => {
  it('writes Nuxt Image URLs with modifiers in one fixed order', () => {
    expect(ipxUrl('/images/covers/a.png', { width: 640, quality: 100, format: 'avif' })).toBe('/_ipx/f_avif,q_100,w_640/images/covers/a.png')
    expect(ipxUrl('/images/a.png', { blur: 3, quality: 50, width: 16, format: 'webp' })).toBe('/_ipx/blur_3,f_webp,q_50,w_16/images/a.png')
    expect(ipxUrl('/images/a.png')).toBe('/_ipx/_/images/a.png')
  })

  it('rounds widths up to an allowed step', () => {
    expect(ipxUrl('/images/a.png', { width: 641 })).toBe('/_ipx/w_750/images/a.png')
    expect(snapWidth(1)).toBe(IMAGE_WIDTHS[0])
    expect(snapWidth(100_000)).toBe(MAX_IMAGE_WIDTH)
  })

  it('tops out at the widest breakpoint (1536) at 2x', () => {
    expect(MAX_IMAGE_WIDTH).toBe(3072)
    expect(Math.max(...IMAGE_WIDTHS)).toBe(MAX_IMAGE_WIDTH)
  })

  it('emits only URLs the server accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('avif', 'webp', 'png', 'jpeg') as fc.Arbitrary<'avif' | 'webp' | 'png' | 'jpeg'>,
        fc.integer({ min: 1, max: 100 }),
        (width, format, quality) => {
          const parsed = parseIpxPath(ipxUrl('/images/covers/x-1.png', { width, format, quality }))
          expect(parsed).toEqual({ ok: true, source: '/images/covers/x-1.png', modifiers: { width: snapWidth(width), format, quality } })
        },
      ),
    )
  })
})

describe('parseIpxPath', () => {
  const refused = (path: string) => {
    const parsed = parseIpxPath(path)
    expect(parsed.ok, path).toBe(false)
    return parsed.ok ? 0 : parsed.status
  }

  it('accepts the component URLs and the empty modifier list', () => {
    expect(parseIpxPath('/_ipx/f_webp,q_100,w_640/images/banner/register-en.png')).toMatchObject({
      ok: true,
      modifiers: { format: 'webp', quality: 100, width: 640 },
    })
    expect(parseIpxPath('/_ipx/_/images/a.jpg')).toEqual({ ok: true, source: '/images/a.jpg', modifiers: {} })
    expect(parseIpxPath('/_ipx/w_640,f_avif/images/a.webp')).toMatchObject({ ok: true })
  })

  it('refuses widths off the ladder or too large (CPU limit)', () => {
    for (const path of [
      '/_ipx/w_5000/images/a.png',
      '/_ipx/w_641/images/a.png',
      '/_ipx/w_0/images/a.png',
      '/_ipx/w_-1/images/a.png',
      '/_ipx/w_99999999/images/a.png',
    ])
      expect(refused(path), path).toBe(400)
  })

  it('refuses unknown, repeated and out-of-range modifiers', () => {
    for (const path of [
      '/_ipx/h_400/images/a.png',
      '/_ipx/s_4000x4000/images/a.png',
      '/_ipx/w_640,w_320/images/a.png',
      '/_ipx/q_101/images/a.png',
      '/_ipx/q_abc/images/a.png',
      '/_ipx/f_gif/images/a.png',
      '/_ipx/f_/images/a.png',
      '/_ipx/blur_50/images/a.png',
      '/_ipx/,/images/a.png',
    ])
      expect(refused(path), path).toBe(400)
  })

  it('refuses malformed and traversing source paths', () => {
    for (const path of [
      '/_ipx/w_640',
      '/_ipx//images/a.png',
      '/_ipx/w_640/images/../../etc/passwd.png',
      '/_ipx/w_640/images/%2e%2e/x.png',
      '/_ipx/w_640/etc/passwd',
      '/_ipx/w_640/images//a.png',
      '/_ipx/w_640/https://evil.example/a.png',
      '/_ipx/w_640/images/A.PNG',
      `/_ipx/w_640/images/${'a'.repeat(300)}.png`,
    ])
      expect(refused(path), path).toBe(400)
    expect(refused('/images/a.png')).toBe(404)
  })

  it('refuses sources that are not raster images with 415', () => {
    expect(refused('/_ipx/w_640/images/502.svg')).toBe(415)
    expect(refused('/_ipx/w_640/images/notes.txt')).toBe(415)
    expect(refused('/_ipx/w_640/images/covers')).toBe(415)
  })

  it('never throws and only responds 4xx to arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const parsed = parseIpxPath(`/_ipx/${tail}`)
        if (!parsed.ok) expect(parsed.status).toBeGreaterThanOrEqual(400)
        else expect(isOptimisableSource(parsed.source)).toBe(true)
      }),
    )
  })
})
