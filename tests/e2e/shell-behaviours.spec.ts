import type { Page, Route } from '@playwright/test'
import jsQR from 'jsqr'
import {
  BANNER_DELAY_MS,
  BANNER_IDLE_RESHOW_MS,
  LOADING_BAR_HIDE_MS,
  LOADING_BAR_RESET_MS,
  SCROLL_THROTTLE_MS,
  TIP_LEAVE_MS,
  TIP_MS,
  TOAST_MS,
  TOOLTIP_MAX_WIDTH_PX,
} from '#src/shell/timings'
import { appLanguageFor } from '#src/i18n/app-language'
import { bannerVariantFor } from '#src/shell/banner'
import { catalog, expect, getIn, hydrated, LOCALE_CODES, localizePath, originFor, test, urlIn, type LocaleCode } from './fixtures'

// SPEC 2.7/4/9's shell behaviours, timed with the browser's clock: the clock is installed and
// paused before the page loads, so every timer runs only when a test advances it.
const T0 = new Date('2026-11-25T08:00:00Z').getTime()
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1280, height: 800 } }
const LOCALES: LocaleCode[] = ['zh', 'ru', 'pt', 'en']

async function openPaused(page: Page, url: string) {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T0 + 60_000)
  await page.goto(url)
  await hydrated(page)
}

async function scrollTo(page: Page, y: number) {
  // Wait for the scroll *event*, not only for scrollY: the browser dispatches it with its next
  // frame, and a clock advanced before that would run the handlers late (a busy renderer, e.g.
  // decoding images, makes that frame late).
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.abs(window.scrollY - top) < 2) return resolve()
        window.addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo({ top, behavior: 'instant' })
      }),
    y,
  )
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y)
}

/** Holds every server-function call until `release()`: a client navigation that lasts as long as we like. */
async function holdServerCalls(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route('**/_serverFn/**', (route) => (holding ? held.push(route) : route.continue()))
  return {
    release: async () => {
      holding = false
      await Promise.all(held.splice(0).map((r) => r.continue()))
    },
  }
}

test.describe('mobile registration banner (390×844)', () => {
  test.use(MOBILE)
  for (const locale of LOCALES) {
    test(`${locale}: shows after 1 s, retracts on scroll down, returns on scroll up and after 5 s idle, closes for the visit`, async ({ page, baseURL }) => {
      // A long page: scrolling beyond one viewport must be possible in every language.
      await openPaused(page, urlIn(locale, '/blog/browser-fingerprinting-explained', baseURL!))
      const banner = page.locator('aside.register-banner')
      await expect(banner).toBeAttached()
      await expect(banner).toBeHidden()
      await page.clock.runFor(BANNER_DELAY_MS - 100)
      await expect(banner).toBeHidden()
      await page.clock.runFor(200)
      await expect(banner).toBeVisible()
      await expect(banner).toHaveAccessibleName(/.+/)
      // The language's own image and a decorated registration link (SPEC 5).
      await expect(banner.locator('img')).toHaveAttribute('src', new RegExp(`register-${bannerVariantFor(locale)}\\.png`))
      const href = await banner.locator('a').getAttribute('href')
      const link = new URL(href!)
      expect(link.searchParams.get('rel')).toBe('official_website')
      // SPEC 3/4: the app's tag, the browser's (Playwright's en-US) where the app lacks the page's.
      expect(link.searchParams.get('lang')).toBe(appLanguageFor(locale, null, ['en-US']))
      expect(link.searchParams.get('from')).toBe(page.url())

      await scrollTo(page, 600)
      await expect(banner).toBeHidden()
      await page.clock.runFor(SCROLL_THROTTLE_MS)
      await scrollTo(page, 300)
      await page.clock.runFor(SCROLL_THROTTLE_MS)
      await expect(banner).toBeVisible()

      await scrollTo(page, 1200)
      await page.clock.runFor(SCROLL_THROTTLE_MS)
      await expect(banner).toBeHidden()
      await page.clock.runFor(BANNER_IDLE_RESHOW_MS - SCROLL_THROTTLE_MS - 100)
      await expect(banner).toBeHidden()
      await page.clock.runFor(200)
      await expect(banner).toBeVisible()

      // It never covers the back-to-top button. Scrolled beyond one viewport, the floating buttons
      // made way while the page was read on (ADR 031); a scroll up shows them, above the banner.
      const top = page.getByRole('button', { name: await backToTopName(locale) })
      await expect(top).toBeHidden()
      await scrollTo(page, 1000)
      await page.clock.runFor(SCROLL_THROTTLE_MS)
      await expect(top).toBeVisible()
      await expect(banner).toBeVisible()
      // The stack slides up over the banner's height (a CSS transition, on the compositor's clock).
      await expect
        .poll(async () => {
          const [a, b] = [await top.boundingBox(), await banner.boundingBox()]
          return a!.y + a!.height <= b!.y
        })
        .toBe(true)

      // Its left edge closes it, for the rest of the visit.
      const close = banner.locator('button.register-banner__close')
      await expect(close).toHaveAccessibleName(/.+/)
      const box = (await close.boundingBox())!
      expect(box.x).toBe(0)
      await close.tap()
      await expect(banner).toHaveCount(0)
      await page.reload()
      await hydrated(page)
      await page.clock.runFor(BANNER_DELAY_MS * 3)
      await expect(page.locator('aside.register-banner')).toHaveCount(0)
    })
  }

  test('is not on desktop viewports, and its code is not loaded there', async ({ browser, baseURL }) => {
    const page = await browser.newPage(DESKTOP)
    const chunks: string[] = []
    page.on('request', (r) => {
      if (/register-banner/.test(r.url())) chunks.push(r.url())
    })
    await openPaused(page, urlIn('en', '/blog', baseURL!))
    await page.clock.runFor(BANNER_DELAY_MS * 2)
    await expect(page.locator('aside.register-banner')).toHaveCount(0)
    expect(chunks).toEqual([])
    await page.close()
  })
})

