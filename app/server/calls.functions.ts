import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { chatChooseSchema, chatSetupSchema } from '#src/chat/chat-schema'
import { loginResultSchema, oneTapPayloadSchema } from '#src/account/one-tap-schema'
import { getLocale } from '#src/i18n/locales'
import { normalizeIp } from '#src/net/client-address'
import { input, localeInput } from './inputs.server'
import { visitorIp, visitorIpResultSchema } from './visitor.server'
import { chatChoice, chatSetup } from './chat.server'
import { authorizedLogin } from './login.server'
import { notePublicResponse } from './http/server-fn-guard.server'

// The calls the browser must not make itself (SPEC 7), proxied with their embedded defaults. Each
// validates its input and the upstream's response; Start's CSRF middleware guards them (app/start.ts)
// and the cache middleware sends them `private, no-store`, but the chat config, which is every visitor's.

/** SPEC 7 visitor IP. */
export const getVisitorIp = createServerFn({ method: 'GET' }).handler(async () => visitorIpResultSchema.parse(await visitorIp()))

/** SPEC 7 chat-type config for the page's language (default en-US): every visitor's, so public, unless it is a failed call's fallback. */
export const getChatConfig = createServerFn({ method: 'GET' })
  .validator(input(z.object({ locale: localeInput.optional() })))
  .handler(async ({ data }) => {
    const { setup, shared } = await chatSetup(data.locale ? getLocale(data.locale).language : 'en-US')
    if (shared) notePublicResponse(getRequest())
    return chatSetupSchema.parse(setup)
  })

/** SPEC 7 chat choose for a Chinese session. */
export const getChatChoice = createServerFn({ method: 'GET' })
  .validator(
    input(
      z.object({
        ip: z
          .string()
          .max(64)
          .refine((ip) => normalizeIp(ip) !== undefined, 'not an IP address'),
        lang: z.literal('zh'),
      }),
    ),
  )
  .handler(async ({ data }) => {
    const type = await chatChoice(data.ip)
    return type ? chatChooseSchema.parse({ type }) : null
  })

/** SPEC 7 authorized login (one-tap). */
export const postAuthorizedLogin = createServerFn({ method: 'POST' })
  .validator(input(oneTapPayloadSchema))
  .handler(async ({ data }) => loginResultSchema.parse(await authorizedLogin(data)))
