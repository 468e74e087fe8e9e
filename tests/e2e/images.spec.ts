import { globSync, readdirSync, readFileSync } from 'node:fs'
import { bannerImageFor, BANNER_VARIANTS } from '#src/images/banner-images'
import { ipxUrl, IMAGE_WIDTHS } from '#src/images/ipx'
import { VARIANT_FILES_DIR, VARIANT_MANIFEST, variantManifestSchema } from '#src/images/variants'
import { test as plain } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * For the tests that make images fail on purpose: Chromium logs each refused image as a console
 * error, which the shared fixture treats as a failure. Those (and only those) are expected here.
 */
const failing = plain.extend<{ otherErrors: void }>({
  otherErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use()
      expect(errors, 'console errors other than the refused images').toEqual([])
    },
    { auto: true },
  ],
})

// The image pipeline (ADR 011): the optimiser at /_ipx/, the <picture> markup of real
// pages, and the empty-picture placeholder of an image that fails.

const COVER = '/images/covers/browser-fingerprinting-explained.png'
const AVIF = (b: Buffer) => b.subarray(4, 12).toString('latin1') === 'ftypavif'
const WEBP = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'
const PNG = (b: Buffer) => b.subarray(0, 8).toString('hex') === '89504e470d0a1a0a'

test.describe('the optimiser at /_ipx/', () => {
  const sources = [COVER, '/images/covers/profiledeck-5-2-released.png', ...BANNER_VARIANTS.map((v) => `/images/banner/register-${v}.png`)]

  for (const source of sources) {
    test(`responds with AVIF and WebP for ${source}`, async ({ request }) => {
      for (const [format, magic] of [
        ['avif', AVIF],
        ['webp', WEBP],
      ] as const) {
        const res = await request.get(ipxUrl(source, { format, quality: 100, width: 640 }))
        expect(res.status()).toBe(200)
        expect(res.headers()['content-type']).toBe(`image/${format}`)
        expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
        expect(magic(await res.body()), `${format} magic bytes`).toBe(true)
      }
    })
  }

  test('serves the fallback in the source format and the blurred placeholder', async ({ request }) => {
    const fallback = await request.get(`/_ipx/f_png,q_100,w_480${COVER}`)
    expect(fallback.headers()['content-type']).toBe('image/png')
    expect(PNG(await fallback.body())).toBe(true)
    const blurred = await request.get(`/_ipx/blur_3,f_webp,q_50,w_16${COVER}`)
    expect(blurred.status()).toBe(200)
    expect((await blurred.body()).byteLength).toBeLessThan(1024)
  })

  test('responds to every width at or above the source’s own with the one file the build made (ETag, HEAD)', async ({ request }) => {
    const at = (width: number) => request.get(ipxUrl(COVER, { format: 'avif', quality: 100, width }))
    const [wide, wider] = await Promise.all([at(1280), at(2400)])
    expect(wide.headers().etag).toBeTruthy()
    expect(wider.headers().etag).toBe(wide.headers().etag)
    const head = await request.head(ipxUrl(COVER, { format: 'avif', quality: 100, width: 1280 }))
    expect(head.status()).toBe(200)
    expect(head.headers()['content-length']).toBe(String((await wide.body()).byteLength))
  })

  test('reads each variant from the file beside the built server, not from a module in its heap (ADR 041)', async ({ request }) => {
    const manifest = variantManifestSchema.parse(JSON.parse(readFileSync(`.image-variants/${VARIANT_MANIFEST}`, 'utf8')))
    const dir = `.output/server/${VARIANT_FILES_DIR}`
    const files = new Set(Object.values(manifest.variants).map((v) => v.file))
    expect(new Set(readdirSync(dir))).toEqual(files)
    // No variant became a JavaScript module of the server (base64 source, kept for the process's life).
    expect(globSync('.output/server/**/*.{avif,webp,png,jpg}.mjs')).toEqual([])
    const url = ipxUrl(COVER, { format: 'avif', quality: 100, width: 640 })
    const res = await request.get(url)
    expect(res.status()).toBe(200)
    expect(Buffer.compare(await res.body(), readFileSync(`${dir}/${manifest.variants[url]!.file}`))).toBe(0)
  })

  test('revalidates with the ETag', async ({ request }) => {
    const url = ipxUrl(COVER, { format: 'webp', quality: 100, width: 480 })
    const etag = (await request.get(url)).headers().etag
    expect(etag).toBeTruthy()
    expect((await request.get(url, { headers: { 'if-none-match': etag! } })).status()).toBe(304)
  })

  const refused: [string, number][] = [
    [`/_ipx/f_avif,q_100,w_${Math.max(...IMAGE_WIDTHS) * 2}${COVER}`, 400], // oversize
    // Well-formed, but no picture asks for it (ADR 034): the build did not make it.
    [`/_ipx/f_avif,q_37,w_640${COVER}`, 400],
    [`/_ipx/q_100,w_480${COVER}`, 400],
    [`/_ipx/f_webp,q_100,w_16${COVER}`, 400],
    [`/_ipx/f_jpeg,q_100,w_640${COVER}`, 400],
    [`/_ipx/w_641${COVER}`, 400], // off the width ladder
    [`/_ipx/h_4000,w_640${COVER}`, 400], // unknown modifier
    [`/_ipx/q_1000${COVER}`, 400],
    [`/_ipx/f_tiff${COVER}`, 400],
    [`/_ipx/blur_500,w_640${COVER}`, 400],
    [`/_ipx/w_640,w_320${COVER}`, 400],
    ['/_ipx/w_640', 400], // no source
    ['/_ipx/w_640/images/%2e%2e/%2e%2e/package.json', 400], // encoded traversal
    ['/_ipx/w_640/images/..%2f..%2fpackage.json', 400],
    ['/_ipx/w_640/etc/passwd', 400],
    ['/_ipx/w_640/https://example.com/a.png', 400], // (after the site's 301 that folds `//`)
    [`/_ipx/w_640${COVER}?w=9999`, 400],
    ['/_ipx/w_640/images/502.svg', 415], // not a raster source
    ['/_ipx/w_640/images/covers/no-such-post.png', 404],
  ]
  for (const [url, status] of refused) {
    test(`refuses ${url} with ${status}`, async ({ request }) => {
      const res = await request.get(url)
      expect(res.status()).toBe(status)
      expect(await res.text()).not.toContain('passwd')
    })
  }

  test('refuses other methods', async ({ request }) => {
    expect((await request.post(ipxUrl(COVER, { width: 320 }))).status()).toBe(405)
  })
})

