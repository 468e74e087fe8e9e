import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'

/**
 * What the lab scripts share (`npm run lighthouse`, `main-thread`, `tap-latency`, `soak`): the pages
 * the performance budgets name (docs/performance.md), the median they report, the phone they
 * emulate and the built server they start.
 */

const ARTICLE = '/blog/browser-fingerprinting-explained'

/** Home, pricing and an article, each in en, ru and jp: the nine pages the main-thread budgets name. */
export const LAB_PAGES: readonly string[] = ['/', '/pricing', ARTICLE].flatMap((path) => [
  path,
  `/ru${path === '/' ? '' : path}`,
  `/jp${path === '/' ? '' : path}`,
])

/** The phone Lighthouse's mobile run emulates (a Moto G Power): a browser context's options. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const

/**
 * A page in a fresh `PHONE` context of `browser`, its CPU slowed `cpu` times as Lighthouse's mobile
 * run does, and the DevTools session that slowed it (for traces and input).
 */
export async function slowPhonePage(browser: Browser, cpu: number): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  return { context, page, cdp }
}

/**
 * The production build in .output served on loopback `port` for a lab script, its own output
 * ignored; undefined when the script measures `url`, a server it did not start. Refuses a port
 * something already listens on: the script would wait for that server instead, and measure an older
 * build (whose pages name chunks the new build has replaced) without a word.
 */
export async function serveBuild(port: number, url: string | undefined, env: Record<string, string> = {}): Promise<ChildProcess | undefined> {
  if (url) return undefined
  const probe = createServer()
  const refused = await new Promise<Error | undefined>((resolve) => probe.once('error', resolve).listen(port, '127.0.0.1', () => resolve(undefined)))
  if (refused) throw new Error(`port ${port} is in use: stop what listens there, or choose another port (${refused.message})`)
  probe.close()
  await once(probe, 'close')
  return spawn(process.execPath, ['.output/server/index.mjs'], { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' })
}

/** The middle value (the upper one of an even count). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
}

/** A server measured beside the site in the same run (a peer of the peer harness, another build). */
export interface Peer {
  readonly name: string
  /** Its origin, without a trailing slash: a page's path is appended to it. */
  readonly base: string
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The peers of `LIGHTHOUSE_PEERS` (`npm run lighthouse`): `name=url` pairs, comma-separated, e.g.
 * `Next=http://localhost:40650,Nuxt=http://127.0.0.1:40651`. Loopback servers only, as in the peer
 * harness: a lab figure of a server across a network measures the network. Throws on an entry it
 * cannot read, naming it, rather than measuring something else than was asked.
 */
export function parsePeers(text: string | undefined): Peer[] {
  const peers: Peer[] = []
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=')
    const name = entry.slice(0, at).trim()
    let url: URL | undefined
    try {
      url = at > 0 ? new URL(entry.slice(at + 1).trim()) : undefined
    } catch {
      url = undefined
    }
    if (!name || !url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`peer "${entry}": expected name=http://host:port`)
    if (!LOOPBACK_HOSTS.has(url.hostname)) throw new Error(`peer "${entry}": only loopback servers (127.0.0.1, localhost, [::1])`)
    if (url.pathname !== '/' || url.search || url.hash) throw new Error(`peer "${entry}": give the origin only; the pages' paths are appended to it`)
    if (peers.some((p) => p.name === name)) throw new Error(`peer "${entry}": the name ${name} is given twice`)
    peers.push({ name, base: url.origin })
  }
  return peers
}
