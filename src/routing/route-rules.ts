import type { RouteRule, RouteRuleMatcher } from '../shell/build-manifest'
import { DEFAULT_LOCALE, LOCALE_PREFIXES } from '../i18n/locales'
import { DOCS_PREFIX_ALIASES } from './docs'
import { CAPITALISED } from './request'

const moved = (to: string): RouteRule => ({ redirect: { to, statusCode: 301 } })

/**
 * The route rules of the app manifest (SPEC 3), derived from the request rules of the default host
 * (`decideRequest`, SPEC 2.4) so that the two cannot disagree: `/Pricing` and `/Download` (also
 * under each language prefix) move to lower case, `/en/…` moves to its unprefixed URL, and
 * `/vi/docs/…` to `/vn/docs/…`. Shape rules (trailing slash, `.html`, empty segments) are not
 * route rules; links in the app never produce them. No page is prerendered: every page is rendered
 * per request.
 */
export function appRouteRules(): RouteRuleMatcher {
  const staticRules: Record<string, RouteRule> = {}
  for (const prefix of ['', ...LOCALE_PREFIXES.map((p) => `/${p}`)]) {
    for (const [from, to] of Object.entries(CAPITALISED)) staticRules[`${prefix}/${from}`] = moved(`${prefix}/${to}`)
  }
  const wildcard: Record<string, RouteRule> = { [`/${DEFAULT_LOCALE}`]: moved('/**') }
  for (const [alias, prefix] of Object.entries(DOCS_PREFIX_ALIASES)) wildcard[`/${alias}/docs`] = moved(`/${prefix}/docs/**`)
  return { static: staticRules, wildcard }
}

/** Paths the build prerenders (SPEC 3's list): none, every page is server-rendered per request. */
export const PRERENDERED_PATHS: readonly string[] = []
