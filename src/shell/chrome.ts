import { scrollDirection } from './banner'

/**
 * Whether the page's chrome — the sticky header and the floating buttons — makes way for the text
 * (ADR 031): on a one-column screen the two together cover a third of a
 * phone and the right edge of every line, so they retract while the visitor reads on (scrolls down)
 * and come back as soon as the visitor scrolls up, which is when they look for them. Within the
 * header's own height of the top nothing is retracted, so a page never starts without its header.
 * The registration banner keeps its own rules (SPEC 2.7, ./banner.ts).
 */
export function chromeRetracted(retracted: boolean, from: number, to: number, keepAbove: number): boolean {
  if (to <= keepAbove) return false
  const direction = scrollDirection(from, to)
  return direction === undefined ? retracted : direction === 'down'
}
