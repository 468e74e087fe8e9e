import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe on a page, run with `axe.run` inside it (AxeBuilder's legacy mode). The default mode runs
 * axe per frame and then opens a blank page to merge the frames' results, which costs a page and a
 * second injection of axe per scan: about twice the scan's time here. Legacy mode skips only
 * cross-origin frames, and the site's pages have no frames at all (one-tap's prompt, the only
 * frame, is Google's and is not on the pages scanned); the rules and the nodes checked are the same.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode()
}
