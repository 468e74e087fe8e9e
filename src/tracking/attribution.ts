import { withAppParams } from '../routing/app-links'

/** SPEC 3's source record: where a visitor who may register came from. */
export interface SourceRecord {
  /** Referrers seen, oldest first (the first external one leads). */
  readonly referer: readonly string[]
  readonly source_data: {
    readonly page_url: string
    readonly source: string
    readonly callback: string
    readonly utm_source: string
    readonly utm_medium: string
    readonly utm_term: string
    readonly utm_content: string
    readonly utm_campaign: string
    readonly bd_vid: string
  }
}

const SOURCE_PARAMS = ['source', 'callback', 'utm_source', 'utm_medium', 'utm_term', 'utm_content', 'utm_campaign', 'bd_vid'] as const
const MAX_PARAM = 512
const MAX_REFERERS = 10

/** True for an http(s) URL (SPEC 5: only those count as valid). */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** The referrer if it is a valid URL from another site than ours, else undefined. */
export function externalReferrer(referrer: string, ownOrigins: readonly string[]): string | undefined {
  if (!isHttpUrl(referrer)) return undefined
  return ownOrigins.includes(new URL(referrer).origin) ? undefined : referrer
}

/**
 * The source record of a landing: the page URL and its source and utm parameters (bounded), with
 * the external referrer appended to the referrers already known. Undefined when the landing says
 * nothing new (no source parameter and no new external referrer), so nothing is posted for it.
 */
export function sourceOfLanding(pageUrl: string, referrer: string | undefined, previous: SourceRecord | undefined): SourceRecord | undefined {
  const url = new URL(pageUrl)
  const params = Object.fromEntries(SOURCE_PARAMS.map((p) => [p, (url.searchParams.get(p) ?? '').slice(0, MAX_PARAM)])) as Record<
    (typeof SOURCE_PARAMS)[number],
    string
  >
  const hasParams = SOURCE_PARAMS.some((p) => params[p])
  const referers = previous?.referer ?? []
  const newReferrer = referrer && !referers.includes(referrer) ? referrer : undefined
  if (!hasParams && !newReferrer) return undefined
  return {
    referer: newReferrer ? [...referers, newReferrer].slice(0, MAX_REFERERS) : referers,
    source_data: hasParams ? { page_url: pageUrl.slice(0, 2048), ...params } : (previous?.source_data ?? { page_url: pageUrl.slice(0, 2048), ...params }),
  }
}

/** Reads a stored source record, or undefined when missing or malformed. */
export function parseSource(text: string | null): SourceRecord | undefined {
  if (!text) return undefined
  try {
    const v = JSON.parse(text) as SourceRecord
    return Array.isArray(v.referer) && typeof v.source_data === 'object' && v.source_data !== null ? v : undefined
  } catch {
    return undefined
  }
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/

/** The referral or invite code a URL carries (`c_v`, else `invite_code`), when well formed. */
export function inviteCodeOf(pageUrl: string): string | undefined {
  const params = new URL(pageUrl).searchParams
  const code = params.get('c_v') ?? params.get('invite_code') ?? undefined
  return code && CODE.test(code) ? code : undefined
}

/** A stored or cookie code, if it is well formed. */
export function validCode(value: string | null | undefined): string | undefined {
  return value && CODE.test(value) ? value : undefined
}

/**
 * The visitor's invite code (SPEC 6), the one rule for registration links and one-tap: the landing
 * URL's (so a client navigation, which changes the URL, does not lose it), else the `__REF` cookie's
 * (7 days), else the one stored in local storage.
 */
export function visitorInviteCode(landing: string, cookie: string | null | undefined, stored: string | null | undefined): string | undefined {
  return inviteCodeOf(landing) ?? validCode(cookie) ?? validCode(stored)
}

/**
 * A registration or login URL decorated per SPEC 5 (`rel`, `lang`, `from`) and with the visitor's
 * invite code (SPEC 6) — each only when absent. Undefined for a URL that is not http(s).
 */
export function decorateAppUrl(url: string, lang: string, from: string, invite: string | undefined): string | undefined {
  const decorated = withAppParams(url, lang, from)
  if (!decorated || !invite) return decorated
  const parsed = new URL(decorated)
  if (!parsed.searchParams.has('invite_code')) parsed.searchParams.set('invite_code', invite)
  return parsed.toString()
}

/** `btoa` of UTF-8 text: the fingerprint call's `base_encode`. */
export function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}
