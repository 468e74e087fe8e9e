/**
 * What the lab scripts share (`npm run lighthouse`, `main-thread`, `soak`): the pages issue 24's
 * budgets name, and the median they report.
 */

const ARTICLE = '/blog/browser-fingerprinting-explained'

/** Home, pricing and an article, each in en, ru and jp: the nine pages the main-thread budgets name. */
export const LAB_PAGES: readonly string[] = ['/', '/pricing', ARTICLE].flatMap((path) => [path, `/ru${path === '/' ? '' : path}`, `/jp${path === '/' ? '' : path}`])

/** The middle value (the upper one of an even count). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
}
