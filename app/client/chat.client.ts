import {
  acceptChatScript,
  DEFAULT_CHAT_SETUP,
  EASEMOB_FRAME,
  EASEMOB_OPEN_MIN_HEIGHT,
  providerAfterChoice,
  WIDGET_CLOSE_EVENT,
  WIDGET_GLOBAL,
  type ChatProvider,
  type ChatSetup,
} from '#src/chat/chat'
import type { LocaleCode } from '#src/i18n/locales'
import { CHAT_POLL_LIMIT, CHAT_POLL_MS } from '#src/shell/timings'
import { chatChoiceQuery, chatConfigQuery, visitorIpQuery } from './queries.client'
import { queryClient } from './query-client.client'

/**
 * The chat widget (SPEC 4/7/8). After idle or on the first click of the chat button: the visitor-IP
 * and chat-config calls choose a provider and its script (a failure of either → the site's own
 * default chat); the script is injected only if https and `.js` (SPEC 5); its widget is polled every
 * CHAT_POLL_MS until it appears or CHAT_POLL_LIMIT polls have passed. Opening the chat in a Chinese
 * session asks chat-choose which provider (easemob or ss) takes the chat.
 */

/** How the chat ended up: a provider's widget, or the site's own panel. */
export type ChatOutcome = 'provider' | 'default'

interface Prepared {
  readonly setup: ChatSetup
  readonly ip: string | null
  /** Resolves true when the provider's widget appeared, false after the poll limit or a load error. */
  readonly widget: Promise<boolean>
}

let prepared: Promise<Prepared> | undefined

// Any provider's global counts: in a Chinese session chat-choose may still switch the provider.
const WIDGET_NAMES = [...new Set(Object.values(WIDGET_GLOBAL))]

function widgetOf(provider: ChatProvider) {
  return window[WIDGET_GLOBAL[provider]]
}

/** Polls until a widget global exists; the count is bounded so a dead script cannot poll forever. */
function pollWidget(present: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    let polls = 0
    const timer = window.setInterval(() => {
      polls++
      if (present()) {
        window.clearInterval(timer)
        resolve(true)
      } else if (polls >= CHAT_POLL_LIMIT) {
        window.clearInterval(timer)
        resolve(false)
      }
    }, CHAT_POLL_MS)
  })
}

function injectScript(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve(true)
    script.onerror = () => resolve(false)
    document.head.append(script)
  })
}

async function setupFor(locale: LocaleCode): Promise<{ setup: ChatSetup; ip: string | null }> {
  // SPEC 8: a failed visitor-IP or chat-config call loads the default chat.
  try {
    const visitor = await queryClient().fetchQuery(visitorIpQuery())
    if (visitor.source === 'failed') return { setup: DEFAULT_CHAT_SETUP, ip: null }
    // SPEC 7: the chat config is not asked for one visitor address (CHAT_SKIP_IP).
    if (visitor.chatSkipped) return { setup: DEFAULT_CHAT_SETUP, ip: visitor.info.ip || null }
    const setup = await queryClient().fetchQuery(chatConfigQuery(locale))
    return { setup, ip: visitor.info.ip || null }
  } catch {
    // Reported once by the query cache.
    return { setup: DEFAULT_CHAT_SETUP, ip: null }
  }
}

/** Loads the chat once per visit: asks the calls, injects an accepted provider script, starts polling. */
export function prepareChat(locale: LocaleCode): Promise<Prepared> {
  prepared ??= setupFor(locale).then(({ setup, ip }) => {
    // Checked again here: whatever the server sent, only an https .js URL becomes a script.
    const script = acceptChatScript(setup.script)
    if (!script) return { setup: DEFAULT_CHAT_SETUP, ip, widget: Promise.resolve(false) }
    const widget = injectScript(script).then((loaded) => loaded && pollWidget(() => WIDGET_NAMES.some((name) => window[name] !== undefined)))
    return { setup, ip, widget }
  })
  return prepared
}

function openWidget(provider: ChatProvider): boolean {
  // A third party's object: each method is checked before it is called.
  const widget = widgetOf(provider)
  if (!widget) return false
  if (provider === 'HUAN_XIN' && typeof widget.bind === 'function') widget.bind({})
  else if ((provider === 'SS_ROBOT' || provider === 'SS_HUMAN') && typeof widget.push === 'function') widget.push('chatOpen')
  else if (typeof widget.open === 'function') widget.open()
  else return false
  return true
}

/** Told when a provider's widget closes: the shell's floating stack comes down (SPEC 2.7). */
let onWidgetClose: (() => void) | undefined
/** The widgets whose close is watched already: a listener is added once per widget, not per opening. */
const watched = new WeakSet<object>()

/**
 * Calls `onWidgetClose` whenever the provider's widget closes: SalesSmartly-style widgets report
 * it to a listener pushed as `ssq.push('onCloseChat', fn)` (beside their `onOpenChat`); others
 * through `widget.on('close', fn)` when they offer it. A widget without either keeps the stack up
 * until the visitor clicks the chat button again, as before.
 */
function watchClose(provider: ChatProvider): void {
  const widget = widgetOf(provider) as Record<string, unknown> | undefined
  if (!widget || watched.has(widget)) return
  watched.add(widget)
  const closed = () => onWidgetClose?.()
  if (provider === 'HUAN_XIN') watchEasemobWindow(closed)
  else if ((provider === 'SS_ROBOT' || provider === 'SS_HUMAN') && typeof widget.push === 'function')
    (widget.push as (event: string, listener: () => void) => void)(WIDGET_CLOSE_EVENT[provider], closed)
  else if (typeof widget.on === 'function') (widget.on as (event: string, listener: () => void) => void)(WIDGET_CLOSE_EVENT[provider], closed)
}

/**
 * Easemob tells no one its window closed: the window's frame is watched instead, and `closed` is
 * called each time it shrinks from open to its button (or hides). The frame may be created after
 * `bind` returns, so new children of the body are looked at too (only the body's own children: the
 * widget appends its frame there).
 */
function watchEasemobWindow(closed: () => void): void {
  const frames = new WeakSet<Element>()
  const isOpen = (frame: Element) => frame.getBoundingClientRect().height >= EASEMOB_OPEN_MIN_HEIGHT && getComputedStyle(frame).visibility !== 'hidden'
  const watch = () => {
    for (const frame of document.querySelectorAll(EASEMOB_FRAME)) {
      if (frames.has(frame)) continue
      frames.add(frame)
      let open = isOpen(frame)
      new MutationObserver(() => {
        const now = isOpen(frame)
        if (open && !now) closed()
        open = now
      }).observe(frame, { attributes: true, attributeFilter: ['style', 'class', 'hidden'] })
    }
  }
  watch()
  new MutationObserver(watch).observe(document.body, { childList: true })
}

/**
 * Opens the chat: the provider's widget once it is there, else the site's own panel. In a Chinese
 * session chat-choose picks the provider first. `onClose` is called when a provider's widget closes.
 */
export async function openChat(locale: LocaleCode, onClose?: () => void): Promise<ChatOutcome> {
  onWidgetClose = onClose
  const { setup, ip, widget } = await prepareChat(locale)
  let provider = setup.provider
  if (locale === 'zh' && ip) {
    try {
      provider = providerAfterChoice(provider, await queryClient().fetchQuery(chatChoiceQuery(ip)))
    } catch {
      // Reported; the configured provider takes the chat.
    }
  }
  if (!setup.script) return 'default'
  if (!(await widget) || !openWidget(provider)) return 'default'
  watchClose(provider)
  return 'provider'
}