async function backToTopName(locale: LocaleCode) {
  const { catalog } = await import('./fixtures')
  return catalog(locale).get('Back to top') ?? 'Back to top'
}

for (const [name, options] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`back to top (${name})`, () => {
    test.use(options)
    for (const locale of ['zh', 'jp', 'en'] as const) {
      test(`${locale}: absent within one viewport of scroll, present beyond it; returns to the top and moves focus there`, async ({ page, baseURL }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await openPaused(page, urlIn(locale, '/blog/browser-fingerprinting-explained', baseURL!))
        const button = page.getByRole('button', { name: await backToTopName(locale) })
        const height = await page.evaluate(() => window.innerHeight)
        await scrollTo(page, height - 10)
        await page.clock.runFor(SCROLL_THROTTLE_MS)
        await expect(button).toHaveCount(0)
        await scrollTo(page, height + 200)
        await page.clock.runFor(SCROLL_THROTTLE_MS)
        if (name === 'mobile') {
          // On one column the floating buttons make way while the page is read on (ADR 031): the
          // button is there, and shows on the first scroll up, which is when it is looked for.
          const retracted = page.getByRole('button', { name: await backToTopName(locale), includeHidden: true })
          await expect(retracted).toHaveCount(1)
          await expect(retracted).toBeHidden()
          await scrollTo(page, height + 100)
          await page.clock.runFor(SCROLL_THROTTLE_MS)
        }
        await expect(button).toBeVisible()
        await button.click()
        await page.waitForFunction(() => window.scrollY === 0)
        await expect(page.locator('#top')).toBeFocused()
        await page.clock.runFor(SCROLL_THROTTLE_MS)
        await expect(button).toHaveCount(0)
      })
    }
  })
}

test.describe('service QR panel', () => {
  test('is in the HTML of zh pages only', async ({ request, baseURL }) => {
    for (const locale of LOCALE_CODES) {
      const html = await (await getIn(request, locale, localizePath(locale, '/pricing'), baseURL!)).text()
      // The panel's element: the stylesheet in the head names its class on every page.
      expect(html.includes('class="service-qr"'), locale).toBe(locale === 'zh')
    }
  })

  test('is a real QR code of the configured contact URL', async ({ page, baseURL }) => {
    await page.goto(urlIn('zh', '/', baseURL!))
    // Rasterise the served SVG in the browser and decode it. The pixels come back as base64: as an
    // array of half a million numbers they took the protocol seconds.
    const size = 370
    const pixels = await page.evaluate(async (size) => {
      const img = new Image()
      img.src = '/service-qr.svg'
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = size
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(img, 0, 0, size, size)
      const { data } = ctx.getImageData(0, 0, size, size)
      let binary = ''
      for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
      return btoa(binary)
    }, size)
    const code = jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), size, size)
    expect(code?.data).toBe('https://work.weixin.qq.com/kfid/kfc-profiledeck')
  })

  test.describe('desktop', () => {
    test.use(DESKTOP)
    test('opens on hover, closes with Escape and on leaving', async ({ page, baseURL }) => {
      await page.goto(urlIn('zh', '/pricing', baseURL!))
      await hydrated(page)
      const trigger = page.locator('.service-qr > button')
      await expect(trigger).toHaveAccessibleName(/.+/)
      const panel = page.locator('.service-qr__panel')
      await expect(panel).toBeHidden()
      await trigger.hover()
      await expect(panel).toBeVisible()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await expect(panel.locator('img')).toHaveJSProperty('complete', true)
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await page.mouse.move(0, 0)
      await trigger.hover()
      await expect(panel).toBeVisible()
      await page.mouse.move(0, 0)
      await expect(panel).toBeHidden()
    })
  })

  test.describe('mobile', () => {
    test.use(MOBILE)
    test('toggles on tap and closes on a tap outside', async ({ page, baseURL }) => {
      await page.goto(urlIn('zh', '/pricing', baseURL!))
      await hydrated(page)
      const trigger = page.locator('.service-qr > button')
      const panel = page.locator('.service-qr__panel')
      await trigger.tap()
      await expect(panel).toBeVisible()
      await trigger.tap()
      await expect(panel).toBeHidden()
      await trigger.tap()
      await expect(panel).toBeVisible()
      await page.locator('h1').tap()
      await expect(panel).toBeHidden()
    })
  })
})

