import { getRequestHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { env } from './env.server'
import { log } from './log.server'
import { requestClientAddress } from './client-address.server'
import { onBehalfOfVisitor, upstream } from './upstream.server'

/** SPEC 3 visitor IP info. */
export const visitorIpSchema = z.object({
  ip: z.string().max(64),
  ua: z.string().max(1024),
  language: z.string().max(256),
  ip_data: z.object({
    timezone: z.string().max(64),
    country: z.string().max(64),
    region: z.string().max(128),
    city: z.string().max(128),
  }),
})
export type VisitorIp = z.infer<typeof visitorIpSchema>

/**
 * The visitor-IP response: `failed` when the configured upstream did not respond (SPEC 8: default
 * chat). `chatSkipped`: the visitor's address is the one the chat config is not asked for (SPEC 7,
 * CHAT_SKIP_IP), so the chat config itself is the same for every visitor and may be public.
 */
export const visitorIpResultSchema = z.object({ source: z.enum(['upstream', 'request', 'failed']), info: visitorIpSchema, chatSkipped: z.boolean() })
export type VisitorIpResult = z.infer<typeof visitorIpResultSchema>

// The country database is a few MB: load it on the first lookup, not at start-up.
let geo: Promise<typeof import('geoip-country').default> | undefined
let timezones: Promise<typeof import('countries-and-timezones')> | undefined

/** The visitor as the request shows them: address, User-Agent, language, and (with `geo`) the address's country and its main time zone. */
export async function visitorFromRequest({ geo: lookup = true } = {}): Promise<VisitorIp> {
  const ip = requestClientAddress() ?? ''
  let country = ''
  let timezone = ''
  if (ip && lookup) {
    try {
      geo ??= import('geoip-country').then((m) => m.default)
      country = (await geo).lookup(ip)?.country ?? ''
      if (country) {
        timezones ??= import('countries-and-timezones')
        timezone = (await timezones).getCountry(country)?.timezones[0] ?? ''
      }
    } catch (error) {
      // A missing database must not cost the visitor the rest of the response.
      log.error({ err: error }, 'the country lookup of the visitor IP failed')
    }
  }
  const language = getRequestHeader('accept-language')?.split(',')[0]?.split(';')[0]?.trim() ?? ''
  return {
    ip,
    ua: (getRequestHeader('user-agent') ?? '').slice(0, 1024),
    language: language.slice(0, 256),
    ip_data: { timezone, country, region: '', city: '' },
  }
}

/** SPEC 7 `sys/config/ip/get-visitor-ip` through the upstream, else from the request. */
export async function visitorIp(): Promise<VisitorIpResult> {
  const chatSkipped = env.CHAT_SKIP_IP !== undefined && requestClientAddress() === env.CHAT_SKIP_IP
  if (!upstream) return { source: 'request', info: await visitorFromRequest(), chatSkipped }
  try {
    return { source: 'upstream', info: await upstream('sys/config/ip/get-visitor-ip', visitorIpSchema, onBehalfOfVisitor()), chatSkipped }
  } catch {
    // The browser falls back to the default chat and reads nothing else: skip the country lookup
    // (the database's first load would eat into the time budget).
    return { source: 'failed', info: await visitorFromRequest({ geo: false }), chatSkipped }
  }
}
