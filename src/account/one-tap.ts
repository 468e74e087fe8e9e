/**
 * One-tap sign-in (SPEC 3/4/7): the payload the authorized-login call takes, and where a successful
 * response sends the visitor.
 */

/** SPEC 3's one-tap payload: only these fields are forwarded upstream. */
export interface OneTapPayload {
  readonly third_party: 'google'
  readonly invite_code: string
  readonly language: string
  readonly source: string
  readonly referer: string
  readonly third_party_action_type: string
  /** JSON text with `ref`. */
  readonly regParam: string
  /** The Google credential (a JWT). */
  readonly redirect_data: string
}

/** `data` of a successful authorized-login response, as passed on: `cpl` and the one-time token. */
export interface LoginData {
  readonly cpl?: string | number
  readonly token?: string
}

/** What the authorized-login proxy responds to the browser with. */
export interface LoginResult {
  readonly code: number
  readonly data?: LoginData
}

/**
 * The address a successful sign-in goes to: `data.cpl` when it is an http(s) address (the app's own
 * choice), else the configured app address, with the one-time `token`. Null without a token.
 */
export function appLoginUrl(appUrl: string, data: LoginData | undefined): string | null {
  if (!data?.token) return null
  let target: URL
  try {
    const cpl = typeof data.cpl === 'string' ? new URL(data.cpl) : undefined
    target = cpl && /^https?:$/.test(cpl.protocol) ? cpl : new URL(appUrl)
  } catch {
    target = new URL(appUrl)
  }
  target.searchParams.set('token', data.token)
  return target.href
}
