import { expect } from 'vitest'
import { ERROR_TYPES, RESOURCE_ERROR_MESSAGE } from '#src/tracking/events'
import { QUEUE_KEY_PREFIX } from '#src/tracking/constants'
import { RELOAD_GUARD_KEY } from '#src/shell/reload-guard'
import { errorEvents } from '../fixtures/sentry-ingest'
import type { Engine } from './browsers'
import type { Held } from './front'
import type { Site } from './site'

/**
 * A lazy chunk cut off because the visitor leaves (app/lib/page-exit.ts), against one that really
 * fails while the page stays (SPEC 8). Firefox and WebKit tell the page about the first kind,
 * Chromium does not: here is where it shows. The chunk is the /about-us route's, held by the front
 * until the test has left the page or answers it with a 404 (and never kept by the browser, so that
 * each page asks for it again). While the visitor leaves, a newer build is announced: a page that
 * took the cut-off chunk for a deploy would reload.
 */

export const ROUTE_CHUNK = /^\/assets\/about-us-[\w-]+\.js$/
const NEXT_BUILD = { id: 'the-next-build', timestamp: 1 }

interface Tracked {
  kind: string
  url?: string
  error_type?: number
  error_msg?: string
  addition?: { src?: string }
}

/** Opens the home page as a new visit of its own (the token is in its URL) and waits until everything loaded after idle runs. */
async function openHome(engine: Engine, site: Site, token: string) {
  await engine.closeTab()
  await engine.goto(`${site.base}/?visit=${token}`)
  await engine.waitFor('the page hydrated, watching deploys, tracking and reporting errors', () =>
    ['data-hydrated', 'data-deploy-watch', 'data-tracking', 'data-error-reporting'].every((a) => document.documentElement.hasAttribute(a)),
  )
}

/**
 * Runs `test` with the /about-us chunk held by the front from a client navigation to it (a click
 * with no pointer over the link: no hover preload asks for the chunk first); the hold ends with it.
 */
async function withHeldRoute(engine: Engine, site: Site, test: (held: Held, next: () => Promise<Held>) => Promise<void>) {
  const hold = site.front.hold(ROUTE_CHUNK)
  try {
    await engine.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/about-us"]')!.click())
    await test(await hold.next(), hold.next)
  } finally {
    hold.stop()
  }
}

const trackedErrors = (site: Site) => site.events<Tracked>().filter((e) => e.kind === 'error')

/** The paths of the documents the browser loaded since the front had served `since` of them. */
const pathsSince = (site: Site, since: number) => site.front.pages.slice(since).map((p) => new URL(`http://${p}`).pathname)

/** The collector has the landing's view of visit `token`: what its page queued before it went has arrived. */
async function landingTracked(site: Site, token: string) {
  await expect.poll(() => site.events<Tracked>().some((e) => e.kind === 'view' && e.url?.includes(`visit=${token}`)), { timeout: 15_000 }).toBe(true)
}

export async function leaveMidChunk(engine: Engine, site: Site): Promise<void> {
  const token = `leave-${Date.now()}`
  site.front.announce(NEXT_BUILD)
  try {
    await openHome(engine, site, token)
    const reportsBefore = errorEvents(site.ingest.envelopes).length
    const trackedBefore = trackedErrors(site).length
    const pagesBefore = site.front.pages.length
    await engine.logs()
    await withHeldRoute(engine, site, async (held) => {
      // The visitor follows a link out of the app mid-download: a document load of another page.
      await engine.evaluate((url: string) => window.location.assign(url), `${site.base}/pricing?visit=${token}-next`)
      await engine.waitFor('the next page', () => location.pathname === '/pricing' && document.documentElement.hasAttribute('data-hydrated'))
      // The browser cut the chunk off: this is the case under test, not a download that finished.
      await held.abandoned
    })
    await landingTracked(site, token)

    expect((await engine.logs()).errors, 'console errors and uncaught errors').toEqual([])
    expect(errorEvents(site.ingest.envelopes).slice(reportsBefore), 'Sentry reports').toEqual([])
    expect(trackedErrors(site).slice(trackedBefore), 'tracked errors').toEqual([])
    // No reload: the one document after the landing is the page the visitor went to.
    expect(pathsSince(site, pagesBefore)).toEqual(['/pricing'])
  } finally {
    site.front.announce(undefined)
  }
}

