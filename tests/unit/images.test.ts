import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BANNER_IMAGE_SIZE, BANNER_VARIANTS } from '#src/images/banner-images'
import { parseContentFiles } from '#src/content/parse'
import { BREAKPOINTS } from '#src/shell/breakpoints'
import { readContentDir } from '../../scripts/content-plugin'

/** Width and height of a PNG file, from its IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const head = readFileSync(path).subarray(0, 24)
  expect(head.subarray(0, 8).toString('hex'), `${path} is a PNG`).toBe('89504e470d0a1a0a')
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
}

describe('committed raster images', () => {
  const { markdown, data } = readContentDir(process.cwd())
  const posts = parseContentFiles(markdown, data).entries.filter((e) => e.collection === 'blog' || e.collection === 'news')

  it('gives every blog and news post a real cover, shared by slug across languages', () => {
    expect(posts.length).toBeGreaterThan(20)
    for (const post of posts) {
      const cover = (post.data as { cover: string }).cover
      expect(cover, `${post.collection}/${post.locale}/${post.slug}`).toBe(`/images/covers/${post.slug}.png`)
      const file = `public${cover}`
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 })
      expect(statSync(file).size, `${file} stays small`).toBeLessThan(40 * 1024)
    }
  })

  it('has a registration banner for every variant', () => {
    for (const variant of BANNER_VARIANTS) {
      const file = `public/images/banner/register-${variant}.png`
      expect(pngSize(file)).toEqual(BANNER_IMAGE_SIZE)
      expect(statSync(file).size, `${file} stays small`).toBeLessThan(20 * 1024)
    }
  })
})

describe('one breakpoint table for the CSS and the image sizes', () => {
  it('styles.css media queries only use SPEC 9 breakpoints (min-width N+1 / max-width N-1 as complements)', () => {
    const css = readFileSync('app/styles.css', 'utf8')
    const values = new Set<number>(Object.values(BREAKPOINTS))
    const queries = [...css.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)]
    expect(queries.length).toBeGreaterThan(0)
    for (const [query, kind, px] of queries) {
      const n = Number(px)
      // `(max-width: 767px)` is "at most mobile", `(max-width: 1199px)` "below md"; `(min-width: 992px)`
      // is "from sm", `(min-width: 768px)` "above mobile".
      const isBreakpoint = values.has(n) || (kind === 'max' ? values.has(n + 1) : values.has(n - 1))
      expect(isBreakpoint, `${query} is not a SPEC 9 breakpoint (src/shell/breakpoints.ts)`).toBe(true)
    }
  })
})
