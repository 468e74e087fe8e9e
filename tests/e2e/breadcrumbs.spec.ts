import { PHRASE_BREAK, withoutPhraseBreaks } from '#src/i18n/phrases'
import { matchPath, rowOf } from '#src/routing/registry'
import { LOCALE_CODES, expect, getIn, localizePath, routesFor, test } from './fixtures'

// The visible breadcrumbs and the BreadcrumbList search engines read come from one trail
// (app/lib/trail.ts): same names, same links, in every language, for every nested page kind (a
// registry row with a parent). Read from the server's HTML, which is what both crawlers and the
// first paint get.

// What a visitor reads: the phrase breaks of Japanese and Chinese headings (ADR 049) are invisible,
// and the structured data carries none.
const decode = (s: string) =>
  withoutPhraseBreaks(s)
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim()

interface Crumb {
  readonly name: string
  /** Path of the link (the current page's own path for the last crumb). */
  readonly path: string
}

function visibleCrumbs(html: string, ownPath: string): Crumb[] | undefined {
  const nav = /<nav aria-label="[^"]*" class="breadcrumbs">([\s\S]*?)<\/nav>/.exec(html)?.[1]
  if (!nav) return undefined
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, li]) => ({ name: decode(li!), path: /href="([^"]+)"/.exec(li!)?.[1] ?? ownPath }))
}

function structuredCrumbs(html: string): Crumb[] | undefined {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    expect(json, 'structured data carries no phrase breaks').not.toContain(PHRASE_BREAK)
    const node = JSON.parse(json!) as { '@type': string; itemListElement?: { name: string; item: string }[] }
    if (node['@type'] === 'BreadcrumbList') return node.itemListElement!.map((i) => ({ name: i.name, path: new URL(i.item).pathname }))
  }
  return undefined
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: every nested page shows the breadcrumbs its structured data names`, async ({ request, baseURL }) => {
    let nested = 0
    for (const route of await routesFor(locale)) {
      const ref = matchPath(route)
      if (!ref || !rowOf(ref.kind).parent) continue
      nested++
      const path = localizePath(locale, route)
      const html = await (await getIn(request, locale, path, baseURL!)).text()
      const visible = visibleCrumbs(html, path.split('?')[0]!)
      const structured = structuredCrumbs(html)
      expect(visible, `${path} shows breadcrumbs`).toBeDefined()
      expect(structured, `${path} has a BreadcrumbList`).toBeDefined()
      expect(visible, path).toEqual(structured)
      expect(visible!.length, `${path} sits below a section`).toBeGreaterThanOrEqual(3)
    }
    // Every locale has posts, lists and detail pages: a list that lost them would make this vacuous.
    expect(nested).toBeGreaterThanOrEqual(8)
  })
}
