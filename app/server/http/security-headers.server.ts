import { hash } from 'node:crypto'
import { OTHER_CSP, pageCsp, staticSecurityHeaders } from '#src/http/security-headers'
import { env } from '../env.server'

/** The policy's source for a script's text: SHA-256 of its UTF-8 bytes, base64 (CSP3 hash-source). */
export function scriptHash(text: string): string {
  return `sha256-${hash('sha256', text, 'base64')}`
}

const CSP_HEADER = env.CSP_REPORT_ONLY === 'true' ? 'content-security-policy-report-only' : 'content-security-policy'
const STATIC_HEADERS = staticSecurityHeaders({ https: env.https })

/** The page policy allowing these inline scripts, under the header the config chose (enforced or report-only). */
export function pagePolicy(scripts: readonly string[]): readonly [string, string] {
  return [CSP_HEADER, pageCsp(scripts.map(scriptHash), env.csp, { https: env.https })]
}

/**
 * Adds the headers every response carries, and the closed policy of a non-page response unless the
 * response brought its own (a page carries its policy from the server entry). A 304 gets no policy:
 * a cache merges the 304's headers into the page it stored, whose policy allows that page's scripts.
 */
export function addSecurityHeaders(headers: Headers, status: number): void {
  for (const [name, value] of missingSecurityHeaders((name) => headers.has(name), status)) headers.set(name, value)
}

/** The headers `addSecurityHeaders` adds to a response that has the headers `has` says it has. */
export function missingSecurityHeaders(has: (name: string) => boolean, status: number): (readonly [string, string])[] {
  const missing = STATIC_HEADERS.filter(([name]) => !has(name))
  if (status !== 304 && !has(CSP_HEADER)) missing.push([CSP_HEADER, OTHER_CSP])
  return missing
}
