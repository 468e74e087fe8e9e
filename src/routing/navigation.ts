/**
 * Client navigation rules (SPEC 2.4, SPEC 8): what a programmatic navigation to `to` may do.
 * Relative paths stay in the app; absolute URLs load a full page; other origins need an explicit
 * allowance; script-bearing schemes are always refused.
 */
export type NavigationPlan =
  /** A path of this site: navigate inside the app. */
  | { readonly kind: 'app'; readonly href: string }
  /** An absolute URL: load it as a full page. */
  | { readonly kind: 'document'; readonly href: string }

/** The message of SPEC 8 for an external navigation without allowance. */
export const EXTERNAL_NOT_ALLOWED = 'Navigating to an external URL is not allowed by default'
const REFUSED_SCHEMES = new Set(['blob:', 'data:', 'javascript:', 'vbscript:'])

/** Plans a navigation from a page on `currentOrigin`; throws for refused targets. */
export function planNavigation(to: string, currentOrigin: string, options: { external?: boolean } = {}): NavigationPlan {
  // Browsers ignore tabs and newlines inside schemes (`java\tscript:`): strip them before looking.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  const cleaned = to.replace(/[\u0000-\u0020]+/g, (m, offset: number) => (offset === 0 ? '' : m)).replace(/[\t\n\r]/g, '')
  if (cleaned.startsWith('/') && !cleaned.startsWith('//') && !cleaned.startsWith('/\\')) return { kind: 'app', href: cleaned }
  let url: URL
  try {
    url = new URL(cleaned, currentOrigin)
  } catch {
    throw new Error(`Invalid navigation target: ${JSON.stringify(to.slice(0, 100))}`)
  }
  if (REFUSED_SCHEMES.has(url.protocol)) throw new Error(`Cannot navigate to a URL with '${url.protocol}' protocol.`)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(EXTERNAL_NOT_ALLOWED)
  if (url.origin !== new URL(currentOrigin).origin && !options.external) throw new Error(EXTERNAL_NOT_ALLOWED)
  return { kind: 'document', href: url.href }
}
