import { readFileSync } from 'node:fs'
import { expect, hydrated, STARTUP_PAGES, test, urlIn } from './fixtures'

// The browser entry hydrates in steps (ADR 058): React DOM, the router, the app, Start's client and
// React's hydration each run in a task of their own, so a phone's main thread is never blocked by
// all of them at once. What makes that true is checked here, not its timing: the entry imports
// nothing but React statically (else the browser evaluates the app before the entry's first line),
// it yields between its steps, and every chunk a step needs is preloaded by the page (else each
// step would wait for a request).

/** The chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(`.output/public${file}`, 'utf8')
  return [...code.matchAll(/(?:^|;|\})import(?:[^"'`()]*?from)?\s*["'`]\.\/([^"'`]+)["'`]/g)].map((m) => m[1]!)
}

test("the entry imports only React and the bundler's runtime before its first line", async ({ request }) => {
  const html = await (await request.get('/')).text()
  const entry = /"\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
  expect(entry).toBeDefined()
  const imports = staticImports(`/${entry}`)
  expect(imports.length).toBeGreaterThan(0)
  for (const file of imports) expect(file).toMatch(/^(react|rolldown-runtime|entry)-[\w-]+\.js$/)
})

for (const [locale, path] of STARTUP_PAGES) {
  test(`${locale} ${path}: the entry yields between its steps, and each step's code was preloaded`, async ({ tab: page, baseURL }) => {
    await page.addInitScript(() => {
      const calls = { yields: 0, hydratedAt: Infinity }
      Object.assign(window, { __entrySteps: calls })
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-hydrated')) return
        calls.hydratedAt = performance.now()
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
      const scheduler = (window as unknown as { scheduler?: { yield?: () => Promise<void> } }).scheduler
      if (scheduler?.yield) {
        const real = scheduler.yield.bind(scheduler)
        scheduler.yield = () => {
          calls.yields++
          return real()
        }
      }
    })
    const response = await page.goto(urlIn(locale, path, baseURL!))
    const html = (await response?.text()) ?? ''
    await hydrated(page)
    const yields = await page.evaluate(() => (window as unknown as { __entrySteps: { yields: number } }).__entrySteps.yields)
    // React DOM, the router, the app, Start's client, the router's state: a yield after each.
    expect(yields).toBeGreaterThanOrEqual(5)
    const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    const preloaded = new Set(links)
    const steps = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" data-entry-step=""/g)].map((m) => m[1])
    // React comes with the entry, the app and the framework with Start's preloads of the root route;
    // Start's client is one of the entry's own steps.
    expect([...preloaded].some((href) => /\/react-[\w-]+\.js$/.test(href!))).toBe(true)
    expect([...preloaded].some((href) => /\/app-[\w-]+\.js$/.test(href!))).toBe(true)
    expect([...preloaded].some((href) => /\/framework-[\w-]+\.js$/.test(href!))).toBe(true)
    expect(steps.some((href) => /\/client-[\w-]+\.js$/.test(href!))).toBe(true)
    // Each file is named once: none of the steps is one Start preloads already.
    expect(links.length).toBe(new Set(links).size)
    // Every script the page asked for until it hydrated was on its way before the entry asked for
    // it, but the browser features that load beside the steps, never awaited by them (`*.client`
    // chunks: the deploy watch starts with the router).
    const scripts = await page.evaluate(() => {
      const { hydratedAt } = (window as unknown as { __entrySteps: { hydratedAt: number } }).__entrySteps
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname)
    })
    const until = scripts.filter((script) => !/\.client-[\w-]+\.js$/.test(script))
    expect(until.length).toBeGreaterThan(3)
    for (const script of until) expect(preloaded, `${script} was not preloaded`).toContain(script)
  })
}
