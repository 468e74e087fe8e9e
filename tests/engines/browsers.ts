import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readdirSync } from 'node:fs'
import puppeteer, { type Browser as Puppeteer, type Page } from 'puppeteer-core'
import { Builder, By, type WebDriver } from 'selenium-webdriver'
import { waitForServer } from '../../scripts/wait-for-server'
import { freePort } from '../fixtures/free-port'
import type { Front } from './front'

/**
 * The two engines of the suite behind one small interface (ADR 047): Debian's Firefox ESR driven
 * over WebDriver BiDi by puppeteer-core, and WebKitGTK's MiniBrowser driven over classic WebDriver
 * (Debian's WebKitWebDriver) by selenium-webdriver, in a virtual X display of its own (Xvfb).
 * Nothing here downloads a browser: the binaries are Debian's, installed by scripts/test.sh.
 */

export type EngineName = 'firefox' | 'webkit'

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
/** Debian's MiniBrowser (libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on), in the machine's multiarch folder. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ??
  readdirSync('/usr/lib')
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path)) ??
  'MiniBrowser'

export interface Logs {
  readonly errors: string[]
  readonly warnings: string[]
}

/** A function run in the page: its source is sent, so it uses nothing from this file. */
type InPage<A extends unknown[], R> = (...args: A) => R | Promise<R>

export interface Engine {
  readonly name: EngineName
  /** The narrowest viewport the engine's window gets: WebKitGTK's MiniBrowser cannot be narrower than its toolbar. */
  readonly phoneWidth: number
  /** Resizes the viewport (Firefox) or the window around it (WebKit) to show `width` × `height` CSS pixels. */
  setViewport(width: number, height: number): Promise<void>
  /** Loads `url` as a document and waits for its load event. */
  goto(url: string): Promise<void>
  url(): Promise<string>
  evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<R>
  /** Waits until `fn` returns something truthy in the page (asked again every 50 ms), and returns it. */
  waitFor<A extends unknown[], R>(what: string, fn: InPage<A, R>, args?: A, timeoutMs?: number): Promise<R>
  /** A real click (the driver's pointer) in the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>
  /** Types `text` into the first element matching `selector`, key by key. */
  type(selector: string, text: string): Promise<void>
  /**
   * The console errors (uncaught errors among them) and warnings since the last call, of the page
   * shown and of the pages left since.
   */
  logs(): Promise<Logs>
  /** Closes the window showing the page (and opens a fresh one), as a visitor closing the tab. */
  closeTab(): Promise<void>
  close(): Promise<void>
}

/** Asks until the answer is truthy; a time-out says where the browser was, and the last failure. */
async function inPage<R>(ask: () => Promise<R>, what: string, timeoutMs: number, where: () => Promise<string> = async () => ''): Promise<NonNullable<R>> {
  const until = Date.now() + timeoutMs
  let failure: unknown
  for (;;) {
    const answer = await ask().catch((error: unknown) => void (failure = error))
    if (answer) return answer as NonNullable<R>
    if (Date.now() > until) {
      const at = await where().catch(() => 'an unknown page')
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (at ${at}${failure ? `; last: ${String(failure)}` : ''})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Firefox ESR over WebDriver BiDi. Console errors and uncaught errors come from the browser itself. */
export async function launchFirefox(): Promise<Engine> {
  const browser: Puppeteer = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A visitor's Firefox: nothing the tests do not ask for (no update checks, no telemetry).
    extraPrefsFirefox: { 'browser.shell.checkDefaultBrowser': false, 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false },
  })
  const errors: string[] = []
  const warnings: string[] = []
  let page!: Page
  let viewport = { width: 1366, height: 900 }
  const openPage = async () => {
    page = await browser.newPage()
    await page.setViewport(viewport)
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
      if (message.type() === 'warn') warnings.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(`uncaught ${error instanceof Error ? error.message : String(error)}`))
  }
  await openPage()
  // puppeteer types a function's arguments as handles or values; these are plain values both ways.
  const evaluate = <A extends unknown[], R>(fn: InPage<A, R>, args: A) => page.evaluate(fn as (...values: unknown[]) => R, ...args) as Promise<Awaited<R>>
  const engine: Engine = {
    name: 'firefox',
    phoneWidth: 390,
    async setViewport(width, height) {
      viewport = { width, height }
      await page.setViewport(viewport)
    },
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' })
    },
    url: async () => page.url(),
    evaluate: (fn, ...args) => evaluate(fn, args),
    waitFor: (what, fn, args = [] as never, timeoutMs = 10_000) =>
      inPage(
        () => evaluate(fn, args),
        what,
        timeoutMs,
        async () => page.url(),
      ),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    logs: async () => ({ errors: errors.splice(0), warnings: warnings.splice(0) }),
    async closeTab() {
      await page.close({ runBeforeUnload: true })
      await openPage()
    },
    close: () => browser.close(),
  }
  return engine
}

