import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { variantManifestSchema, variantUrlsOf, VARIANT_MANIFEST } from '#src/images/variants'
import { buildImageVariants } from '../../scripts/image-variants'

const png = (width: number, height: number, background = '#4f46e5') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

/** A fresh source folder with the given files (path under it → bytes). */
function sourceFolder(files: Record<string, Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), 'variants-src-'))
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), bytes)
  }
  return dir
}

describe('buildImageVariants (every variant once per build, ADR 034)', () => {
  let sourceDir: string
  let cacheDir: string
  beforeAll(async () => {
    sourceDir = sourceFolder({ 'covers/a.png': await png(1200, 630), 'banner/b.png': await png(750, 160, '#16a34a') })
    cacheDir = mkdtempSync(join(tmpdir(), 'variants-cache-'))
  })

  it('writes a file for every URL the pictures can ask for, and a manifest naming each', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'variants-out-'))
    const report = await buildImageVariants({ sourceDir, outDir, cacheDir })
    const manifest = variantManifestSchema.parse(JSON.parse(readFileSync(join(outDir, VARIANT_MANIFEST), 'utf8')))
    expect(manifest.sources).toEqual(['/images/banner/b.png', '/images/covers/a.png'])
    const urls = [...variantUrlsOf('/images/banner/b.png'), ...variantUrlsOf('/images/covers/a.png')]
    expect(Object.keys(manifest.variants).sort()).toEqual(urls.sort())
    expect(report.urls).toBe(urls.length)
    // Every width at or above the source's own draws the same pixels: one encode, one file.
    const cover = (width: number) => manifest.variants[`/_ipx/f_avif,q_100,w_${width}/images/covers/a.png`]
    expect(cover(1280)).toEqual(cover(2400))
    expect(cover(1080)).not.toEqual(cover(1280))
    expect(report.files).toBeLessThan(report.urls)
    expect(report.encoded).toBe(report.files)
    const files = readdirSync(outDir).filter((f) => f !== VARIANT_MANIFEST)
    expect(files.sort()).toEqual([...new Set(Object.values(manifest.variants).map((v) => v.file))].sort())
    const avif = readFileSync(join(outDir, cover(960)!.file))
    expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', width: 960 })
    expect(cover(960)!.type).toBe('image/avif')
  })

  it('encodes nothing again when no source changed (the cache survives between builds)', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'variants-out-'))
    const first = await buildImageVariants({ sourceDir, outDir, cacheDir })
    const again = await buildImageVariants({ sourceDir, outDir, cacheDir })
    expect(again.encoded).toBe(0)
    expect(again.files).toBe(first.files)
  })

  it('fails with the file’s name for a source it cannot serve', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'variants-out-'))
    const broken = sourceFolder({
      'covers/ok.png': await png(320, 200),
      'covers/broken.png': new TextEncoder().encode('not a png'),
      'covers/Upper Case.png': await png(320, 200),
    })
    const failure = buildImageVariants({ sourceDir: broken, outDir, cacheDir })
    await expect(failure).rejects.toThrow(/covers\/broken\.png: /)
    await expect(failure).rejects.toThrow(/covers\/Upper Case\.png: not a name the optimiser serves/)
  })

  it('refuses a pixel bomb before decoding it', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'variants-out-'))
    const huge = sourceFolder({
      'huge.png': await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    })
    await expect(buildImageVariants({ sourceDir: huge, outDir, cacheDir })).rejects.toThrow(/huge\.png: 5000×4000 is more than/)
  })
})