test.describe('toast and tip banner', () => {
  test.use(DESKTOP)
  for (const locale of ['zh', 'ru', 'en'] as const) {
    test(`${locale}: the copy confirmation tip leaves at 1.3 s; the failure toast is an alert gone at 3.6 s`, async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: originFor(locale, baseURL!) })
      await openPaused(page, urlIn(locale, '/blog/browser-fingerprinting-explained', baseURL!))
      const copy = page.locator('.copy-link > button')
      await copy.click()
      const tip = page.getByTestId('tip-banner')
      await expect(tip).toBeVisible()
      await expect(tip).toHaveAttribute('role', 'status')
      // The success toast too, in the toaster's polite region, in the page's language.
      const success = page.getByRole('status').getByTestId('toast')
      await expect(success).toHaveClass(/toast--success/)
      await expect(success).toHaveText(catalog(locale).get('Link copied')!)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
      await page.clock.runFor(TIP_MS + TIP_LEAVE_MS - 100)
      await expect(tip).toBeVisible()
      await page.clock.runFor(100)
      await expect(tip).toHaveCount(0)

      // A refused clipboard: the failure toast.
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))
      })
      await copy.click()
      const toast = page.getByRole('alert').getByTestId('toast')
      await expect(toast).toBeVisible()
      await page.clock.runFor(TOAST_MS - 100)
      await expect(toast).toBeVisible()
      await page.clock.runFor(100)
      await expect(toast).toHaveCount(0)
    })
  }
})

test.describe('copy link confirmations', () => {
  test.use(DESKTOP)
  test("the success toast stays 3.6 s; the tip banner's close button ends the tip at once", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: originFor('pt', baseURL!) })
    await openPaused(page, urlIn('pt', '/blog/browser-fingerprinting-explained', baseURL!))
    await page.locator('.copy-link > button').click()
    const tip = page.getByTestId('tip-banner')
    const success = page.getByRole('status').getByTestId('toast')
    await expect(tip).toBeVisible()
    await expect(success).toHaveText(catalog('pt').get('Link copied')!)
    // Closed by the visitor, with no time passing: gone now, not after TIP_MS + TIP_LEAVE_MS.
    await tip.getByRole('button', { name: catalog('pt').get('Close')! }).click()
    await expect(tip).toHaveCount(0)
    // The toast keeps its own time.
    await page.clock.runFor(TOAST_MS - 100)
    await expect(success).toBeVisible()
    await page.clock.runFor(100)
    await expect(success).toHaveCount(0)
  })
})

test.describe('tooltips', () => {
  test.describe('desktop', () => {
    test.use(DESKTOP)
    for (const locale of ['zh', 'ru', 'th'] as const) {
      test(`${locale}: hover and keyboard focus show it, Escape hides it, never wider than 265 px`, async ({ page, baseURL }) => {
        await page.goto(urlIn(locale, '/pricing', baseURL!))
        await hydrated(page)
        const trigger = page.locator('.tooltip__trigger').first()
        const bubble = page.locator('.tooltip__bubble').first()
        const id = await bubble.getAttribute('id')
        await expect(trigger).toHaveAttribute('aria-describedby', id!)
        await expect(bubble).toBeHidden()
        await trigger.hover()
        await expect(bubble).toBeVisible()
        expect((await bubble.boundingBox())!.width).toBeLessThanOrEqual(TOOLTIP_MAX_WIDTH_PX)
        await page.keyboard.press('Escape')
        await expect(bubble).toBeHidden()
        await page.mouse.move(0, 0)
        await trigger.focus()
        await expect(bubble).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(bubble).toBeHidden()
      })
    }
  })
  test.describe('mobile', () => {
    test.use(MOBILE)
    test('a tap toggles it', async ({ page, baseURL }) => {
      await page.goto(urlIn('jp', '/pricing', baseURL!))
      await hydrated(page)
      const trigger = page.locator('.tooltip__trigger').first()
      const bubble = page.locator('.tooltip__bubble').first()
      await trigger.tap()
      await expect(bubble).toBeVisible()
      expect((await bubble.boundingBox())!.width).toBeLessThanOrEqual(TOOLTIP_MAX_WIDTH_PX)
      await trigger.tap()
      await expect(bubble).toBeHidden()
    })
  })
})

