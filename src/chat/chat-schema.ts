import { z } from 'zod'
import { CHAT_PROVIDERS } from './chat'

// The chat calls' zod schemas (server side; kept apart so browser chunks do not pull zod in).

/** SPEC 3 chat config as the upstream sends it: `chat` and `chat_info.js`. */
export const chatConfigSchema = z.object({
  chat: z.string().max(64),
  chat_info: z.object({ js: z.string().max(2048) }).optional(),
})

/** SPEC 3 chat choose: `data.type`. */
export const chatChooseSchema = z.object({ type: z.enum(['easemob', 'ss']) })

/** What the site's chat-config server function returns: a provider and an accepted script, or the default. */
export const chatSetupSchema = z.object({
  source: z.enum(['upstream', 'default']),
  provider: z.enum(CHAT_PROVIDERS),
  /** An accepted (https, .js) provider script; null means the site's own default chat. */
  script: z.string().nullable(),
})