/**
 * SPEC 8: a route chunk that answers 404 while the page stays raises the preload error and is
 * reported: the console, Sentry, and the tracked 100101 of its preload link. With no newer build,
 * the route shows the error screen and nothing reloads.
 */
export async function chunkFailsWhilePageStays(engine: Engine, site: Site): Promise<void> {
  const token = `fail-${Date.now()}`
  await openHome(engine, site, token)
  const reportsBefore = errorEvents(site.ingest.envelopes).length
  const pagesBefore = site.front.pages.length
  await engine.logs()
  await engine.evaluate(() => addEventListener('vite:preloadError', () => document.documentElement.setAttribute('data-preload-error', '')))
  await withHeldRoute(engine, site, async (held) => held.fail(404))
  await engine.waitFor(
    'the preload error and the error screen',
    () => document.documentElement.hasAttribute('data-preload-error') && document.querySelector('.error-screen') !== null,
  )
  // The page queues the 100101 of the chunk's preload link (tracking sends it after 10 s without a
  // new event, or when the page goes).
  const queued = await engine.waitFor(
    'the tracked resource error of the chunk in the queue',
    (prefix: string, type: number) => {
      const entries = Object.keys(localStorage)
        .filter((k) => k.startsWith(prefix))
        .flatMap((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { id: string; op_type: string; op_obj_type: string; op_obj_value: string }[])
      const entry = entries.find((e) => e.op_type === 'error' && e.op_obj_type === String(type) && /\/assets\/about-us-/.test(e.op_obj_value))
      return entry?.id
    },
    [QUEUE_KEY_PREFIX, ERROR_TYPES.resource],
  )
  const { errors } = await engine.logs()
  expect(errors.filter((e) => e.includes('[deploy] a chunk failed to load'))).toHaveLength(1)
  await expect
    .poll(
      () =>
        errorEvents(site.ingest.envelopes)
          .slice(reportsBefore)
          .some((e) => e.tags?.kind === 'chunk'),
      { message: 'a Sentry report of the chunk', timeout: 15_000 },
    )
    .toBe(true)
  // Leaving sends the queue (the page's beacon).
  await engine.goto('about:blank')
  await expect
    .poll(() => site.events<Tracked & { id: string }>().find((e) => e.id === queued), { message: 'the tracked 100101 of the chunk', timeout: 15_000 })
    .toMatchObject({ kind: 'error', error_type: ERROR_TYPES.resource, error_msg: RESOURCE_ERROR_MESSAGE })
  expect(pathsSince(site, pagesBefore), 'no reload').toEqual([])
}

/**
 * SPEC 8 with a newer build live: the page reloads once, at the route; the reloaded page fails the
 * same way and is not reloaded again within 10 s (the guard of SPEC 4/9). The failure is reported.
 */
export async function chunkGoneAfterDeployReloadsOnce(engine: Engine, site: Site): Promise<void> {
  const token = `deploy-${Date.now()}`
  site.front.announce(NEXT_BUILD)
  try {
    await openHome(engine, site, token)
    const reportsBefore = errorEvents(site.ingest.envelopes).length
    const pagesBefore = site.front.pages.length
    await engine.logs()
    const logs: string[] = []
    await withHeldRoute(engine, site, async (held, next) => {
      // Every request for the chunk fails, this one and the reloaded page's.
      held.fail(404)
      void (async () => {
        for (;;) (await next()).fail(404)
      })()
      await expect
        .poll(
          async () => {
            const { errors, warnings } = await engine.logs()
            logs.push(...errors, ...warnings)
            return logs.some((l) => l.includes('not reloading'))
          },
          { message: 'the reloaded page refusing a second reload', timeout: 20_000 },
        )
        .toBe(true)
    })
    expect(await engine.url()).toMatch(/\/about-us$/)
    expect(pathsSince(site, pagesBefore), 'one reload, at the route').toEqual(['/about-us'])
    expect(await engine.evaluate((key: string) => sessionStorage.getItem(key), RELOAD_GUARD_KEY)).toContain('"/about-us"')
    expect(logs.filter((l) => l.includes('[deploy] a chunk failed to load'))).not.toEqual([])
    await expect
      .poll(
        () =>
          errorEvents(site.ingest.envelopes)
            .slice(reportsBefore)
            .filter((e) => e.tags?.kind === 'chunk').length,
        { message: 'a Sentry report of the chunk', timeout: 15_000 },
      )
      .toBeGreaterThan(0)
  } finally {
    site.front.announce(undefined)
  }
}