test.describe('loading bar', () => {
  test.use(DESKTOP)
  test('stays invisible for a 150 ms navigation', async ({ page, baseURL }) => {
    await openPaused(page, urlIn('en', '/pricing', baseURL!))
    const bar = page.getByTestId('loading-bar')
    const calls = await holdServerCalls(page)
    await page.locator('footer a[href="/faq"]').first().click()
    await page.clock.runFor(150)
    await expect(bar).not.toHaveClass(/loading-bar--visible/)
    await calls.release()
    await page.waitForURL('**/faq')
    // The navigation has ended once the FAQ page rendered (the URL changes before its data arrives).
    await expect(page.locator('h1')).toHaveText('Frequently asked questions')
    await page.clock.runFor(1000)
    await expect(bar).not.toHaveClass(/loading-bar--visible/)
    await expect(page.getByRole('progressbar')).toHaveCount(0)
  })

  test('shows, grows and completes for a 1 s navigation, then fades and resets', async ({ page, baseURL }) => {
    await openPaused(page, urlIn('ru', '/pricing', baseURL!))
    const bar = page.getByTestId('loading-bar')
    const calls = await holdServerCalls(page)
    await page.locator('footer a[href="/ru/faq"]').first().click()
    await page.clock.runFor(300)
    const progress = page.getByRole('progressbar')
    await expect(progress).toBeVisible()
    await expect(progress).toHaveAccessibleName(/.+/)
    const early = Number(await progress.getAttribute('aria-valuenow'))
    await page.clock.runFor(700)
    const later = Number(await progress.getAttribute('aria-valuenow'))
    expect(later).toBeGreaterThan(early)
    expect(later).toBeLessThan(100)
    expect((await bar.boundingBox())!.height).toBe(3)
    await calls.release()
    await page.waitForURL('**/ru/faq')
    await expect(progress).toHaveAttribute('aria-valuenow', '100')
    await page.clock.runFor(LOADING_BAR_HIDE_MS)
    await expect(bar).not.toHaveClass(/loading-bar--visible/)
    await page.clock.runFor(LOADING_BAR_RESET_MS)
    await expect(bar).toHaveCSS('transform', 'matrix(0, 0, 0, 1, 0, 0)')
  })
})

test.describe('application error screen', () => {
  test('a navigation whose data fails shows the full-page error screen and the bar turns red', async ({ page, baseURL, consoleErrors }) => {
    await openPaused(page, urlIn('en', '/blog', baseURL!))
    await page.route('**/_serverFn/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"upstream down"}' }))
    await page.locator('main a[href^="/blog/"]').first().click()
    await page.clock.runFor(300)
    const screen = page.locator('main.error-screen')
    await expect(screen).toBeVisible()
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Sorry, something went wrong on our side.')
    await expect(page.locator('header.site-header')).toHaveCount(0)
    await expect(page.getByTestId('loading-bar')).toHaveClass(/loading-bar--error/)
    // The countdown still leads to the blog.
    await page.unroute('**/_serverFn/**')
    await page.clock.runFor(5000)
    await page.waitForURL((url) => url.pathname === '/blog')
    // The browser logged the failed calls and the application error: expected here.
    consoleErrors.length = 0
  })
})

test.describe('error screen back link', () => {
  for (const locale of ['ru', 'zh'] as const) {
    test(`${locale}: the back button leads to the blog at once, before the countdown ends`, async ({ page, baseURL }) => {
      await openPaused(page, urlIn(locale, '/error/502', baseURL!))
      const back = page.locator('main.error-screen').getByRole('link', { name: catalog(locale).get('back')! })
      await expect(back).toHaveAttribute('href', localizePath(locale, '/blog'))
      // No time passes: the countdown has not sent the visitor anywhere yet.
      await back.click()
      await page.waitForURL((url) => url.pathname === localizePath(locale, '/blog'))
      await expect(page.locator('main.error-screen')).toHaveCount(0)
    })
  }
})

test.describe('phone layout (390×844)', () => {
  test.use(MOBILE)
  test('no language widens the page beyond the screen', async ({ page, baseURL }) => {
    for (const locale of LOCALE_CODES) {
      await page.goto(urlIn(locale, '/pricing', baseURL!))
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(390)
    }
  })
})
