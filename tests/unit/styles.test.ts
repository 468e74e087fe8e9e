import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// A `:has()` is re-checked whenever a node is added under the element it is anchored on, and when
// the subject sits past a descendant or sibling combinator, Chromium restyles the anchor's whole
// subtree to find out. Anchored on the document, the body or the page's <main>, every node a
// feature adds after hydration (a download button, the chat's, the banner) restyled the whole
// page: a task of 50-80 ms on a phone's CPU, each time. Smaller anchors (the
// header, a card grid) restyle only themselves.
const WHOLE_PAGE = /(?:^|[\s>+~,(])(?:html|body|:root|\.site-main|#main)(?:[.#[:][^\s>+~,]*)?:has\(/

/** Every selector of the stylesheet, with the media queries' own selectors. */
function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...withoutComments.matchAll(/([^{}@;]+)\{/g)].map((m) => m[1]!.trim()).filter((s) => s && !s.startsWith('@'))
}

describe('app/styles.css', () => {
  it('anchors no :has() on an element that holds the whole page', () => {
    const all = selectors(readFileSync('app/styles.css', 'utf8'))
    expect(all.length).toBeGreaterThan(100)
    expect(all.filter((s) => s.includes(':has('))).not.toEqual([])
    expect(all.filter((s) => WHOLE_PAGE.test(s))).toEqual([])
  })

  it('the check recognises such selectors', () => {
    for (const bad of [
      'body:has(.register-banner) .site-footer__bottom',
      '.site-main:has(> .cta:last-child) + .site-footer',
      'html:has(dialog[open])',
      ':root:has(.x) .y',
      'main, body.dark:has(.x) p',
    ])
      expect(WHOLE_PAGE.test(bad), bad).toBe(true)
    for (const fine of ['.site-header:has(details[open])', '.feature-grid:has(> :last-child)', '.site-main > .cta:last-child', 'body', '.site-main'])
      expect(WHOLE_PAGE.test(fine), fine).toBe(false)
  })
})
