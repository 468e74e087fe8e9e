/**
 * The build manifests of SPEC 3/4/7: every build has an id; the build writes
 * `/builds/latest.json` (which build is live) and `/builds/meta/{id}.json` (that build's app
 * manifest: route rules and prerendered paths). An open tab compares the live id with its own to
 * learn that a new build was deployed. Pure: the Vite plugin writes these shapes, the browser reads
 * them with the parsers below (no zod: this file ships to the browser).
 */

/** What `/builds/latest.json` holds. */
export interface LatestBuild {
  readonly id: string
  /** When the build was made, in ms since the epoch. */
  readonly timestamp: number
}

/** A redirect a route rule asks for. `to` ending in `/**` keeps the rest of the matched path. */
export interface RedirectRule {
  readonly to: string
  readonly statusCode: 301 | 302 | 307 | 308
}

/** What a route rule may say about the paths it matches (SPEC 3). */
export interface RouteRule {
  readonly redirect?: RedirectRule
  readonly prerender?: boolean
}

/**
 * The route-rule matcher: `static` rules match one exact path; `wildcard` rules match a prefix and
 * every path under it (key `/en` matches `/en` and `/en/…`). Longer prefixes win over shorter ones
 * and static rules over wildcards, rule by rule.
 */
export interface RouteRuleMatcher {
  readonly static: Readonly<Record<string, RouteRule>>
  readonly wildcard: Readonly<Record<string, RouteRule>>
}

/** What `/builds/meta/{id}.json` holds: SPEC 3's app manifest of one build. */
export interface AppManifest extends LatestBuild {
  readonly matcher: RouteRuleMatcher
  readonly prerendered: readonly string[]
}

/** A matcher without rules: what a tab uses when its manifest cannot be fetched (SPEC 8). */
export const NO_RULES: RouteRuleMatcher = { static: {}, wildcard: {} }

/** Where the live build's id is published (never cached for long). */
export const LATEST_BUILD_PATH = '/builds/latest.json'

/** Where a build's app manifest is published (immutable: an id names one build forever). */
export function appManifestPath(id: string): string {
  return `/builds/meta/${encodeURIComponent(id)}.json`
}

/** The URL a tab polls: the `timestamp` query makes every poll a distinct URL for caches (SPEC 7). */
export function latestBuildUrl(now: number): string {
  return `${LATEST_BUILD_PATH}?timestamp=${Math.floor(now)}`
}

/** Build ids are file names and URL segments: letters, digits, `-` and `_`, at most 64. */
export const BUILD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads a `latest.json` response; anything that is not `{ id, timestamp }` is undefined. */
export function parseLatestBuild(json: unknown): LatestBuild | undefined {
  if (!isRecord(json) || typeof json.id !== 'string' || !BUILD_ID_PATTERN.test(json.id)) return undefined
  if (typeof json.timestamp !== 'number' || !Number.isFinite(json.timestamp)) return undefined
  return { id: json.id, timestamp: json.timestamp }
}

/** Whether the live build differs from the build this page runs (an update was deployed). */
export function isNewBuild(current: string, latest: LatestBuild | undefined): boolean {
  return latest !== undefined && latest.id !== current
}

function parseRule(value: unknown): RouteRule | undefined {
  if (!isRecord(value)) return undefined
  const rule: { redirect?: RedirectRule; prerender?: boolean } = {}
  if (value.prerender === true) rule.prerender = true
  const redirect = value.redirect
  if (isRecord(redirect) && typeof redirect.to === 'string' && redirect.to.startsWith('/') && !redirect.to.startsWith('//')) {
    const code = redirect.statusCode
    rule.redirect = { to: redirect.to, statusCode: code === 302 || code === 307 || code === 308 ? code : 301 }
  }
  return rule
}

function parseRules(value: unknown): Record<string, RouteRule> {
  const out: Record<string, RouteRule> = {}
  if (!isRecord(value)) return out
  for (const [path, raw] of Object.entries(value)) {
    const rule = parseRule(raw)
    if (rule && path.startsWith('/')) out[path] = rule
  }
  return out
}

/**
 * Reads a `meta/{id}.json` response. Undefined when it is not an app manifest at all; unknown or
 * malformed rules inside a manifest are dropped (a rule the tab does not understand is no rule).
 */
export function parseAppManifest(json: unknown): AppManifest | undefined {
  const build = parseLatestBuild(json)
  if (!build || !isRecord(json) || !isRecord(json.matcher)) return undefined
  const prerendered = Array.isArray(json.prerendered) ? json.prerendered.filter((p): p is string => typeof p === 'string') : []
  return { ...build, matcher: { static: parseRules(json.matcher.static), wildcard: parseRules(json.matcher.wildcard) }, prerendered }
}

/** The rules that apply to `path`: wildcards from the shortest prefix to the longest, then the exact rule. */
export function routeRulesFor(matcher: RouteRuleMatcher, path: string): RouteRule {
  const prefixes = Object.keys(matcher.wildcard)
    .filter((prefix) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => a.length - b.length)
  let merged: RouteRule = {}
  for (const prefix of prefixes) merged = { ...merged, ...matcher.wildcard[prefix] }
  return { ...merged, ...matcher.static[path] }
}

/**
 * Where a redirect rule sends `path`, or undefined without one. A wildcard redirect (`to` ending in
 * `/**`) keeps what follows the rule's prefix: `/en/**` → `/**` sends `/en/pricing` to `/pricing`.
 */
export function redirectFor(matcher: RouteRuleMatcher, path: string): string | undefined {
  const staticRule = matcher.static[path]?.redirect
  if (staticRule) return staticRule.to
  const prefix = Object.keys(matcher.wildcard)
    .filter((p) => matcher.wildcard[p]?.redirect && (p === '/' || path === p || path.startsWith(`${p}/`)))
    .sort((a, b) => b.length - a.length)[0]
  if (prefix === undefined) return undefined
  const to = matcher.wildcard[prefix]!.redirect!.to
  if (!to.endsWith('/**')) return to
  const rest = prefix === '/' ? path : path.slice(prefix.length)
  const target = `${to.slice(0, -3)}${rest}`
  return target === '' ? '/' : target.startsWith('/') ? target : `/${target}`
}

/** Builds the app manifest written for a build. */
export function appManifest(build: LatestBuild, matcher: RouteRuleMatcher, prerendered: readonly string[]): AppManifest {
  return { id: build.id, timestamp: build.timestamp, matcher, prerendered: [...prerendered].sort() }
}
