import { isOneOf } from '../lang/one-of'

/**
 * The chat widget's rules (SPEC 3/4/5/7/8): the providers a chat config may name, which script URL
 * may be loaded, which global each provider's widget appears as, and which provider a Chinese
 * session gets from the chat-choose call.
 */

/** The providers a chat config names; anything else is "other". */
export const CHAT_PROVIDERS = ['SS_ROBOT', 'SS_HUMAN', 'HUAN_XIN', 'other'] as const
/** A chat provider. */
export type ChatProvider = (typeof CHAT_PROVIDERS)[number]

/** The provider family chat-choose picks for a Chinese session. */
export type ChatChoice = 'easemob' | 'ss'

/** The chat setup of a visit: a provider and an accepted script, or (script null) the site's own default chat. */
export interface ChatSetup {
  readonly source: 'upstream' | 'default'
  readonly provider: ChatProvider
  readonly script: string | null
}

/** The setup when no config is available or acceptable: the site's own chat panel. */
export const DEFAULT_CHAT_SETUP: ChatSetup = { source: 'default', provider: 'other', script: null }

/** SPEC 5: a chat script URL is accepted only if it is https and ends in `.js`. */
export function acceptChatScript(url: unknown): string | null {
  if (typeof url !== 'string' || !url.endsWith('.js')) return null
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** The provider a config's `chat` value names. */
export function providerOf(chat: string): ChatProvider {
  return isOneOf(CHAT_PROVIDERS, chat) ? chat : 'other'
}

/** The setup from an upstream chat config: its provider and script, or the default if the script is refused. */
export function chatSetupFrom(config: { chat: string; chat_info?: { js: string } }): ChatSetup {
  const script = acceptChatScript(config.chat_info?.js)
  return script ? { source: 'upstream', provider: providerOf(config.chat), script } : DEFAULT_CHAT_SETUP
}

/** SPEC 4: in a Chinese session chat-choose decides between easemob (HUAN_XIN) and ss. */
export function providerAfterChoice(configured: ChatProvider, choice: ChatChoice | null | undefined): ChatProvider {
  if (choice === 'easemob') return 'HUAN_XIN'
  if (choice === 'ss') return configured === 'SS_HUMAN' ? 'SS_HUMAN' : 'SS_ROBOT'
  return configured
}

/**
 * The global each provider's widget appears as once its script has run (polled every CHAT_POLL_MS),
 * and how it is opened: SalesSmartly-style `ssq.push('chatOpen')`, easemob's `easemobim.bind()`,
 * and for other providers a `chatWidget.open()`.
 */
export const WIDGET_GLOBAL: Record<ChatProvider, 'ssq' | 'easemobim' | 'chatWidget'> = {
  SS_ROBOT: 'ssq',
  SS_HUMAN: 'ssq',
  HUAN_XIN: 'easemobim',
  other: 'chatWidget',
}

/**
 * The event each provider's widget reports its closing with (the floating stack comes down then,
 * SPEC 2.7): SalesSmartly's JSSDK takes `ssq.push('onCloseChat', listener)`, the counterpart of its
 * `onOpenChat`; another widget is asked through `widget.on('close', listener)`. Easemob's has no
 * close callback: its window is watched instead (`EASEMOB_FRAME`).
 */
export const WIDGET_CLOSE_EVENT: Record<Exclude<ChatProvider, 'HUAN_XIN'>, string> = {
  SS_ROBOT: 'onCloseChat',
  SS_HUMAN: 'onCloseChat',
  other: 'close',
}

/**
 * Easemob's chat window: an iframe of its own (`EasemobIframe` and a time stamp), which `bind`
 * opens to the dialog's size and which shrinks back to its 37 px button, or to 1 px hidden, when the
 * visitor closes it (its `close()`, told by the frame). Taller than this, the window is open.
 */
export const EASEMOB_FRAME = 'iframe[id^="EasemobIframe"]'
export const EASEMOB_OPEN_MIN_HEIGHT = 100

/** The support channels of the default chat panel. */
export const SUPPORT_EMAIL = 'support@profiledeck.com'
