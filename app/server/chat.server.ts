import { chatSetupFrom, DEFAULT_CHAT_SETUP, type ChatChoice, type ChatSetup } from '#src/chat/chat'
import { chatChooseSchema, chatConfigSchema } from '#src/chat/chat-schema'
import { env } from './env.server'
import { onBehalfOfVisitor, upstream } from './upstream.server'

/**
 * SPEC 7 chat-type config (`lang`, default en-US, `type=www`): the provider and its script, the same
 * for every visitor of a language (the one address it is not asked for is the visitor-IP response's
 * `chatSkipped`, decided in the browser). No upstream or a refused script URL → the site's own
 * default chat, every visitor's (`shared`); a failed call → the default chat for this visitor only,
 * so that the next asks again.
 */
export async function chatSetup(lang: string): Promise<{ readonly setup: ChatSetup; readonly shared: boolean }> {
  if (!upstream) return { setup: DEFAULT_CHAT_SETUP, shared: true }
  try {
    const config = await upstream(env.CHAT_CONFIG_PATH, chatConfigSchema, { query: { lang, type: 'www' } })
    return { setup: chatSetupFrom(config), shared: true }
  } catch {
    return { setup: DEFAULT_CHAT_SETUP, shared: false }
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
