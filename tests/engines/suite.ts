import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { QUEUE_KEY_PREFIX } from '#src/tracking/constants'
import { launchFirefox, launchWebKit, type Engine, type EngineName } from './browsers'
import { startSite, type Site } from './site'
import { chunkFailsWhilePageStays, chunkGoneAfterDeployReloadsOnce, leaveMidChunk, ROUTE_CHUNK } from './leaving'
import { SMOKE_LOCALES, walk } from './smoke'

/** The engine suite in one engine: its own server, front and browser (ADR 047). */
export function engineSuite(name: EngineName): void {
  describe(name, () => {
    let site: Site
    let engine: Engine
    beforeAll(async () => {
      // Each engine's site has two ports of its own (ENGINES_PORT): on more cores the files run side by side.
      site = await startSite({ probe: name === 'webkit', uncached: ROUTE_CHUNK, portOffset: name === 'webkit' ? 2 : 0 })
      engine = name === 'webkit' ? await launchWebKit(site.front) : await launchFirefox()
    })
    afterAll(async () => {
      await engine?.close()
      await site?.close()
    })

    for (const phone of [false, true]) {
      for (const locale of SMOKE_LOCALES) {
        test(`${locale} ${phone ? 'phone' : 'desktop'}: hydrates, navigates in the app, switches host, searches, closes its menus, fits, shows its images, logs no error`, () =>
          walk(engine, site, locale, phone))
      }
    }

    test('no page of the walks reported an error (Sentry, the collector)', async () => {
      // What the last page still had queued goes out as it is left: wait for it at the collector.
      const queued = await engine.evaluate(
        (prefix: string) =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith(prefix))
            .flatMap((k) => (JSON.parse(localStorage.getItem(k) ?? '[]') as { id: string }[]).map((e) => e.id)),
        QUEUE_KEY_PREFIX,
      )
      await engine.goto('about:blank')
      await expect
        .poll(
          () => {
            const stored = new Set(site.events<{ id: string }>().map((e) => e.id))
            return queued.filter((id) => !stored.has(id))
          },
          { message: "the last page's queue at the collector", timeout: 15_000 },
        )
        .toEqual([])
      expect(site.ingest.envelopes.flatMap((e) => e.items.filter((i) => i.type === 'event'))).toEqual([])
      expect(site.events<{ kind: string }>().filter((e) => e.kind === 'error')).toEqual([])
    })

    test('a chunk cut off by a navigation away reports nothing and reloads nothing', () => leaveMidChunk(engine, site))
    test('a chunk that fails while the page stays is reported, and shows the error screen', () => chunkFailsWhilePageStays(engine, site))
    test('a chunk gone after a deploy reloads the page once, and is reported', () => chunkGoneAfterDeployReloadsOnce(engine, site))
  })
}
