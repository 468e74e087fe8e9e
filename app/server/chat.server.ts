import { chatSetupFrom, DEFAULT_CHAT_SETUP, type ChatChoice, type ChatSetup } from '#src/chat/chat'
import { chatChooseSchema, chatConfigSchema } from '#src/chat/schema'
import { env } from './env.server'
import { onBehalfOfVisitor, upstream, visitorAddress } from './upstream.server'

/**
 * SPEC 7 chat-type config (`lang`, default en-US, `type=www`): the provider and its script. No
 * upstream, a failure, a refused script URL, or the one configured IP (CHAT_SKIP_IP) → the site's
 * own default chat.
 */
export async function chatSetup(lang: string): Promise<ChatSetup> {
  if (!upstream) return DEFAULT_CHAT_SETUP
  if (env.CHAT_SKIP_IP && visitorAddress() === env.CHAT_SKIP_IP) return DEFAULT_CHAT_SETUP
  try {
    const config = await upstream(env.CHAT_CONFIG_PATH, chatConfigSchema, { query: { lang, type: 'www' }, ...onBehalfOfVisitor() })
    return chatSetupFrom(config)
  } catch {
    return DEFAULT_CHAT_SETUP
  }
}

/**
 * SPEC 7 `third/chat/choose` (`ip`, `lang=zh`) for a Chinese session: easemob or ss. Null (keep
 * the configured provider) without an upstream or when the call fails.
 */
export async function chatChoice(ip: string): Promise<ChatChoice | null> {
  if (!upstream) return null
  try {
    return (await upstream('third/chat/choose', chatChooseSchema, { query: { ip, lang: 'zh' }, ...onBehalfOfVisitor() })).type
  } catch {
    return null
  }
}
