import { randomBytes } from 'node:crypto'
import { OTHER_CSP, pageCsp, staticSecurityHeaders } from '#src/http/security-headers'
import { env } from './env.server'

/** A fresh nonce for one page answer: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

const CSP_HEADER = env.CSP_REPORT_ONLY === 'true' ? 'content-security-policy-report-only' : 'content-security-policy'
const STATIC_HEADERS = staticSecurityHeaders({ https: env.https })

/** The page policy for this nonce, under the header the config chose (enforced or report-only). */
export function pagePolicy(nonce: string): readonly [string, string] {
  return [CSP_HEADER, pageCsp(nonce, env.csp, { https: env.https })]
}

/**
 * Adds the headers every answer carries, and the closed policy of a non-page answer unless the
 * answer brought its own (a page carries its nonce policy from the server entry). A 304 gets no
 * policy: a cache merges the 304's headers into the page it keeps, whose scripts carry the nonce
 * of the policy stored with it.
 */
export function addSecurityHeaders(headers: Headers, status: number): void {
  for (const [name, value] of STATIC_HEADERS) if (!headers.has(name)) headers.set(name, value)
  if (status !== 304 && !headers.has(CSP_HEADER)) headers.set(CSP_HEADER, OTHER_CSP)
}