/** The virtual screen's size, in pixels. */
const SCREEN = { width: 1920, height: 1080 }

/** A virtual X display for WebKitGTK: Xvfb picks a free display number and tells it on a pipe. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let said = ''
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('\n')) resolve(`:${said.trim()}`)
    })
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code})`)))
  })
  return { display, process: xvfb }
}

/**
 * WebKitGTK's MiniBrowser over classic WebDriver. WebKitWebDriver has no console to read (no BiDi
 * in Debian's build), so the errors are the front's probe's (tests/engines/front.ts): what the page
 * shown recorded, and what the pages left sent at their `pagehide`.
 */
export async function launchWebKit(front: Front): Promise<Engine> {
  const xvfb = await startXvfb()
  const port = await freePort()
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' })
  await waitForServer(`http://127.0.0.1:${port}/status`, driverProcess)
  const driver: WebDriver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } })
    .build()
  let seenLeft = 0
  const run = <A extends unknown[], R>(fn: InPage<A, R>, args: A) => driver.executeScript<R>(`return (${fn.toString()}).apply(null, arguments)`, ...args)
  const engine: Engine = {
    name: 'webkit',
    phoneWidth: 450,
    async setViewport(width, height) {
      await driver.manage().window().setRect({ width, height })
      // The window has a toolbar above the page: grow it by the difference. It is centred on the
      // screen, under X's pointer, which Xvfb leaves in the middle: with no window manager, X gives
      // the keyboard focus to the window under the pointer, and a page without it matches no
      // `:focus` or `:focus-within` (as in a browser window in the background).
      // setRect answers before X has resized the window: until the page sees the new size, its
      // inner size is the old window's (a desktop's before a phone's, or the other way round), and
      // the difference would be nonsense (a negative width, or a window twice too wide). The new
      // size is the one that leaves room for no more than a toolbar.
      const [innerWidth, innerHeight] = await inPage(
        async () => {
          const [w, h] = await run(() => [window.innerWidth, window.innerHeight], [])
          return width - w! >= 0 && width - w! < 100 && height - h! >= 0 && height - h! < 300 ? [w!, h!] : undefined
        },
        `the window to take ${width}×${height}`,
        5000,
      )
      const outer = { width: width + (width - innerWidth), height: height + (height - innerHeight) }
      const centred = { x: Math.max(0, (SCREEN.width - outer.width) >> 1), y: Math.max(0, (SCREEN.height - outer.height) >> 1) }
      await driver
        .manage()
        .window()
        .setRect({ ...centred, ...outer })
      // A page that never reaches the width is in a window that cannot be that narrow.
      await inPage(
        async () => (await run(() => window.innerWidth, [])) === width,
        `WebKit to show the page ${width} px wide (a window that narrow may be impossible)`,
        5000,
        async () => `${await run(() => window.innerWidth, [])} px`,
      )
    },
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    evaluate: (fn, ...args) => run(fn, args),
    waitFor: (what, fn, args = [] as never, timeoutMs = 10_000) =>
      inPage(
        () => run(fn, args),
        what,
        timeoutMs,
        async () => `${await driver.getCurrentUrl()} "${await driver.getTitle()}"`,
      ),
    click: async (selector) => {
      await driver.findElement(By.css(selector)).click()
    },
    type: async (selector, text) => {
      await driver.findElement(By.css(selector)).sendKeys(text)
    },
    async logs() {
      const shown = await run(() => {
        const record = (window as unknown as { __probe?: { errors: string[]; warnings: string[] } }).__probe
        return record && { errors: record.errors.splice(0), warnings: record.warnings.splice(0) }
      }, [])
      // Every page the front served but the one shown (when it is one of them) has been left: wait
      // for the last of their records.
      const open = shown ? 1 : 0
      await inPage(async () => front.left.length >= front.pages.length - open, 'the probe records of the pages left', 5000)
      const left = front.left.slice(seenLeft)
      seenLeft = front.left.length
      return {
        errors: [...left.flatMap((r) => r.errors), ...(shown?.errors ?? [])],
        warnings: [...left.flatMap((r) => r.warnings), ...(shown?.warnings ?? [])],
      }
    },
    async closeTab() {
      const [handle] = await driver.getAllWindowHandles()
      await driver.switchTo().newWindow('window')
      const fresh = await driver.getWindowHandle()
      await driver.switchTo().window(handle!)
      await driver.close()
      await driver.switchTo().window(fresh)
    },
    async close() {
      await driver.quit().catch(() => undefined)
      driverProcess.kill()
      xvfb.process.kill()
      await Promise.all([
        driverProcess.exitCode === null ? once(driverProcess, 'exit') : undefined,
        xvfb.process.exitCode === null ? once(xvfb.process, 'exit') : undefined,
      ])
    },
  }
  return engine
}
