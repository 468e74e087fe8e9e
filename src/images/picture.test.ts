import { describe, expect, it } from 'vitest'
import { BREAKPOINTS } from '../shell/breakpoints'
import { parseIpxPath } from './ipx'
import { BROKEN_IMAGE_SRC, candidateWidths, crossOriginAttribute, imageAttributeProblems, pictureModel, sizesAttribute } from './picture'

const urlsOf = (srcSet: string) => srcSet.split(', ').map((c) => c.split(' ')[0] ?? '')

describe('sizesAttribute', () => {
  it('reads SPEC 9 breakpoints from the one table, narrowest first', () => {
    expect(sizesAttribute({ sm: '50vw', mobile: '100vw', default: '360px' })).toBe(
      `(max-width: ${BREAKPOINTS.mobile}px) 100vw, (max-width: ${BREAKPOINTS.sm}px) 50vw, 360px`,
    )
    expect(sizesAttribute({ default: '100vw' })).toBe('100vw')
  })

  it('writes one query for breakpoints of equal width (ss and mobile)', () => {
    expect(sizesAttribute({ ss: '100vw', mobile: '90vw', default: '50vw' })).toBe('(max-width: 767px) 100vw, 50vw')
  })
})

describe('candidateWidths', () => {
  it('offers every slot at 1x and 2x', () => {
    // 100vw at 767 → 767 and 1534; 360px → 360 and 720: rounded up to allowed steps.
    expect(candidateWidths({ mobile: '100vw', default: '360px' })).toEqual([480, 750, 960, 1536])
  })

  it('honours a density list', () => {
    expect(candidateWidths({ default: '300px' }, [1])).toEqual([320])
  })
})

describe('pictureModel', () => {
  const model = pictureModel({ src: '/images/covers/a.png', width: 600, sizes: { mobile: '100vw', sm: '50vw', default: '380px' } })

  it('offers AVIF then WebP at quality 100, and a fallback in the source format', () => {
    expect(model.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    for (const url of urlsOf(model.sources[0]!.srcSet)) expect(url).toMatch(/^\/_ipx\/f_avif,q_100,w_\d+\/images\/covers\/a\.png$/)
    for (const url of urlsOf(model.sources[1]!.srcSet)) expect(url).toMatch(/^\/_ipx\/f_webp,q_100,w_\d+\//)
    expect(model.img.src).toBe('/_ipx/f_png,q_100,w_640/images/covers/a.png')
    expect(model.img.sizes).toBe('(max-width: 767px) 100vw, (max-width: 992px) 50vw, 380px')
  })

  it('every candidate is a URL the server accepts', () => {
    for (const set of [...model.sources, model.img]) {
      for (const url of urlsOf(set.srcSet)) expect(parseIpxPath(url).ok, url).toBe(true)
    }
    expect(parseIpxPath(model.placeholder).ok).toBe(true)
  })

  it('has a blurred placeholder at quality 50 and blur 3', () => {
    expect(model.placeholder).toBe('/_ipx/blur_3,f_webp,q_50,w_16/images/covers/a.png')
  })

  it('describes fixed-width images with 1x and 2x', () => {
    const fixed = pictureModel({ src: '/images/banner/register-en.png', width: 375 })
    expect(fixed.sources[1]!.srcSet).toBe(
      '/_ipx/f_webp,q_100,w_480/images/banner/register-en.png 1x, /_ipx/f_webp,q_100,w_750/images/banner/register-en.png 2x',
    )
    expect(fixed.img.sizes).toBeUndefined()
  })
})

describe('imageAttributeProblems (SPEC 5)', () => {
  it('accepts the allowed values', () => {
    expect(imageAttributeProblems({ loading: 'lazy', decoding: 'async', crossOrigin: 'anonymous', densities: [1, 2] })).toEqual([])
    expect(imageAttributeProblems({ loading: 'eager', decoding: 'sync', crossOrigin: true })).toEqual([])
    expect(imageAttributeProblems({ decoding: 'auto', crossOrigin: 'use-credentials' })).toEqual([])
    expect(imageAttributeProblems({})).toEqual([])
  })

  it('names each bad value', () => {
    const problems = imageAttributeProblems({ loading: 'soon', decoding: 'fast', crossOrigin: 'yes', densities: [] })
    expect(problems).toHaveLength(4)
    expect(problems[0]!).toContain('loading must be lazy or eager')
    expect(problems[3]!).toContain('non-empty')
    expect(imageAttributeProblems({ densities: [3] })[0]!).toContain('densities may only contain 1 and 2')
    expect(imageAttributeProblems({ densities: 'x' })).toHaveLength(1)
  })

  it('maps crossorigin booleans to the attribute', () => {
    expect(crossOriginAttribute(true)).toBe('')
    expect(crossOriginAttribute(false)).toBeUndefined()
    expect(crossOriginAttribute('use-credentials')).toBe('use-credentials')
  })
})

describe('BROKEN_IMAGE_SRC', () => {
  it('is one small inline SVG', () => {
    expect(BROKEN_IMAGE_SRC.startsWith('data:image/svg+xml,')).toBe(true)
    expect(BROKEN_IMAGE_SRC.length).toBeLessThan(1024)
    expect(decodeURIComponent(BROKEN_IMAGE_SRC)).toContain('<svg')
  })
})