/** The `<picture>`s of a page: source types and their candidate widths. */
async function picturesOf(page: import('@playwright/test').Page, scope: string) {
  return page.locator(`${scope} picture`).evaluateAll((pictures) =>
    pictures.map((p) => ({
      sources: [...p.querySelectorAll('source')].map((s) => ({ type: s.type, srcset: s.srcset, sizes: s.sizes })),
      img: { src: p.querySelector('img')!.getAttribute('src'), srcset: p.querySelector('img')!.srcset, alt: p.querySelector('img')!.alt },
    })),
  )
}

function widthsOf(srcset: string): number[] {
  return srcset.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]))
}

test('the home page blog cards are pictures with AVIF and WebP sources at 1x and 2x', async ({ page }) => {
  await page.goto('/')
  const pictures = await picturesOf(page, '.card')
  expect(pictures.length).toBeGreaterThanOrEqual(3)
  for (const p of pictures) {
    expect(p.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    for (const s of p.sources) {
      expect(s.srcset).toMatch(new RegExp(`/_ipx/f_${s.type.slice(6)},q_100,w_\\d+/images/covers/`))
      expect(s.sizes).toBe('(max-width: 767px) 100vw, (max-width: 992px) 50vw, 380px')
      // Every slot at 1x has its 2x candidate: 380 px → 480 and 960.
      const widths = widthsOf(s.srcset)
      expect(widths).toContain(480)
      expect(widths).toContain(960)
    }
    expect(p.img.src).toMatch(/^\/_ipx\/f_png,q_100,w_\d+\/images\/covers\/[a-z0-9-]+\.png$/)
    expect(p.img.alt).not.toBe('')
  }
  // The browser really shows one of them (decoded, not the broken placeholder).
  const first = page.locator('.card picture img').first()
  await first.scrollIntoViewIfNeeded()
  // A first request encodes the variant (AVIF at quality 100): allow for a slow, shared machine.
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc), { timeout: 30_000 })
    .toMatch(/\/_ipx\/f_avif,/)
})

