import { z } from 'zod'
import type { LoginData, LoginResult, OneTapPayload } from './one-tap'

// The one-tap call's zod schemas (server side; kept apart so browser chunks do not pull zod in).

const field = z.string().max(256)

/** SPEC 3's one-tap payload: only these fields are forwarded upstream. */
export const oneTapPayloadSchema = z.strictObject({
  third_party: z.enum(['google']),
  invite_code: field,
  language: field,
  source: field,
  referer: z.string().max(2048),
  third_party_action_type: field,
  /** JSON text with `ref`. */
  regParam: z.string().max(1024),
  /** The Google credential (a JWT). */
  redirect_data: z.string().min(1).max(8192),
})

/** The part of the upstream response the site passes on: `data.cpl` and the one-time token. */
export const loginDataSchema = z.object({
  cpl: z.union([z.string().max(2048), z.number()]).optional(),
  token: z.string().max(2048).optional(),
})

/** What the authorized-login proxy responds to the browser with. */
export const loginResultSchema = z.object({ code: z.number().int(), data: loginDataSchema.optional() })

// The schemas and the interfaces describe the same shapes.
oneTapPayloadSchema satisfies z.ZodType<OneTapPayload>
loginDataSchema satisfies z.ZodType<LoginData>
loginResultSchema satisfies z.ZodType<LoginResult>
