/**
 * SPEC 9's breakpoints, in CSS pixels: the one table the image component's `sizes`, the shell's
 * media queries (mobile banner, tooltips on tap) and the stylesheet's custom media all read.
 */
export const BREAKPOINTS = {
  xs: 320,
  mobile_s: 530,
  ss: 767,
  mobile: 767,
  sm: 992,
  md: 1200,
  xl: 1400,
  xxl: 1536,
} as const

export type Breakpoint = keyof typeof BREAKPOINTS

/** A `(max-width: …px)` media query for viewports at or below a breakpoint. */
export function atMost(name: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[name]}px)`
}

/** A `(min-width: …px)` media query for viewports wider than a breakpoint. */
export function above(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name] + 1}px)`
}