test('a post page shows its cover as a picture, fetched eagerly', async ({ page }) => {
  await page.goto('/ru/blog/browser-fingerprinting-explained')
  const cover = page.locator('.article__cover')
  await expect(cover).toHaveAttribute('loading', 'eager')
  const [p] = await picturesOf(page, 'article > ')
  expect(p!.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
  expect(p!.sources[0]!.srcset).toContain('/images/covers/browser-fingerprinting-explained.png')
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0)
  // Once loaded, the blurred placeholder behind it is gone.
  await expect(cover).not.toHaveAttribute('style', /blur_3/)
})

test('the blog list and news list use the component for every cover', async ({ page }) => {
  for (const path of ['/blog', '/news']) {
    await page.goto(path)
    const cards = page.locator('.card')
    expect(await cards.count()).toBeGreaterThan(0)
    await expect(page.locator('.card img:not(picture img)')).toHaveCount(0)
    expect(await page.locator('.card picture').count()).toBe(await cards.count())
  }
})

test('a blurred placeholder (quality 50, blur 3) sits behind an image until it loads', async ({ page }) => {
  // The full-size variants never arrive; the placeholder does.
  await page.route(/\/_ipx\/f_[a-z]+,q_100,/, () => new Promise<void>(() => {}))
  await page.goto('/blog/browser-fingerprinting-explained', { waitUntil: 'domcontentloaded' })
  await hydrated(page)
  await expect(page.locator('.article__cover')).toHaveAttribute('style', /\/_ipx\/blur_3,f_webp,q_50,w_16\/images\/covers\//)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

failing.describe('broken images', () => {
  failing('an image that fails after hydration is replaced by the placeholder, alt kept', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    // From now on every optimised image fails; a client navigation renders new pictures.
    await page.route('**/_ipx/**', (route) => route.fulfill({ status: 404, body: 'gone' }))
    await page.locator('footer a[href="/news"]').first().click()
    await expect(page).toHaveURL(/\/news$/)
    await expect(page.locator('h1')).toHaveText('News')
    const card = page.locator('.card').first()
    const broken = card.locator('img[data-broken]')
    await expect(broken).toBeVisible()
    expect(await broken.getAttribute('alt')).toBe((await card.locator('.card__title').innerText()).trim())
    await expect(broken).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    await expect(card.locator('picture')).toHaveCount(0)
  })

  failing('an image that failed before hydration is replaced too', async ({ page }) => {
    // Every optimiser URL fails, and the app's scripts wait until the images have failed.
    await page.route('**/_ipx/**', (route) => route.fulfill({ status: 404, body: 'gone' }))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/**/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/blog/browser-fingerprinting-explained', { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.locator('.article__cover').evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
    await expect(page.locator('img[data-broken]')).toHaveCount(0) // not hydrated yet
    release()
    const broken = page.locator('article img[data-broken]').first()
    await expect(broken).toBeVisible()
    await expect(broken).toHaveAttribute('alt', '')
    await expect(page.locator('article > picture')).toHaveCount(0)
  })

  failing('a plain image (vector logo) that fails gets the placeholder with its alt', async ({ page }) => {
    await page.route('**/images/partners/*.svg', (route) => route.fulfill({ status: 404, body: 'gone' }))
    await page.goto('/partner')
    const broken = page.locator('img[data-broken]').first()
    await expect(broken).toBeVisible()
    expect(await broken.getAttribute('alt')).toBeTruthy()
  })
})

test('each language shows its banner image through the pipeline', async ({ request }) => {
  for (const locale of ['en', 'zh', 'tc', 'ru', 'pt', 'vn', 'jp'] as const) {
    const res = await request.get(ipxUrl(bannerImageFor(locale), { format: 'webp', quality: 100, width: 750 }))
    expect(res.status(), locale).toBe(200)
  }
})
